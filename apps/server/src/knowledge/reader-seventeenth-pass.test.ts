/**
 * Seventeenth pass of the instruction reader (ADR 0034): classes of ordinary writing from the sixteenth and seventeenth
 * rounds (`eval/phrasing16.json`, `phrasing17.json`; README.md, "Seventeenth pass"), each beside look-alikes that must
 * stay refused or read as before.
 */
import { describe, expect, it } from 'vitest';
import { check, decisions, stayRefused } from './reader.test-helpers.ts';

const REST = 'exclude everything';
const G7 = 'keep the G7';

describe("the list as the subject, and a note's label (reader-seventeenth-words.ts)", () => {
  check([
    ['This campaign targets the G7.', [G7]],
    ['This list is for DACH accounts.', ['keep DACH']],
    ['This sequence is written for the DACH market.', ['keep DACH']],
    ['This territory is South America only.', ['keep South America']],
    ['CRM note: this segment is Midwest only.', ['keep the US Midwest']],
    ['SDR note - G7 only', [G7]],
  ]);
  stayRefused([
    // A bare "is" without "only" says what the list is, not what it keeps.
    'This list is the G7 export.',
    // The product, not the list: a reason, read (or not) as before.
    'Our scheduling tool is built for hospitals.',
  ]);
});

describe('requests to pass leads on: "send me", "pass me", "route only … to her", "only target"', () => {
  check([
    ['Only send me companies headquartered in the DACH countries.', ['keep DACH']],
    ['Only pass me accounts headquartered in an EU member state.', ['keep the EU']],
    // "us" after a verb is the pronoun, not the US.
    ['send us accounts in the EU', ['keep the EU']],
    ['send us germany austria', ['keep Germany', 'keep Austria']],
    ['Send the SDRs West Coast companies only.', ['keep the West Coast']],
    ['Only target companies in the Midwest', ['keep the US Midwest']],
    ['Only work accounts in Germany, Austria or Switzerland.', ['keep Germany', 'keep Austria', 'keep Switzerland']],
    [
      'Our DACH rep covers Germany, Austria and Switzerland, so route only those three countries to her.',
      ['keep Germany', 'keep Austria', 'keep Switzerland'],
    ],
  ]);
  stayRefused([
    // "send to", "send out", "send them": other verbs.
    'Send out the EU list',
    'Send them to Germany',
  ]);
});

describe('what another team takes is out of this list', () => {
  check([
    [
      'Keep South America. Mexico and Central America go to the North America team.',
      ['keep South America', 'exclude Mexico', 'exclude Central America'],
    ],
    [
      'Keep DACH. Liechtenstein and Luxembourg stay with the wider Europe team.',
      ['keep DACH', 'exclude Liechtenstein', 'exclude Luxembourg'],
    ],
    ['Keep the US. International accounts go to the global team.', ['keep United States', REST]],
    ['Keep Germany. Austria is handled by another team.', ['keep Germany', 'exclude Austria']],
    ['Keep Germany. Austria is handled elsewhere.', ['keep Germany', 'exclude Austria']],
  ]);
  // "our teams" are the writer's own: they cover what is kept.
  stayRefused(['Accounts in Germany are covered by our teams']);
});

describe('"goes" after a name, and "…, and so does X"', () => {
  check([
    ['Keep the G7. Anything outside the G7 goes.', [G7, REST]],
    ['Keep Germany. France goes.', ['keep Germany', 'exclude France']],
    [
      'Keep the West Coast. Every other state goes, and so does the District of Columbia.',
      ['keep the West Coast', REST, 'exclude District of Columbia'],
    ],
    ['Keep the EU. The UK is out, and so is Norway.', ['keep the EU', 'exclude United Kingdom', 'exclude Norway']],
  ]);
  // "where … go", "we go": not an exclusion.
  stayRefused(['Keep the EU, where our trains go', 'Keep Germany. We go to France.']);
});

