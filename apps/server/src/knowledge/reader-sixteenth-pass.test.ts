/**
 * Sixteenth pass of the instruction reader (ADR 0034): classes of ordinary writing from the thirteenth to fifteenth
 * rounds (`eval/phrasing13.json` … `phrasing15.json`; README.md, "Sixteenth pass"), each beside look-alikes that must
 * stay refused or read as before.
 */
import { describe, expect, it } from 'vitest';
import { check, clauses, decisions, stayRefused } from './reader.test-helpers.ts';
import { continentReference } from './reader-references.ts';

const REST = 'exclude everything';

describe('a sentence or a reason that says again what the rest keeps (reader-redundant.ts)', () => {
  check([
    ["This quarter's outbound is focused on the European Union. Keep every lead based in an EU member state.", ['keep the EU']],
    [
      'Leadership wants pipeline from G7 markets only. Please keep leads whose company is in a G7 country and drop the rest.',
      ['keep the G7', REST],
    ],
    ['We only sell into the EU right now, so keep EU companies and drop the rest.', ['keep the EU', REST]],
    [
      'This list is for the Africa desk in Nairobi and Johannesburg. Keep African companies and remove companies in Europe, Asia, the Americas and Oceania.',
      ['keep Africa', 'exclude Europe', 'exclude Asia', 'exclude Americas', 'exclude Oceania'],
    ],
    ['Our Chicago team covers the Midwest. Keep companies in the Midwest.', ['keep the US Midwest']],
    // Another kind beside no restricting word: a sentence about the seller, as the earlier context rules read it.
    ['This quarter our outbound is led by SDRs in the European Union. Keep EU companies.', ['keep the EU']],
  ]);
  stayRefused([
    // A restriction of its own: what it names is not all the rest keeps ("focused" restricts as "only" does).
    "This quarter's outbound is focused on Germany. Keep every lead based in an EU member state.",
    'Leadership wants pipeline from Germany only. Please keep leads whose company is in an EU country.',
    // It names what the rest excludes, or something the rest does not keep.
    "This quarter's outbound is focused on the European Union. Keep every lead based in an EU member state except Germany.",
    "This quarter's outbound covers the European Union and Japan. Keep every lead based in an EU member state.",
    // A word that removes, compares or negates.
    "This quarter's outbound is not focused on the European Union. Keep every lead based in an EU member state.",
    // A size word beside a restricting word.
    'This quarter we only want enterprise accounts in the European Union. Keep every lead based in an EU member state.',
  ]);
});

describe('a count of sovereign states (reader-counts.ts)', () => {
  it('reads the group and leaves its dependent territories to review', () => {
    const africa = 'Keep all 54 African countries';
    expect(clauses(africa)).toEqual(['keep Africa']);
    expect(decisions(africa, ['Kenya', 'Egypt', 'Réunion', 'Mayotte', 'France'])).toEqual({
      Kenya: 'KEEP',
      Egypt: 'KEEP',
      Réunion: 'undecided',
      Mayotte: 'undecided',
      France: 'EXCLUDE',
    });
    expect(decisions('Keep the twelve South American countries', ['Guyana', 'French Guiana', 'Mexico'])).toEqual({
      Guyana: 'KEEP',
      'French Guiana': 'undecided',
      Mexico: 'EXCLUDE',
    });
  });
  it('still reads a count of every member as the whole group', () => {
    expect(decisions('Keep the 16 South American countries', ['French Guiana'])).toEqual({ 'French Guiana': 'KEEP' });
  });
  stayRefused(['Keep all 50 African countries', 'Keep the 10 South American countries']);
});

describe('managing directors and directors general (seniority-words.ts, titles.ts)', () => {
  const top = 'Keep C-level executives, managing directors and founders';
  it('keeps the titles the phrase names, which "C-level" alone leaves open', () => {
    expect(clauses(top)).toEqual(['keep C-level, owner or founder', 'keep managing directors', 'keep founders']);
    expect(decisions(top, ['Managing Director', 'CEO', 'VP Sales', 'Deputy Managing Director', 'Managing Director & CEO'])).toEqual({
      'Managing Director': 'KEEP',
      CEO: 'KEEP',
      'VP Sales': 'EXCLUDE',
      'Deputy Managing Director': 'undecided',
      'Managing Director & CEO': 'KEEP',
    });
    expect(decisions('Keep C-level executives', ['Managing Director'])).toEqual({ 'Managing Director': 'undecided' });
    expect(decisions('Exclude managing directors', ['Managing Director', 'CEO'])).toEqual({ 'Managing Director': 'EXCLUDE', CEO: 'KEEP' });
  });
  check([['Keep chief officers, directors general and founders', ['keep C-level, owner or founder', 'keep founders']]]);
  stayRefused(['Keep managing directors and above', 'Keep managing directors in sales', 'Keep MDs']);
});

