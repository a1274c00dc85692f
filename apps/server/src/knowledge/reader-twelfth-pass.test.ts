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