describe('references back: "those seven", "its twelve countries" (reader-counts.ts)', () => {
  check([
    ['Keep the G7. Anything outside those seven goes.', [G7, REST]],
    ['Keep the G7 and drop anything outside those seven.', [G7, REST]],
    ['This campaign is for the G7 only. Keep accounts based in any of its seven member countries and drop the rest.', [G7, REST]],
    ['South America only. Keep anything headquartered in one of its twelve countries.', ['keep South America']],
  ]);
  stayRefused([
    // No group of that size, or none named at all.
    'Keep the G7. Anything outside those five goes.',
    'Keep anything headquartered in one of its twelve countries.',
  ]);
});

describe('"That means …", "That includes …": the sentence before, said again by its members', () => {
  check([
    ['The campaign goes to the G7 only. That means the US, Canada, the UK, France, Germany, Italy and Japan stay.', [G7]],
    [
      'Keep the G7 only. That means the US, Canada, the UK, France, Germany, Italy and Japan.',
      [G7, 'keep United States', 'keep Canada', 'keep United Kingdom', 'keep France', 'keep Germany', 'keep Italy', 'keep Japan'],
    ],
    ['Keep the Nordics. That includes the Faroe Islands and Åland.', ['keep the Nordics', 'keep Faroe Islands', 'keep Åland Islands']],
  ]);
  // A member list that contradicts the group is still refused.
  stayRefused(['Keep the Nordics. That means Germany and Estonia stay. Drop the rest.']);
});

describe('titles in any language, a chief title, function mailboxes', () => {
  check([
    ['Keep the C-suite in any language', ['keep C-level, owner or founder']],
    ['Please keep contacts whose title is in sales, whatever language it is written in.', ['keep sales roles']],
    [
      'Target the C-suite, including the equivalent titles in other languages, plus founders',
      ['keep C-level, owner or founder', 'keep founders'],
    ],
    ['Keep anyone with a chief title', ['keep C-level, owner or founder']],
    ['No generic function mailboxes such as info@ or support@', ['exclude a role address']],
  ]);
  stayRefused(['Keep a chief of staff']);
});

describe('a lower bound with "no cap", "limits included", level and sales ranges, "along with"', () => {
  check([
    ['Keep companies with $10M+ revenue, no cap', ['keep $10M+']],
    ['Revenue floor is $10M, no ceiling.', ['keep at least $10M']],
    ['Keep companies with 50 to 500 employees, limits included', ['keep 50 to 500']],
    ['South American countries (all 12)', ['keep South America']],
    [
      'Keep everyone from director up to CEO, along with founders and owners',
      ['keep director or head and above', 'keep founders', 'keep owners'],
    ],
    ['Sales team members from SDR to CRO', ['keep sales roles']],
    ['Keep the sales org, junior to senior.', ['keep sales roles']],
  ]);
  stayRefused([
    // "no cap" beside no bound, an upper bound with "no floor", a count that is not the group's.
    'No cap',
    'South American countries (all 10)',
    'Keep everyone from director up to manager',
  ]);
});

describe('edges the eighteenth round found confidently wrong: left to review', () => {
  it('Cyprus and the South Caucasus beside "the Middle East"', () => {
    expect(decisions('Asia territory incl. Middle East', ['Cyprus', 'Armenia', 'Israel', 'Japan', 'France'])).toEqual({
      Cyprus: 'undecided',
      Armenia: 'undecided',
      Israel: 'KEEP',
      Japan: 'KEEP',
      France: 'EXCLUDE',
    });
    expect(decisions('Keep MENA', ['Cyprus', 'Morocco'])).toEqual({ Cyprus: 'undecided', Morocco: 'KEEP' });
  });
  it('the NAICS industries at the edge of "banks", "lenders", "insurers", "investment firms"', () => {
    const values = [
      'Commercial Banking',
      'Monetary Authorities-Central Bank',
      'Mortgage and Nonmortgage Loan Brokers',
      'Other Insurance Funds',
      'Other Financial Vehicles',
      'Direct Life Insurance Carriers',
      'Software Publishers',
    ];
    expect(decisions('Banks, insurers, lenders, investment firms', values)).toEqual({
      'Commercial Banking': 'KEEP',
      'Monetary Authorities-Central Bank': 'undecided',
      'Mortgage and Nonmortgage Loan Brokers': 'undecided',
      'Other Insurance Funds': 'undecided',
      'Other Financial Vehicles': 'undecided',
      'Direct Life Insurance Carriers': 'KEEP',
      'Software Publishers': 'EXCLUDE',
    });
    // The whole sector decides them all.
    expect(decisions('Keep financial services', ['Mortgage and Nonmortgage Loan Brokers', 'Other Financial Vehicles'])).toEqual({
      'Mortgage and Nonmortgage Loan Brokers': 'KEEP',
      'Other Financial Vehicles': 'KEEP',
    });
  });
});