describe('the rest named first, with examples after it (reader-rest-sentences.ts)', () => {
  check([
    ['Keep the G7. Anything else goes, including the UK.', ['keep the G7', REST, 'exclude United Kingdom']],
    ['Keep the G7; anything else goes, including Brazil and Chile.', ['keep the G7', REST, 'exclude Brazil', 'exclude Chile']],
    ['Keep the G7. Companies everywhere else should be removed, even Australia.', ['keep the G7', REST, 'exclude Australia']],
    // Examples inside the subject, and "every other X", "everyone outside the group".
    [
      'Keep Germany, Austria and Switzerland. Every other country, the rest of Europe included, gets removed.',
      ['keep Germany', 'keep Austria', 'keep Switzerland', REST],
    ],
    [
      'Keep the G7. Everyone outside the group, Australia and India included, is out.',
      ['keep the G7', REST, 'exclude Australia', 'exclude India'],
    ],
    // "… stay on the list", "… is in scope": a verb of keeping after the items.
    ['Germany, Austria and Switzerland stay on the list.', ['keep Germany', 'keep Austria', 'keep Switzerland']],
    ['Anything headquartered in Asia is in scope.', ['keep Asia']],
    // Examples the rules cannot read are part of the rest whatever they are.
    ['Keep the G7. Everything else should be excluded, including other rich countries like Australia.', ['keep the G7', REST]],
  ]);
  it('still refuses an example the instruction keeps', () => {
    expect(clauses('Keep Germany and France. Anything else goes, including Germany.')).toMatch(/^refused/u);
  });
});

describe('an exclusion below a line beside keeps of founders (reader-below.ts)', () => {
  const line = 'Remove anyone below the C-suite, but keep founders.';
  it('keeps the levels above the line', () => {
    expect(clauses(line)).toEqual(['exclude VP and below', 'keep founders', 'keep C-level, owner or founder']);
    expect(decisions(line, ['CEO', 'CFO', 'VP Sales', 'Co-Founder', 'Director of Sales'])).toEqual({
      CEO: 'KEEP',
      CFO: 'KEEP',
      'VP Sales': 'EXCLUDE',
      'Co-Founder': 'KEEP',
      'Director of Sales': 'EXCLUDE',
    });
  });
  check([
    ['Exclude everyone below VP, but keep founders', ['exclude director or head and below', 'keep founders', 'keep VP and above']],
    // A keep of a function: narrowing or adding is not said; read as before.
    ['Exclude managers and below, keep sales people', ['exclude manager and below', 'keep sales roles']],
    ['Remove anyone below director.', ['exclude manager and below']],
  ]);
});

describe('a bound inside a list, and the senior grade of a level (text.ts, seniority-words.ts)', () => {
  check([
    ['Directors and above, founders and owners included', ['keep director or head and above', 'keep founders', 'keep owners']],
    ['Keep directors or higher, and owners', ['keep director or head and above', 'keep owners']],
    // "everyone" and "them" are filler: "directors and everyone below them" is "directors and below".
    ['VPs, directors and everyone below them should be removed', ['exclude VP', 'exclude director or head and below']],
    ['Exclude senior managers', ['exclude senior manager']],
    ['Keep directors, senior directors and VPs', ['keep director or head', 'keep senior director or head', 'keep VP']],
  ]);
  it('keeps or excludes the senior grade only', () => {
    expect(decisions('Exclude senior managers', ['Senior Manager, Sales', 'Sales Manager', 'Director of Ops'])).toEqual({
      'Senior Manager, Sales': 'EXCLUDE',
      'Sales Manager': 'KEEP',
      'Director of Ops': 'KEEP',
    });
  });
  // A bound before a colon heads the list after it, as before.
  check([['Keep director level and up: directors, VPs', ['keep director or head and above', 'keep director or head', 'keep VP']]]);
  stayRefused(['Keep senior people', 'Keep senior executives', 'Keep senior founders']);
});

describe('industries in ordinary words (industry-words-ordinary.ts)', () => {
  check([
    ['Remove pharmacies and drug makers', ['exclude Pharmacies and Drug Stores (NAICS 44611)', 'exclude pharmaceuticals (NAICS 3254)']],
    ['Healthcare delivery organizations only', ['keep health care (NAICS 621–623)']],
    ['Keep factories', ['keep Manufacturing (NAICS 31–33)']],
    ['Drop farms and repair shops', ['exclude farms (NAICS 111, 112)', 'exclude Repair and Maintenance (NAICS 811)']],
    ['Electronics manufacturers are out', ['exclude Computer and Electronic Product Manufacturing (NAICS 334)']],
  ]);
  // Hardware Manufacturing (NAICS 3325) or computer hardware; lending alone beside banking is the whole sector or not.
  stayRefused(['Keep hardware makers', 'Keep banking, lending, investing and insurance businesses']);
});

