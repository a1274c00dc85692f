/**
 * LinkedIn industries (Industry Codes V2, 434 industries in a tree, and the 147 V1 names whose ids V2 kept) as
 * NAICS 2017 prefixes. V2 was drawn from NAICS, so most categories have one NAICS industry; a category takes its
 * nearest mapped ancestor's. Categories that span a group's edge carry it: "Technology, Information and Internet"
 * is software publishing, hosting and other information services, so it is not "software only".
 */
import { createRequire } from 'node:module';
import { categoryGroup, nameKey, nameRoots, parseNaics, type Industry, type NaicsGroup } from './types.ts';

const require = createRequire(import.meta.url);
const data = require('./linkedin-industries.json') as { v2: Array<[number, string, number | null]>; v1: Array<[number, string]> };

/** V2 label → NAICS 2017 prefixes ("~" = in part). Unlisted categories inherit from their parent. */
const V2_NAICS: Record<string, string> = {
  'Hospitals and Health Care': '62',
  'Medical Practices': '621',
  Hospitals: '622',
  'Nursing Homes and Residential Care Facilities': '623',
  'Individual and Family Services': '6241',
  'Emergency and Relief Services': '6242',
  'Vocational Rehabilitation Services': '6243',
  'Child Day Care Services': '6244',
  'Community Services': '624',
  Manufacturing: '31 32 33',
  'Medical Equipment Manufacturing': '3391',
  'Pharmaceutical Manufacturing': '3254',
  'Chemical Manufacturing': '325',
  'Computers and Electronics Manufacturing': '334',
  'Computer Hardware Manufacturing': '3341',
  'Semiconductor Manufacturing': '3344',
  'Communications Equipment Manufacturing': '3342',
  'Food and Beverage Manufacturing': '311 312',
  'Transportation Equipment Manufacturing': '336',
  'Motor Vehicle Manufacturing': '3361',
  'Motor Vehicle Parts Manufacturing': '3363',
  'Aviation and Aerospace Component Manufacturing': '3364',
  'Printing Services': '323',
  Retail: '44 45',
  'Online and Mail Order Retail': '4541',
  'Retail Motor Vehicles': '441',
  'Entertainment Providers': '71',
  'Financial Services': '52',
  Insurance: '524',
  'Capital Markets': '523',
  'Credit Intermediation': '522',
  Banking: '5221',
  'Savings Institutions': '52212',
  'Loan Brokers': '52231',
  'International Trade and Development': '522293',
  'Funds and Trusts': '525',
  Construction: '23',
  Utilities: '22',
  'Government Administration': '92',
  'Consumer Services': '81',
  'Non-profit Organizations': '813',
  'Repair and Maintenance': '811',
  'Personal and Laundry Services': '812',
  'Household Services': '814',
  'Transportation, Logistics, Supply Chain and Storage': '48 49',
  Wholesale: '42',
  'Farming, Ranching, Forestry': '11',
  'Oil, Gas, and Mining': '21',
  'Oil and Gas': '211 213111 213112',
  Mining: '212 213113 213114 213115',
  'Technology, Information and Media': '51',
  'Technology, Information and Internet': '5112 5182 519',
  'Software Development': '5112',
  'Information Services': '519',
  Libraries: '51912',
  // Online news, blogs and video are publishing as much as web platforms (NAICS 2022 files them under 516).
  'Internet Publishing': '51913 5111',
  'Online Audio and Video Media': '51913 512',
  'Internet Marketplace Platforms': '4541 42511 51913',
  'Data Infrastructure and Analytics': '5182',
  'Social Networking Platforms': '51913',
  'Media and Telecommunications': '5111 512 515 517',
  Telecommunications: '517',
  'Movies, Videos and Sound': '512',
  'Broadcast Media Production and Distribution': '515',
  'Book and Periodical Publishing': '5111',
  'Real Estate and Equipment Rental Services': '53',
  'Real Estate': '531',
  'Equipment Rental Services': '532',
  'Professional Services': '54',
  'Legal Services': '5411',
  'Law Practice': '54111',
  'Business Consulting and Services': '5416 ~5415',
  'Environmental Services': '54162 562',
  'Strategic Management Services': '54161',
  'Outsourcing and Offshoring Consulting': '5416',
  'Human Resources Services': '541612 56133',
  'Marketing Services': '541613 5418',
  'Operations Consulting': '54161',
  'Veterinary Services': '54194',
  Accounting: '5412',
  'Architecture and Planning': '5413',
  'Research Services': '5417',
  'Advertising Services': '5418',
  'IT Services and IT Consulting': '5415 ~5112',
  'Computer and Network Security': '5415 ~5112',
  'IT System Design Services': '541512',
  'IT System Custom Software Development': '541511 ~5112',
  'IT System Operations and Maintenance': '541513',
  'IT System Installation and Disposal': '541519',
  'IT System Training and Support': '541519',
  'IT System Data Services': '5182 5415',
  'IT System Testing and Evaluation': '541519',
  'Digital Accessibility Services': '541519',
  'Market Research': '54191',
  'Design Services': '5414',
  Photography: '54192',
  'Engineering Services': '54133',
  'Holding Companies': '5511',
  'Administrative and Support Services': '56',
  'Travel Arrangements': '5615',
  'Staffing and Recruiting': '5613',
  'Security and Investigations': '5616',
  'Facilities Services': '5612 5617',
  'Translation and Localization': '54193',
  Education: '61',
  'Accommodation Services': '72',
  Hospitality: '721',
  'Food and Beverage Services': '722',
  Restaurants: '7225',
};

