/**
 * Tenth pass of the instruction reader (ADR 0034): classes of writing from the ninth held-apart round
 * (`eval/phrasing9.json`; README.md, "Tenth pass"), each beside look-alikes that must stay refused or read as before;
 * and the confident mistakes found on look-alikes while writing them.
 */
import { describe, expect, it } from 'vitest';
import { check, clauses, decisions, stayRefused } from './reader.test-helpers.ts';

const REST = 'exclude everything';

describe('check marks and crosses after the items (reader-marks.ts)', () => {
  check([
    ['DE + AT + CH ✔', ['keep Germany', 'keep Austria', 'keep Switzerland']],
    ['nordics ✔ rest ✘', ['keep the Nordics', REST]],
    ['mfg ✔ non-mfg ✘', ['keep Manufacturing (NAICS 31–33)']],
    ['finance & insurance ✓ / real estate ✗', ['keep Finance and Insurance (NAICS 52)', 'exclude Real Estate (NAICS 531)']],
    ['CxO + founders ✅ VPs ❌', ['keep C-level, owner or founder', 'keep founders', 'exclude VP']],
    ['shared inboxes ✘ named people ✔', ['exclude a role address']],
    ['work email ✔ gmail/yahoo/hotmail ✘', ['keep a business domain', 'exclude gmail', 'exclude yahoo', 'exclude hotmail']],
    ['✔ EU HQs', ['keep the EU']],
    [
      'healthcare providers ✔ (no pharma, insurers)',
      ['keep health care (NAICS 621–623)', 'exclude pharmaceuticals (NAICS 3254)', 'exclude Insurance (NAICS 524)'],
    ],
  ]);
  // A mark with words after it, or a mark and no item, says nothing the framing reads.
  stayRefused(['✔', '✔ ✘', 'Germany ✔ if they pay', 'retail ✘ unless online ✔ maybe']);
});

describe('flags and fields in code notation (reader-marks.ts)', () => {
  check([
    ['🇺🇸 HQs only', ['keep United States']],
    ['🇨🇦 only', ['keep Canada']],
    ['🇩🇪🇦🇹🇨🇭 only', ['keep Germany', 'keep Austria', 'keep Switzerland']],
    // Flags before the place they picture decorate it.
    ['🇿🇦🇳🇬🇰🇪 African HQs only', ['keep Africa']],
    ['hq_country ∈ G7', ['keep the G7']],
    ['hq_continent = South America', ['keep South America']],
    ['hq_state IN (CA, OR, WA)', ['keep California', 'keep Oregon', 'keep Washington']],
    ["hq.region = 'Midwest' (US Census)", ['keep the US Midwest']],
    ["job_function = 'Sales'", ['keep sales roles']],
    ['email_type = business', ['keep a business domain']],
    ["hq_country == 'United States'", ['keep United States']],
    ['hq_country NOT IN (US, CA)', ['keep everything', 'exclude United States', 'exclude Canada']],
    ['hq_country IN eu_member_states', ['keep the EU']],
  ]);
  // A field whose words are no field ("churn_status"), or code notation with nothing after it, stays refused.
  stayRefused(["churn_status = 'active'", 'hq_country', 'lead_score >= 80']);
});

