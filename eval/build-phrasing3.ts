// Third phrasing set (ADR 0034): the second round was used to widen the instruction reader (its refused
// sentences were the list of forms to read), so it is no longer held apart either. The same 22 criteria with
// the same values and labels, each written five or six NEW ways as sales reps write them — Slack asks, ICP
// briefs, CRM filter notes, persona lines; shorthand, typos, lists, negations, exceptions — after the third
// reader pass, without going back to the rules code or its tests for wordings, and not changed after the
// first measurement. A wording that would change the criterion's meaning ("North America" for the US,
// "Scandinavia" for the Nordics, "APAC" for Asia, "LATAM" for South America, "Pacific states" for the West
// Coast, "the Middle East" inside Asia) is not used.
import type { Criterion } from './build-kit.ts';

const PHRASINGS: Record<string, string[]> = {
  eu: [
    'EU-based accounts only, pls',
    'Target market: the 27 member states of the European Union',
    "Only companies inside the EU. UK, Switzerland and Norway don't qualify",
    "Drop anything that's not an EU country",
    'Geo — EU only (post-Brexit, so no UK)',
    'keep europen union members, remove everyone else',
  ],
  dach: [
    'DACH region only',
    'Keep accounts in Germany, Austria & Switzerland — nothing else',
    'Market: DACH (DE/AT/CH), excluding Liechtenstein',
    'only D, A and CH please',
    'Remove companies outside of Germany/Austria/Switzerland',
    "we're only selling into the DACH market this quarter",
  ],
  nordics: [
    'Nordic countries incl. Faroe Islands, Greenland and Åland',
    'Only keep the Nordics',
    'Region = Nordics (DK, FI, IS, NO, SE, FO, GL, AX)',
    "drop every company that's not in the Nordic region",
    'Keep Denmark, Sweden, Norway, Finland, Iceland and their territories (Faroes, Greenland, Åland)',
    'nordic accts only',
  ],
  g7: [
    'only G7 markets',
    'keep accounts in the G7 (Canada, France, Germany, Italy, Japan, UK, USA)',
    "Our ICP is HQ'd in one of the G7 economies",
    'Drop all companies based outside the Group of 7',
    'Target geo = G7. Everything else goes.',
    'g7 only, remove rest',
  ],
  asia: [
    'Asia only',
    'Keep companies headquartered anywhere in Asia (incl. Central Asia)',
    'Remove every non-Asian account',
    'Geo focus: Asian markets',
    'asian HQ only - drop europe, africa, americas, oceania',
    'Territory: the Asian continent',
  ],
  'south-america': [
    'South America only',
    'Keep South American accounts (Brazil, Argentina, Colombia, Chile, Peru, etc.)',
    'remove anything outside south america',
    'Geo = S. America; Central America and the Caribbean are excluded',
    'we only sell in South America right now',
    'Only keep companies from South American countries',
  ],
  'us-west-coast': [
    'West Coast only (CA, OR, WA)',
    'Keep accounts in CA, Oregon and Washington',
    'US west coast states, no AK/HI',
    "drop anything that isn't on the west coast",
    'Territory: Pacific coast of the lower 48 — California, Oregon, Washington',
    "Only keep West-Coast HQ'd companies",
  ],
  'us-midwest': [
    'midwest accounts only thx',
    'Keep companies in the Midwest (IL, IN, MI, OH, WI, IA, KS, MN, MO, NE, ND, SD)',
    'Territory: US Midwest region as defined by the Census Bureau',
    "remove accounts that aren't midwest-based",
    'midwestern states only pls',
    'Drop the coasts and the South; we only want the Midwest',
  ],
  manufacturers: [
    'Manufacturing orgs only — no wholesalers',
    'keep manufacturers, drop distributors & retailers',
    'Industry: Manufacturing (NAICS 31-33)',
    'Only keep companies that make physical products (manufacturing)',
    "Remove everything that's not in manufacturing",
    'mfg only',
  ],
  'software-it': [
    'Software & IT services companies',
    'Keep SaaS, software vendors and IT services firms',
    'Industry = Software / IT Services',
    "drop anyone who isn't a software or IT company",
    'Vertical: tech (software + IT consulting/services only, no hardware)',
    'keep software cos + IT svcs providers',
  ],
  healthcare: [
    'Healthcare providers only',
    'Keep hospitals, physician practices, outpatient care and nursing facilities',
    'Industry: Health Care (no social assistance)',
    'remove all non-healthcare accounts',
    'Only health care orgs',
    'Vertical = healthcare delivery',
  ],
  'financial-services': [
    'Only keep the financial services sector',
    'Keep banks, insurers, asset managers and other financial institutions',
    'Industry = Finance and Insurance',
    'drop non-finance accounts',
    'FS & insurance companies only',
    'Keep fin services cos',
  ],
  'c-level-founders': [
    'C-suite and founders only',
    'Keep CEOs, CFOs, COOs, CTOs and other chiefs, plus founders and owners',
    'Persona = C-level / Founder / Owner',
    'Remove everyone below the C-suite, except founders and owners',
    'only top-level execs (CxO, founder, owner)',
    'Keep contacts whose title is chief something, founder or owner',
  ],
  'director-plus': [
    'Director level and above',
    'Directors, Heads of, VPs, C-level and founders',
    'Seniority: Director+',
    'Remove anyone below director (managers, leads, ICs, interns)',
    'keep dir and above',
    'Min. seniority: director',
  ],
  'sales-roles': [
    'Salespeople only',
    'Keep anyone in a sales role (AE, SDR, BDR, sales manager, VP sales, CRO)',
    'Function: Sales (all levels)',
    'remove non-sales contacts',
    'Persona = sales team',
    'Only keep folks who sell for a living',
  ],
  'employees-50-500': [
    '50-500 employees',
    'Company size between 50 and 500 staff',
    'Headcount ≥ 50 and ≤ 500',
    'keep cos w/ 50 to 500 ppl',
    'Remove companies with fewer than 50 or more than 500 employees',
    'Employee count: fifty–five hundred',
  ],
  'revenue-10m-plus': [
    'Revenue $10M+',
    'Keep companies with at least 10 million dollars in annual revenue',
    'ARR ≥ $10M',
    'drop anything under $10m revenue',
    'Annual revenue of ten million or more',
    'rev 10M and above only',
  ],
  'business-email': [
    'Business emails only',
    'Remove gmail, yahoo, hotmail and other free email addresses',
    'Keep work email addresses, drop personal ones',
    'no free mail providers pls',
    'Email domain must be a company domain',
    'Only corporate email addresses (no webmail)',
  ],
  'role-addresses': [
    'Remove role-based emails (info@, sales@, support@ etc.)',
    'Keep personal work emails only, no generic inboxes',
    'drop shared mailboxes',
    'Exclude addresses like info@, hello@, admin@, noreply@',
    'Only keep emails that go to a real person',
    'No group or department addresses',
  ],
  'us-only': [
    'US accounts only, drop the rest',
    'Keep companies headquartered in the United States',
    'Remove all non-US accounts',
    'Geo: USA (no Canada, no Mexico)',
    'U.S.-based companies only',
    'Drop everything outside the States',
  ],
  'german-speaking': [
    'German-speaking countries (German is an official language)',
    'Keep countries with German as an official language — DE, AT, CH, LI, LU, BE',
    'DACH plus Liechtenstein, Luxembourg and Belgium (German-speaking markets)',
    'Remove countries where German is not an official language',
    'Only German-language markets',
    'Geo: anywhere German is an official language',
  ],
  africa: [
    'Africa only',
    'Keep African accounts',
    'Region: Africa (North + Sub-Saharan)',
    "Remove everything that's not in Africa",
    'Territory = the whole African continent',
    'we only sell across africa',
  ],
};

/** The first phrasing set's criteria (`ph-…`) with the same values and labels and the third round's sentences (`ph3-…`). */
export function phrasing3Criteria(phrasing: Criterion[]): Criterion[] {
  return phrasing.map((c): Criterion => {
    const key = c.id.replace(/^ph-/, '');
    const instructions = PHRASINGS[key];
    if (!instructions) throw new Error(`no third-round phrasings for ${c.id}`);
    return { ...c, id: `ph3-${key}`, instructions, source: `${c.source} (the phrasing set's values and labels)` };
  });
}
