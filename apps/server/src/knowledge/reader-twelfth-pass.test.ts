/**
 * Twelfth pass of the instruction reader (ADR 0034): classes of writing from the eleventh held-apart round
 * (`eval/phrasing11.json`; README.md, "Twelfth pass"), each beside look-alikes that must stay refused or read as before.
 */
import { describe } from 'vitest';
import { check, stayRefused } from './reader.test-helpers.ts';

const REST = 'exclude everything';

describe('bullet lists typed with a hyphen under "Keep:" / "Remove:" (reader-crm-filters.ts)', () => {
  check([
    ['Keep:\n- Germany\n- Austria\nRemove:\n- every other country', ['keep Germany', 'keep Austria', REST]],
    [
      'Keep:\n- the EU\nRemove:\n- the UK, Norway\n- every other non-EU country',
      ['keep the EU', 'exclude United Kingdom', 'exclude Norway'],
    ],
    ['Exclude:\n- Canada\n- Mexico', ['exclude Canada', 'exclude Mexico']],
    ['Keep:\n– Chile\n– Peru', ['keep Chile', 'keep Peru']],
    // A bullet that names what its list spells out; a field label before a colon is read as before.
    ['Keep:\n- ambulatory care: dental practices, medical labs', ['keep Ambulatory Health Care Services (NAICS 621)']],
    ['Keep:\n- Geo: EU\nRemove:\n- the UK', ['keep the EU', 'exclude United Kingdom']],
  ]);
  // A word the rules do not know in a bullet still refuses the column; a dash between words on one line is no bullet.
  stayRefused(['Keep:\n- hardware makers\n- software', 'Keep:\n- Germany\nRemove:\n- brokers', 'CA - OR - WA']);
});

describe('CRM list-view and report filters (reader-crm-filters.ts)', () => {
  check([
    ['Billing Country is any of Austria, Belgium', ['keep Austria', 'keep Belgium']],
    [
      'Country equals Germany OR Country equals Austria OR Country equals Switzerland',
      ['keep Germany', 'keep Austria', 'keep Switzerland'],
    ],
    ['Billing Country in (Canada, France)', ['keep Canada', 'keep France']],
    ['Billing State/Province is any of CA, OR, WA', ['keep California', 'keep Oregon', 'keep Washington']],
    ['HQ Continent equals Africa', ['keep Africa']],
    ['Industry equals Retail', ['keep Retail Trade (NAICS 44–45)']],
    ['Country does not equal Canada', ['exclude Canada']],
    ['Job Level = C-Suite OR Job Level = Founder/Owner', ['keep C-level, owner or founder', 'keep founders', 'keep owners']],
    ['Email Domain Type equals Business (Free Webmail excluded)', ['keep a business domain', 'exclude a free-mail (personal) domain']],
    // NAICS titles as a picklist writes them, with their own commas and "and".
    [
      'Industry is any of "Software Publishers", "Computer Systems Design and Related Services", "Data Processing, Hosting, and Related Services"',
      [
        'keep Software Publishers (NAICS 5112)',
        'keep Computer Systems Design and Related Services (NAICS 54151)',
        'keep Data Processing, Hosting, and Related Services (NAICS 518210)',
      ],
    ],
    [
      'Industry is any of Hospitals, Nursing and Residential Care Facilities',
      ['keep Hospitals (NAICS 622)', 'keep Nursing and Residential Care Facilities (NAICS 623)'],
    ],
    // Both parts read alone: read as before.
    ['keep Finance and Insurance', ['keep Finance and Insurance (NAICS 52)']],
    ['State in (OH, MI) → keep', ['keep Ohio', 'keep Michigan']],
  ]);
  // A field the rules do not read, two fields joined by OR, a part of a title that is no title.
  stayRefused([
    'Notes equals Germany',
    'Status equals Closed',
    'Country equals Germany OR Industry equals Software',
    'Industry is any of Nursing, Hospitals',
  ]);
});

describe('English as Spanish, French and German speakers write it (reader-twelfth-words.ts)', () => {
  check([
    [
      'Please, leave only the enterprises with headquarters in some country of the European Union and eliminate the rest. Gracias, Lucía',
      ['keep the EU', REST],
    ],
    [
      'Hello, I would like that you keep only the companies which have their head office in Japan, and that you remove the other ones. Merci d’avance, Camille',
      ['keep Japan', REST],
    ],
    [
      'Please only leave the firms whose headquarter lies in Chile in the list, all others can be deleted. Danke, Matthias',
      ['keep Chile', REST],
    ],
    [
      'Please, leave only the enterprises that have their central office in a country of South America; the ones of Mexico and the rest, eliminate. Gracias, Valentina',
      ['keep South America', 'exclude Mexico', REST],
    ],
    [
      'Please, we need only the companies with headquarters in the United States; those of Canada, Mexico, eliminate them please. Saludos, Javier',
      ['keep United States', 'exclude Canada', 'exclude Mexico'],
    ],
    ['Please take only the firms with headquarter in Asia into the list. Viele Grüße, Stefan', ['keep Asia']],
    [
      'Hello, for the dinner we would like to invite only the founders; please remove the other persons from the file. Bien à vous, Mathilde',
      ['keep founders'],
    ],
    [
      'Please, leave only the persons with a position of director or superior; the managers, eliminate them. Gracias, Diego',
      ['keep director or head and above', 'exclude manager'],
    ],
    [
      'Please keep only persons from the sales department, no matter which level, and delete the rest. Danke schön, Katrin',
      ['keep sales roles', REST],
    ],
    [
      'Hello, we would like to keep only the companies which count between 50 and 500 employees, 50 and 500 included. Cordialement, Julien',
      ['keep between 50 and 500'],
    ],
    [
      'Please keep only firms with a yearly turnover of minimum 10 million US dollars; firms under this we don’t need. Beste Grüße, Tobias',
      ['keep firms yearly minimum 10 million dollars'],
    ],
    [
      'Hello, please delete the generic addresses (info@, contact@) and keep only the addresses of a physical person. Merci beaucoup, Élodie',
      ['exclude a role address'],
    ],
  ]);
  // "invite" without "only" is no keep; "the ones of" with no verb; a reason that restricts before the request.
  stayRefused(['we would like to invite the founders', 'Please, leave the enterprises of some country']);
});