describe('confident mistakes found beside the round', () => {
  it('a list of two-letter codes is no shouting: "LU, BE" kept Luxembourg alone', () => {
    expect(clauses('Keep LU, BE')).toEqual(['keep Luxembourg', 'keep Belgium']);
    expect(clauses('DE AT CH LI LU BE ✔')).toContain('keep Belgium');
    // A line in capitals still drops its filler words, "IN" included.
    expect(clauses('HQ Country IN (DE, AT, CH)')).toEqual(['keep Germany', 'keep Austria', 'keep Switzerland']);
    expect(clauses('KEEP COMPANIES BASED IN GERMANY')).toEqual(['keep Germany']);
  });

  it('"outside" after a second verb turns that verb: "Keep EU companies and remove anything outside Europe" excluded Germany', () => {
    expect(decisions('Keep Germany and France and remove anything outside Europe', ['Germany', 'Norway', 'Japan'])).toEqual({
      Germany: 'KEEP',
      Norway: 'EXCLUDE',
      Japan: 'EXCLUDE',
    });
    expect(decisions('Keep California and drop every company outside the US', ['California', 'Texas', 'Canada'])).toEqual({
      California: 'KEEP',
      Texas: 'EXCLUDE',
      Canada: 'EXCLUDE',
    });
    // "remove anything outside Europe" alone keeps Europe, as before.
    expect(clauses('remove anything outside Europe')).toEqual([REST, 'keep Europe']);
  });

  it('a keep inside the place "outside" names is what is kept: "Keep the EU; anything outside Europe …" kept Norway', () => {
    // The EU lies in Europe but for Cyprus (UN M49: Western Asia): the place outside which is removed describes the rest.
    expect(decisions('Keep the EU; anything outside Europe should be removed', ['Germany', 'Cyprus', 'Norway', 'Japan'])).toEqual({
      Germany: 'KEEP',
      Cyprus: 'KEEP',
      Norway: 'EXCLUDE',
      Japan: 'EXCLUDE',
    });
  });
  // A keep that reaches beyond it ("Keep Turkey", "Keep VPs" beside "outside sales"): which one the writer meant is not said.
  stayRefused([
    'Keep Turkey and remove anything outside Europe',
    'Keep VPs and remove anyone outside sales',
    'Keep Europe; remove anything outside the EU',
  ]);

  it('a negation inside a parenthesis covers its list: "(no pharma, insurers)" kept insurers', () => {
    expect(clauses('keep healthcare providers (no pharma, insurers)')).toEqual([
      'keep health care (NAICS 621–623)',
      'exclude pharmaceuticals (NAICS 3254)',
      'exclude Insurance (NAICS 524)',
    ]);
    expect(clauses('Keep Europe (not the UK, Norway)')).toEqual(['keep Europe', 'exclude United Kingdom', 'exclude Norway']);
  });

  it('words an exclusion turns carve out of it: "remove managers who are not in sales" keeps sales managers', () => {
    expect(decisions('Remove managers who are not in sales', ['Sales Manager', 'Marketing Manager', 'Software Engineer'])).toEqual({
      'Sales Manager': 'KEEP',
      'Marketing Manager': 'EXCLUDE',
      'Software Engineer': 'KEEP',
    });
  });
});

describe('emails about an event or a list (reader-event-asks.ts)', () => {
  check([
    [
      'Hi Felix, the DACH roadshow invitations can only go to companies based in Germany, Austria or Switzerland – could you clear everything else off the sheet? Viele Grüße, Sophie',
      ['keep Germany', 'keep Austria', 'keep Switzerland', REST],
    ],
    [
      'Hei Mikko, for the Nordic customer day we only want companies whose HQ is in a Nordic country; could you remove all the others before the invites go out? Kiitos',
      ['keep the Nordics', REST],
    ],
    [
      'the DevOps meetup invites should go only to software firms; please remove accounts from any other industry',
      ['keep software (NAICS 5112, 5182, 51913)', REST],
    ],
    [
      'the FinServ round table is for financial services companies only; please delete the leads from other sectors',
      ['keep Finance and Insurance (NAICS 52)', REST],
    ],
    ['the onboarding webinars are for companies in Germany, so please delete the leads from all other countries', ['keep Germany', REST]],
    [
      'Hello Pieter, the list for the Brussels policy breakfast should only contain EU companies; please delete the non-EU ones before you hand it over. Best, Inès',
      ['keep the EU'],
    ],
    [
      "Hi Anya, the founders' breakfast list should only have founders and co-founders on it; please remove everyone else. Thanks, Rob",
      ['keep founders', REST],
    ],
    ['the CFO asked for the target list to include only companies with at least $10M in annual revenue', ['keep at least $10M']],
    [
      'Hi Ravi, before we load the event list into the CRM could you remove everyone with a personal email address?',
      ['exclude a free-mail (personal) domain'],
    ],
    ['keep the Midwest before the territory split', ['keep the US Midwest']],
    [
      'Keep US companies and remove every company headquartered in another country, Canada and Mexico included',
      ['keep United States', REST, 'exclude Canada', 'exclude Mexico'],
    ],
    ['keep Asia; remove the ones headquartered on other continents', ['keep Asia', REST]],
    ['keep the G7 and take everyone else out', ['keep the G7', REST]],
    [
      'the webinar is aimed at manufacturers only, so could you remove the companies that don’t make things?',
      ['keep Manufacturing (NAICS 31–33)'],
    ],
  ]);
  // Without "only" a list that "should include" may add to one; an event said of nothing; a time inside a condition.
  stayRefused([
    'the list should include Germany',
    'the webinar is for everyone',
    'the breakfast list is long',
    'Keep companies founded before the merger',
    'remove the companies that don’t provide care',
  ]);
});

