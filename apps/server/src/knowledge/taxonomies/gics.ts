/**
 * GICS (2023 structure: sectors, industry groups, industries, sub-industries) as NAICS 2017 prefixes. GICS has no
 * published NAICS concordance; each industry is mapped to the NAICS industries its definition names, a
 * sub-industry overrides its industry where they differ, and a sector or group covers all its sub-industries (so
 * "Health Care" spans providers, pharmaceuticals and equipment, and is not "healthcare" in the NAICS sense).
 */
import { createRequire } from 'node:module';
import { categoryGroup, nameKey, nameRoots, parseNaics, type Industry, type NaicsGroup } from './types.ts';

const require = createRequire(import.meta.url);
const { codes } = require('./gics.json') as { codes: Record<string, string> };

/** GICS code → NAICS 2017 prefixes ("~" = in part). A code takes its nearest listed ancestor's. */
const GICS_NAICS: Record<string, string> = {
  '101010': '213111 213112 333132',
  '101020': '211 2121 324 486 4247',
  '151010': '325',
  '151020': '327',
  '151030': '3222 3272 3324 3261',
  '151040': '212 331',
  '151050': '113 321 322',
  '10101010': '213111',
  '10101020': '213112 333132',
  '10102010': '211 324',
  '10102020': '211',
  '10102030': '324 4247 447',
  '10102040': '486 4931',
  '10102050': '2121',
  '15104010': '3313',
  '15104020': '212 ~331',
  '15104025': '2122 ~3314',
  '15104030': '2122',
  '15104040': '2122 2123',
  '15104045': '2122',
  '15104050': '3311 3312 ~2122',
  '15105010': '113 321',
  '15105020': '322',
  '201010': '3364 3345 336992 332994',
  '201020': '321 326 327 332 333 335',
  '201030': '23 54133',
  '201040': '335',
  '201050': '31 32 33 5511',
  '201060': '333 3361 3362 3365 3366',
  '201070': '423',
  '20201010': '323',
  '20201050': '562 5617',
  '20201060': '3399 4234 4241',
  '20201070': '561',
  '20201080': '5616',
  '20202010': '5613 541612',
  '20202020': '5416 5417 5419',
  '20202030': '5182 5614',
  '2030': '48 49',
  '251010': '3363 3262',
  '251020': '3361 3369',
  '25201010': '3343 3341',
  '25201020': '337 314',
  '25201030': '2361',
  '25201040': '3352',
  '25201050': '3322 3262 327',
  '252020': '3399 3369',
  '252030': '313 314 315 316 3399',
  '25301010': '7132 72112',
  '25301020': '721 4831',
  '25301030': '7139',
  '25301040': '7225',
  '25302010': '611',
  '25302020': '812',
  '255010': '423 424',
  '25503030': '452 4541',
  '255040': '44 45',
  '30101010': '44611',
  '30101020': '4244',
  '30101030': '445',
  '30101040': '452',
  '3020': '311 312',
  '30202010': '111 1151 3112',
  '302030': '3122',
  '303010': '3256 3222',
  '303020': '32562',
  '35101010': '3391 33451',
  '35101020': '3391',
  '35102010': '42345 4242',
  '35102015': '621',
  '35102020': '622 623 6214',
  '35102030': '5241',
  '351030': '5112 5182 5415',
  '352010': '3254 5417',
  '352020': '3254',
  '352030': '3345 5417 3391',
  '401010': '5221',
  '40201020': '52',
  '40201030': '523 ~5511',
  '40201040': '5222 5239',
  '40201050': '5222',
  '40201060': '52232 5222',
  '402020': '5222',
  '402030': '523',
  '402040': '5259',
  '403010': '524',
  '40': '52',
  '45102010': '5415',
  '45102030': '5182',
  '451030': '5112',
  '452010': '3342',
  '452020': '3341',
  '45203010': '3345',
  '45203015': '3344 3359',
  '45203020': '334',
  '45203030': '4234',
  '453010': '3344 3332',
  '501010': '517',
  '501020': '5172',
  '50201010': '5418',
  '50201020': '515',
  '50201030': '5152 5171',
  '50201040': '5111',
  '50202010': '512 7111',
  '50202020': '5112',
  '502030': '51913',
  '551010': '2211',
  '551020': '2212',
  '551030': '221',
  '551040': '2213',
  '551050': '2211',
  '60': '531',
};

const subs = Object.keys(codes).filter((c) => c.length === 8);
function listed(code: string): string | undefined {
  for (let n = code.length; n >= 2; n -= 2) if (GICS_NAICS[code.slice(0, n)] !== undefined) return GICS_NAICS[code.slice(0, n)];
  return undefined;
}
function naicsOf(code: string): string {
  const own = GICS_NAICS[code] ?? (code.length === 8 ? listed(code) : undefined);
  if (own !== undefined) return own;
  const union = new Set(subs.filter((s) => s.startsWith(code)).flatMap((s) => (listed(s) ?? '').split(' ')));
  return [...union].filter(Boolean).join(' ');
}
for (const code of Object.keys(GICS_NAICS)) if (!codes[code]) throw new Error(`gics.ts: no GICS code ${code}`);

const key = nameKey;
const byCode = new Map<string, Industry>();
/** Folded name → the most specific GICS category with it ("Banks" is an industry group and an industry). */
const byName = new Map<string, Industry>();
for (const [code, name] of Object.entries(codes)) {
  const path = [2, 4, 6, 8].filter((n) => n <= code.length).map((n) => code.slice(0, n));
  const industry: Industry = {
    taxonomy: 'GICS',
    code,
    title: name,
    ...parseNaics(naicsOf(code)),
    path,
    names: path.map((p) => nameRoots(codes[p]!)),
  };
  byCode.set(code, industry);
  const known = byName.get(key(name));
  if (!known || known.code.length < code.length) byName.set(key(name), industry);
}

/** "Application Software", "GICS 45103010", "45103010 Application Software", "Regional Banks". */
export function readGics(value: string): Industry | undefined {
  const text = value.trim();
  const code = /^(?:gics\s*(?:code)?\s*:?\s*)?(\d{8}|\d{6}|\d{4}|\d{2})\b/i.exec(text);
  if (code && /^gics/i.test(text)) return byCode.get(code[1]!);
  // A bare 8-digit code is GICS (NAICS codes have at most 6 digits); shorter bare codes are NAICS's.
  if (code && code[1]!.length === 8) return byCode.get(code[1]!);
  return byName.get(key(text.replace(/^gics\s+/i, '')));
}

/** A GICS name for a key already made with `nameKey`. */
export const gicsByKey = (k: string): Industry | undefined => byName.get(k);

const LEVEL: Record<number, string> = { 2: 'sector', 4: 'industry group', 6: 'industry', 8: 'sub-industry' };
const subIndustries = [...byCode.values()].filter((i) => i.code.length === 8);

/** A GICS category named in an instruction ("GICS Financials", "Information Technology sector"). */
export function gicsGroup(item: string): NaicsGroup | undefined {
  const found = readGics(item);
  if (!found) return undefined;
  const inside = (i: Industry) => i.code.startsWith(found.code);
  return categoryGroup(
    `GICS ${LEVEL[found.code.length]} ${found.title} (${found.code})`,
    subIndustries.filter(inside),
    subIndustries.filter((i) => !inside(i)),
    { taxonomy: 'GICS', code: found.code },
  );
}