describe('dictated text without punctuation (reader-twelfth-words.ts, reader-context.ts)', () => {
  check([
    ['ok so for this list only keep companies that are based in the european union everything else can go', ['keep the EU', REST]],
    [
      'just keep the companies in germany austria and switzerland and take out the rest',
      ['keep Germany', 'keep Austria', 'keep Switzerland', REST],
    ],
    ['keep only companies headquartered in california oregon or washington state', ['keep California', 'keep Oregon', 'keep Washington']],
    // The group spelled out is read beside it (reader-parentheses.ts checks that every name is a member).
    [
      'keep only the companies in the g7 countries so that is the us canada the uk france germany italy and japan',
      [
        'keep the G7',
        'keep United States',
        'keep Canada',
        'keep United Kingdom',
        'keep France',
        'keep Germany',
        'keep Italy',
        'keep Japan',
      ],
    ],
    ['only companies with headquarters in chile please nothing from peru', ['keep Chile', 'exclude Peru']],
    [
      'only keep financial services and insurance companies take out everybody else',
      ['keep Finance and Insurance (NAICS 52)', 'keep Insurance (NAICS 524)', REST],
    ],
    ['keep the companies making 10 million dollars a year or more in revenue the smaller ones can go', ['keep 10 million dollars or more']],
  ]);
  // A word that is no place name between the places; symbols are no names ("Oceania <> Asia").
  stayRefused(['keep only companies in germany big austria', 'Continent = Asia; Oceania ≠ Asia']);
});

describe('a list of what is not wanted before the keep', () => {
  check([
    [
      'Not Europe, not Oceania, not the Americas or Africa: keep companies headquartered in Asia only',
      ['exclude Europe', 'exclude Oceania', 'exclude Americas', 'exclude Africa', 'keep Asia'],
    ],
    [
      'Not Alaska, not Hawaii, not Nevada: only California and Oregon',
      ['exclude Alaska', 'exclude Hawaii', 'exclude Nevada', 'keep California', 'keep Oregon'],
    ],
    [
      'Not Canada, not the UK, not anywhere abroad: only companies headquartered in the US',
      ['exclude Canada', 'exclude United Kingdom', REST, 'keep United States'],
    ],
    [
      'We don’t need Liechtenstein or Luxembourg; we need companies headquartered in Germany or Austria, nothing more',
      ['exclude Liechtenstein', 'exclude Luxembourg', 'keep Germany', 'keep Austria'],
    ],
    [
      'Forget marketing and finance; we want everyone in sales, junior or senior',
      ['exclude marketing roles', 'exclude finance roles', 'keep sales roles'],
    ],
    [
      'Managers and ICs are out; directors and VPs stay — so director and up',
      ['exclude manager', 'exclude individual contributor', 'keep director or head', 'keep VP', 'keep director or head and above'],
    ],
    // A different group after "so": read, and the reader refuses what it keeps and excludes.
  ]);
  // "not just" is no exclusion; "we can't sell abroad" is read as before.
  stayRefused(['Not just DACH and not Namibia: keep Germany']);
  check([['stateside accounts only pls, we can’t sell abroad yet', ['keep United States', REST]]]);
});

describe('the criterion inside sentences about something else (reader-context.ts, reader-twelfth-words.ts)', () => {
  check([
    [
      'Half the team is at the Singapore summit this week so replies will be slow. For the follow-ups we only want leads whose company is based in Asia, so clear out the ones headquartered on other continents.',
      ['keep Asia', REST],
    ],
    [
      'We finally opened the Nairobi and Lagos offices, and Lagos is hiring four more reps in January. For now, please keep companies headquartered in Africa and remove those based on other continents.',
      ['keep Africa', REST],
    ],
    [
      'Since Ingrid speaks all the Nordic languages and already knows half these accounts from her Oslo days, her list should be companies headquartered in the Nordic countries and none from elsewhere.',
      ['keep the Nordics', REST],
    ],
    [
      'The board asked for a benchmark before the Tokyo offsite, and for that we only want companies headquartered in the G7 nations; the rest of the export can be removed.',
      ['keep the G7', REST],
    ],
    [
      'Our webinar is on Thursday at 4pm CET and the recording goes out after, but the invite list itself should be only people in sales roles, juniors and seniors alike; remove the others.',
      ['keep sales roles', REST],
    ],
    ['We’re not after real estate – keep insurance companies only', ['exclude Real Estate (NAICS 531)', 'keep Insurance (NAICS 524)']],
  ]);
  stayRefused([
    // A reason before ", but" that restricts itself.
    'We only sell in Germany, but the list should be only companies in Austria',
    // A sentence that restricts ("never"), names a place the keep does not hold, or ranks; a short line; "should include".
    'We never sell to Canada because of the tariffs and the paperwork. Keep companies headquartered in North America.',
    'Half the team is in Canada this week so replies will be slow. Keep companies based in Asia.',
    'Keep the EU. Best markets: Germany',
    'the list should include Germany',
    // A reference to an earlier sentence: "those countries".
    'Marketing translated the campaign into German last month, and Legal says we may only run it where German is an official language; keep companies headquartered in those countries.',
  ]);
});