describe('examples before the verb of their clause (reader-framing.ts)', () => {
  // "such as …" ran to the end of the sentence, verb included: "… such as info@ and sales@ are out" kept role addresses.
  check([
    ['Role-based mailboxes such as info@ and sales@ are out.', ['exclude a role address']],
    ['Keep Europe; EU countries like France are out', ['keep Europe', 'exclude the EU']],
    ['Keep gmail, e.g. personal accounts', ['keep gmail']],
  ]);
});

describe('forms and words of the round (reader-tenth-words.ts)', () => {
  check([
    ['Good leads have 50-500 employees', ['keep 50-500']],
    ['Good leads have revenue of $10M or more', ['keep $10M or more']],
    ['Good leads use a work email address', ['keep a business domain']],
    [
      'Our cameras go into factories, so the only leads we want are manufacturing businesses, whatever they produce',
      ['keep Manufacturing (NAICS 31–33)'],
    ],
    ['Keep manufacturers of every kind', ['keep Manufacturing (NAICS 31–33)']],
    ['the guests have to be founders or C-suite executives', ['keep founders', 'keep C-level, owner or founder']],
    [
      'Our reps are in Munich, so every lead needs a head office in Germany, Austria or Switzerland',
      ['keep Germany', 'keep Austria', 'keep Switzerland'],
    ],
    ['Keep any company whose headquarters are inside the EU, from Ireland and Portugal to Finland and Cyprus', ['keep the EU']],
    ['Keep companies based in the Midwest, from Ohio and Michigan west to Kansas, Nebraska and the Dakotas', ['keep the US Midwest']],
    ['We want leads anywhere in Africa, from Morocco down to South Africa', ['keep Africa']],
    [
      'Keep companies based on the US West Coast, meaning the three Pacific-coast states and not Alaska or Hawaii',
      ['keep the West Coast', 'exclude Alaska', 'exclude Hawaii'],
    ],
    ['@ops pls filter to EU member-state HQs', ['keep the EU']],
    ['Keep companies in Sweden or Norway, and Greenland as well', ['keep Sweden', 'keep Norway', 'keep Greenland']],
    ['G7 members only (7)', ['keep the G7']],
    ['Keep companies headquartered anywhere in North Africa', ['keep Northern Africa']],
    ['keep North and sub-Saharan Africa alike', ['keep Northern Africa', 'keep Sub-Saharan Africa']],
    ['Leads should sit in Japan, India or anywhere else in Asia', ['keep Japan', 'keep India', 'keep Asia']],
    ['Keep Japan or other countries in Asia', ['keep Japan', 'keep Asia']],
    ['HQ country has German as an official language', ['keep countries where German is an official language']],
    ['Keep companies with a headcount from fifty through five hundred', ['keep from 50 to 500']],
    ['FTEs: 50 through 500', ['keep 50 to 500']],
    ['Keep companies with annual turnover of at least ten million US dollars', ['keep at least 10 million dollars']],
    [
      'we only want companies with fifty to five hundred employees, both limits included; please drop smaller and larger ones',
      ['keep 50 to 500'],
    ],
    [
      'keep director level or higher and remove managers and more junior staff',
      ['keep director or head and above', 'exclude manager and below'],
    ],
    [
      'the invite should only go to people in sales; please remove contacts from other functions and keep every seniority',
      ['keep sales roles', REST],
    ],
    ['US HQs only, foreign cos out', ['keep United States', REST]],
    [
      'Keep company emails and remove anyone on Gmail, Yahoo or another free provider',
      ['keep a business domain', 'exclude gmail', 'exclude yahoo', 'exclude a free-mail (personal) domain'],
    ],
    ['We only sell in the EU. UK firms need to be taken off.', ['keep the EU', 'exclude United Kingdom']],
    [
      'keep the Midwest. Pennsylvania and Kentucky are neighbours, not members.',
      ['keep the US Midwest', 'exclude Pennsylvania', 'exclude Kentucky'],
    ],
    [
      'keep the Nordics; strip out Germany, the UK or further away',
      ['keep the Nordics', 'exclude Germany', 'exclude United Kingdom', REST],
    ],
    ['HQ in a G7 contry only', ['keep the G7']],
    ['south american HQs ony', ['keep South America']],
    ['keep sales roles; no other departmnets', ['keep sales roles', REST]],
    ['the guests have to be C-suite executives – chief executive, chief financial officer and so on', ['keep C-level, owner or founder']],
    [
      'seniority IN (director, head, vp, c_suite, founder, owner, partner)',
      ['keep director or head', 'keep VP', 'keep C-level, owner or founder', 'keep founders', 'keep owners'],
    ],
  ]);
  // A span alone is the criterion itself; a count that is not the group's; "partner" without "owner"; what a lead
  // does that says nothing of the column.
  stayRefused([
    'We want leads from Morocco down to South Africa',
    'Keep the G7 members (8)',
    'Keep partners',
    'Good leads have been hard to find',
    'Good leads use LinkedIn',
  ]);
  it('a money range after a comma is read as bounds, not passed over as a span', () => {
    expect(decisions('Keep companies with revenue, from $10M to $50M', ['$100M', '$20M'])).toEqual({ $100M: 'EXCLUDE', $20M: 'KEEP' });
  });
});