/**
 * V1 names whose meaning is wider than the V2 category that kept their id ("Consumer Goods" kept the id of
 * "Manufacturing", "Automotive" that of "Motor Vehicle Manufacturing"): their own NAICS prefixes, or '' for no
 * clean mapping. "Hospital & Health Care" had "Individual & Family Services" beside it in V1, so it is health care.
 */
const V1_NAICS: Record<string, string> = {
  'Hospital & Health Care': '621 622 623',
  'Apparel & Fashion': '315 4483 4243 448',
  'Consumer Electronics': '3343 3341 443 4236',
  'Consumer Goods': '',
  'Computer Networking': '3342 5112 5415',
  'Leisure, Travel & Tourism': '5615 721 713 487',
  Sports: '7112 7113 7139 33992 45111',
  'Food & Beverages': '311 312 4244 4248 445 722',
  'Fine Art': '7115 45392 7121',
  'Building Materials': '3273 3274 327 3323 321 4233 4441',
  Automotive: '3361 3362 3363 4411 4413 8111 4231',
  'Mining & Metals': '212 331',
  'Oil & Energy': '211 213 324 2211 486',
  Military: '92811',
  'Transportation/Trucking/Railroad': '484 482 485',
  'Arts and Crafts': '',
  'Health, Wellness and Fitness': '',
  'Mechanical or Industrial Engineering': '',
  'Business Supplies and Equipment': '',
  'Wine and Spirits': '3121 4248 4453',
  'Luxury Goods & Jewelry': '',
  'Renewables & Environment': '',
  'Industrial Automation': '',
  Internet: '5112 5182 519',
  'Marketing and Advertising': '5418 541613',
};

type Entry = { id: number; label: string; parent: number | null };
const entries = new Map<number, Entry>(data.v2.map(([id, label, parent]) => [id, { id, label, parent }]));

function ancestry(id: number): Entry[] {
  const out: Entry[] = [];
  for (let e = entries.get(id); e; e = e.parent === null ? undefined : entries.get(e.parent)) out.push(e);
  return out;
}
function mapped(id: number): string {
  for (const e of ancestry(id)) if (V2_NAICS[e.label] !== undefined) return V2_NAICS[e.label]!;
  return '';
}
for (const label of Object.keys(V2_NAICS))
  if (![...entries.values()].some((e) => e.label === label)) throw new Error(`linkedin.ts: no V2 industry "${label}"`);

const key = nameKey;
/** Folded label (V2 and V1) → industry. */
export const LINKEDIN_INDUSTRIES = new Map<string, Industry>();
const v2Names = new Set<string>();
for (const e of entries.values()) {
  const chain = ancestry(e.id);
  LINKEDIN_INDUSTRIES.set(key(e.label), {
    taxonomy: 'LinkedIn',
    code: String(e.id),
    title: e.label,
    ...parseNaics(mapped(e.id)),
    path: chain.map((a) => String(a.id)),
    names: chain.map((a) => nameRoots(a.label)),
  });
  v2Names.add(key(e.label));
}
for (const [id, label] of data.v1) {
  if (v2Names.has(key(label))) continue;
  const wider = V1_NAICS[label];
  const kept = LINKEDIN_INDUSTRIES.get(key(entries.get(id)!.label))!;
  LINKEDIN_INDUSTRIES.set(
    key(label),
    wider === undefined
      ? { ...kept, title: label }
      : { taxonomy: 'LinkedIn', code: String(id), title: label, ...parseNaics(wider), path: [], names: [nameRoots(label)] },
  );
}

/** A LinkedIn industry named in a value: "Software Development", "IT Services and IT Consulting", "Computer Software". */
export const readLinkedIn = (value: string): Industry | undefined => LINKEDIN_INDUSTRIES.get(key(value));
/** The same, for a key already made with `nameKey`. */
export const linkedInByKey = (k: string): Industry | undefined => LINKEDIN_INDUSTRIES.get(k);

const v2Industries = [...LINKEDIN_INDUSTRIES.values()].filter((i) => i.path.length > 0 && i.title === entries.get(Number(i.code))!.label);

/** A LinkedIn category named in an instruction: its subtree, and its NAICS prefixes for other taxonomies' values. */
export function linkedInGroup(item: string): NaicsGroup | undefined {
  const found = LINKEDIN_INDUSTRIES.get(key(item.replace(/^linkedin\s+/i, '')));
  if (!found || found.path.length === 0) return undefined;
  const inside = (i: Industry) => i.path.includes(found.code);
  // Its ancestors hold it ("Technology, Information and Internet" holds "Software Development"): not outside it.
  const outside = (i: Industry) => !inside(i) && !found.path.includes(i.code);
  return categoryGroup(`LinkedIn industry "${found.title}"`, v2Industries.filter(inside), v2Industries.filter(outside), {
    taxonomy: 'LinkedIn',
    code: found.code,
  });
}