describe('a count or "the continent" pointing back at the group the text names (reader-counts.ts, reader-references.ts)', () => {
  check([
    [
      'We only sell into the EU right now, so keep accounts headquartered in one of the 27 member states and drop the rest.',
      ['keep the EU', REST],
    ],
    ['Keep the Midwest, all twelve states.', ['keep the US Midwest']],
    ['Keep Midwest, the 12 Midwest states', ['keep the US Midwest']],
    ['We only sell in South America right now, so please remove any lead from outside the continent.', [REST, 'keep South America']],
  ]);
  it('leaves the dependent territories of a sovereign count to review', () => {
    expect(decisions('Our payments product is for Africa. Keep all 54 countries.', ['Kenya', 'Réunion', 'Spain'])).toEqual({
      Kenya: 'KEEP',
      Réunion: 'undecided',
      Spain: 'EXCLUDE',
    });
  });
  stayRefused([
    // No group has that many members, or two groups are named.
    'Keep the 27 countries',
    // Not NAICS sector 54.
    'Keep all 54 countries',
    'Keep the EU, all 26 member states',
    'Keep Europe and Asia, the whole continent',
    'Remove any lead from outside the continent.',
  ]);
  it('reads each text afresh, whatever the text before it held', () => {
    // A global pattern's test() once kept where the last text's match ended, and missed this one's earlier match.
    expect(continentReference('Keep Europe and Asia, and the rest of the continent, and the whole continent too')).toMatch(/continent/u);
    expect(continentReference('the continent: South America')).toBe('South America: South America');
  });
  it('reads a count beside a group that is not its size as before', () => {
    expect(clauses('Keep Germany, the 10 Midwest states')).toBe('refused: "10 Midwest" counts 10 where the US Midwest has 12 members');
  });
});

describe('"island" is a word in English, Iceland in German (concepts.ts)', () => {
  // Read as Iceland, "Africa and its island states" kept Iceland at full confidence. Since the seventeenth pass a
  // continent's island states are the continent's own (UN M49): Africa, and never Iceland.
  it('reads "its island states" after a continent as the continent, not Iceland', () => {
    for (const text of ['Keep Africa and its island states', 'Only keep leads from Africa: North Africa and island nations'])
      expect(decisions(text, ['Mauritius', 'Iceland', 'Egypt']), text).toEqual({ Mauritius: 'KEEP', Iceland: 'EXCLUDE', Egypt: 'KEEP' });
  });
  check([
    ['Keep Island', ['keep Iceland']],
    ['Keep Island, Norwegen und Dänemark', ['keep Iceland', 'keep Norway', 'keep Denmark']],
  ]);
});

describe('an exclusion after a list that opens with a category, with nothing kept (reader-framing.ts)', () => {
  // The held-apart sixteenth round: read as all excluded, both excluded what they meant to keep, at full confidence.
  stayRefused([
    'South American countries, Mexico and Central America excluded',
    'Director-level titles and above, managers excluded',
    // The seventeenth round, held apart: where the companies sit, then an exclusion.
    'HQ in Asia, Oceania excluded',
    'HQ in South America, Mexico excluded',
  ]);
  check([
    // Names, not a category first: all excluded, as before.
    ['Germany, Austria and Switzerland are out', ['exclude Germany', 'exclude Austria', 'exclude Switzerland']],
    // A keep elsewhere: the sentence excludes every item it lists.
    [
      'Geo: Asia only. Europe, Africa, Oceania and the Americas are excluded',
      ['keep Asia', 'exclude Europe', 'exclude Africa', 'exclude Oceania', 'exclude Americas'],
    ],
    ['Keep South America, Mexico and Central America excluded', ['keep South America', 'exclude Mexico', 'exclude Central America']],
  ]);
});

describe('"please." ends its sentence (reader-normalise.ts)', () => {
  // The seventeenth round, held apart: "please." was taken off with its period, the two sentences became one, and
  // "so they are out" excluded the C-level it meant to keep.
  check([
    [
      'Only C-level and founders please. EVPs and other vice presidents are one step below, so they are out.',
      ['keep C-level, owner or founder', 'exclude VP'],
    ],
    ['Keep the EU please.', ['keep the EU']],
    ['Keep the EU. Thanks.', ['keep the EU']],
  ]);
});