describe('addresses for one person (reader-mailboxes.ts, reader-tenth-words.ts)', () => {
  check([
    ['Good leads have an email address for one named person, not a shared inbox', ['exclude a role address']],
    ['we only want emails that reach one individual', ['exclude a role address']],
    ['keep the addresses that belong to a single person', ['exclude a role address']],
    ['no role-based addreses, individual people only', ['exclude a role address']],
    ['Keep emails that go to a named person and remove ones like info@, hello@, sales@, support@ or jobs@', ['exclude a role address']],
    [
      'Our cadence names the recipient in every step, so role-based mailboxes such as info@ and sales@ are no use. Please remove them and keep the addresses that belong to a single person.',
      ['exclude a role address'],
    ],
  ]);
  // "one specific person" (a particular contact?) and a lone mailbox stay refused, as before.
  stayRefused(['keep emails that reach one specific person', 'remove ones like info@', 'keep one person', 'keep a single individual']);
});

describe('industry words and who covers the accounts (industries.ts, reader-tenth-words.ts)', () => {
  check([
    [
      'Keep software publishers, IT consultancies, systems integrators, managed service providers and data-hosting companies',
      [
        'keep Software Publishers (NAICS 5112)',
        'keep IT consulting (NAICS 5415)',
        'keep Computer Systems Design Services (NAICS 541512)',
        'keep Computer Facilities Management Services (NAICS 541513)',
        'keep Data Processing, Hosting, and Related Services (NAICS 5182)',
      ],
    ],
    [
      'Good leads are companies that build software or provide IT services',
      ['keep software (NAICS 5112, 5182, 51913)', 'keep IT services (NAICS 5415, 5182)'],
    ],
    ['keep physician and dental offices', ['keep Offices of Physicians (NAICS 6211)', 'keep Offices of Dentists (NAICS 6212)']],
    [
      'keep outpatient and diagnostic centres',
      ['keep Outpatient Care Centers (NAICS 6214)', 'keep Medical and Diagnostic Laboratories (NAICS 6215)'],
    ],
    [
      'keep home health agencies, ambulance services and nursing homes',
      ['keep Home Health Care Services (NAICS 6216)', 'keep Ambulance Services (NAICS 62191)', 'keep Nursing Care Facilities (NAICS 6231)'],
    ],
    [
      'NAICS 621–623 ✔',
      [
        'keep Ambulatory Health Care Services (NAICS 621)',
        'keep Hospitals (NAICS 622)',
        'keep Nursing and Residential Care Facilities (NAICS 623)',
      ],
    ],
    ['The Tokyo and Dubai offices between them cover Asia', ['keep Asia']],
    ['The Oslo office owns every account in the Nordic countries and nothing else', ['keep the Nordics', REST]],
    [
      'The reseller we signed in Santiago covers South America only – Mexico and the Caribbean sit with a different partner – so please keep companies in South America and drop all others.',
      ['keep South America', REST],
    ],
  ]);
  // "make software" is a product (sixth pass); clinics, labs and doctors' offices have no one industry; a range across
  // sectors; an office that owns something else; a partner said without whom we signed.
  stayRefused([
    'companies that make software',
    'keep clinics and labs',
    "keep doctors' offices",
    'NAICS 541–623',
    'The Oslo office owns the building',
    'The reseller covers its costs',
  ]);
});