describe('"plus everything outside", and the compass short forms of M49 sub-regions', () => {
  check([
    // "plus" before "outside" was read as an exception after the exclusion: Europe's countries, the UK among them, kept.
    ['Exclude the UK plus everything outside Europe', ['exclude United Kingdom', 'keep Europe']],
    [
      'Please disqualify British and Swiss companies along with everything outside Europe.',
      ['exclude United Kingdom', 'exclude Switzerland', 'keep Europe'],
    ],
    // "West Asia" was the US West and Asia.
    ['Keep West Asia', ['keep Western Asia']],
    ['Keep East Asia and North Africa', ['keep Eastern Asia', 'keep Northern Africa']],
    ['Keep the US West', ['keep the US West']],
  ]);
});

describe('the eighteenth round: sales nouns after an item, "current" members, the South Caucasus, heads of a function', () => {
  check([
    ['G7 logos only', [G7]],
    ['Manufacturing ICP', ['keep Manufacturing (NAICS 31–33)']],
    ['Director+ persona', ['keep director or head and above']],
    ['Sales persona, all levels', ['keep sales roles']],
    ['EU countries (current 27)', ['keep the EU']],
    ['Keep current EU members', ['keep the EU']],
    ['Territory for this AE is the European Union as it stands today, all 27 member states and nothing else.', ['keep the EU', REST]],
    ['Keep the Caucasus', ['keep the South Caucasus']],
    ['Filter the industry column down to manufacturing', ['keep Manufacturing (NAICS 31–33)']],
    [
      'Keep the C-suite and founders. VPs, department heads and functional directors are out.',
      ['keep C-level, owner or founder', 'keep founders', 'exclude VP', 'exclude director or head'],
    ],
    ['Drop heads of a function', ['exclude director or head']],
  ]);
  check([
    ['Keep only US companies, everything international goes.', ['keep United States', REST]],
    ['US HQs, nothing intl', ['keep United States', REST]],
    ['Mid-market by size (50-500 FTE)', ['keep Mid-market , 50-500']],
    ['revenue floor $10M', ['keep at least $10M']],
    ['DACH plus Liechtenstein, Lux, Belgium', ['keep DACH', 'keep Liechtenstein', 'keep Luxembourg', 'keep Belgium']],
    ['Africa, island nations included', ['keep Africa']],
    [
      'Keep all of Africa, north to south, including Egypt, Morocco and island nations like Mauritius and Cabo Verde.',
      ['keep Africa', 'keep Egypt', 'keep Morocco', 'keep Mauritius', 'keep Cape Verde'],
    ],
    ['Keep Africa-wide', ['keep Africa']],
    // "The vertical": not a sales noun after an item.
    ['The vertical should be software', ['keep software (NAICS 5112, 5182, 51913)']],
  ]);
  stayRefused([
    // "international" with nothing kept; islands after no continent.
    'No international accounts',
    'Keep the Caribbean islands',
    // "ICP is / = / :" opens an instruction, and its words stay ("providers" alone names no industry).
    'healthcare ICP = providers only',
    // A count that is not the group's.
    'EU countries (current 25)',
  ]);
});
