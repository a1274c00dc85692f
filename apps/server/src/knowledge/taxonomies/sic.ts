/**
 * SIC codes and titles (the 1987 manual's major groups; the 4-digit titles the SEC uses, e.g. "SERVICES-PREPACKAGED
 * SOFTWARE") as NAICS 2017 prefixes, following the Census SIC→NAICS concordance: a major group maps to the NAICS
 * industries its industries went to, and an industry group or industry overrides it where a sales group's edge
 * runs through the major group (73 Business Services holds software, IT services, advertising and staffing).
 */
import { createRequire } from 'node:module';
import { categoryGroup, nameKey, nameRoots, parseNaics, type Industry, type NaicsGroup } from './types.ts';

const require = createRequire(import.meta.url);
const data = require('./sic.json') as { titles: Record<string, string>; codes: string };

/** SIC code prefix → NAICS 2017 prefixes ("~" = in part). A code takes its longest listed prefix's. */
const SIC_NAICS: Record<string, string> = {
  '01': '111',
  '02': '112',
  '07': '115 54194 5617',
  '08': '113',
  '09': '114 1125',
  '10': '2122',
  '12': '2121',
  '13': '211 213111 213112',
  '14': '2123',
  '15': '236',
  '16': '237',
  '17': '238',
  '20': '311 312',
  '21': '3122',
  '22': '313 314',
  '23': '315 314',
  '24': '321 1133',
  '25': '337',
  '26': '322',
  '27': '323 5111',
  '271': '51111',
  '272': '51112',
  '273': '51113 323117',
  '274': '51114 51119',
  '275': '323',
  '276': '323',
  '277': '51119',
  '278': '323',
  '279': '323',
  '28': '325',
  '29': '324',
  '30': '326 3162',
  '31': '316',
  '32': '327',
  '33': '331',
  '34': '332',
  '35': '333 334',
  '357': '3341 3339',
  '36': '335 334',
  '366': '3342',
  '367': '3344',
  '37': '336',
  '38': '3345 3391 3332 3333 3329',
  '384': '3391 3345',
  '3841': '3391',
  '3842': '3391',
  '3843': '3391',
  '3845': '3345',
  '39': '339',
  '40': '482',
  '41': '485',
  '42': '484 493 4921',
  '43': '491',
  '44': '483 4883',
  '45': '481 4881',
  '46': '486',
  '47': '488 5615',
  '48': '517 515',
  '483': '5151',
  '484': '5152 5171',
  '49': '22 562',
  '491': '2211',
  '492': '2212',
  '493': '221',
  '494': '2213',
  '495': '562',
  '496': '2213',
  '50': '423',
  '51': '424',
  '52': '444',
  '53': '452',
  '54': '445',
  '55': '441 447',
  '56': '448',
  '57': '442 443',
  '58': '722',
  '59': '446 451 453 454 447',
  '5961': '4541',
  '60': '5211 5221 5223',
  '602': '5221',
  '603': '5221',
  '606': '5221',
  '608': '5221',
  '609': '5223',
  '61': '5222 5223',
  '62': '523',
  '63': '5241',
  '64': '5242',
  '65': '531',
  '67': '5511 525 523',
  '70': '721',
  '72': '812',
  '73': '5112 5182 5415 5418 5613 5614 5616 5617 5324 5419 51911 56',
  '731': '5418',
  '732': '56145',
  '733': '5614 5418',
  '734': '5617',
  '735': '5324',
  '736': '5613',
  '738': '5616 5614 5419 5619',
  '737': '541511 5112 541512 5182 51913 541513 5324 8112 541519',
  '7371': '541511 ~5112',
  '7372': '5112 ~334614',
  '7373': '541512',
  '7374': '5182',
  '7375': '51913 ~5182',
  '7376': '541513',
  '7377': '5324',
  '7378': '8112',
  '7379': '541519',
  '75': '8111 5321 81293',
  '76': '811',
  '78': '512',
  '79': '71',
  '80': '621 622 623',
  '801': '6211',
  '802': '6212',
  '803': '6211',
  '804': '6213',
  '805': '623',
  '806': '622',
  '807': '6215',
  '808': '6216',
  '81': '5411',
  '82': '611',
  '83': '624 623',
  '835': '6244',
  '84': '712',
  '86': '813',
  '87': '5413 5412 5417 5416 5419',
  '871': '5413',
  '872': '5412',
  '873': '5417',
  '874': '5416 5611 5612',
  '88': '814',
  '91': '921',
  '92': '922',
  '93': '9211',
  '94': '923',
  '95': '924 925',
  '96': '926',
  '97': '928',
  '99': '',
};

function listed(code: string): string {
  for (let n = code.length; n >= 2; n--) if (SIC_NAICS[code.slice(0, n)] !== undefined) return SIC_NAICS[code.slice(0, n)]!;
  return '';
}

const key = nameKey;
const known = new Set([...data.codes.split(' '), ...Object.keys(data.titles)]);
/** Title (folded, also without the SEC's "SERVICES-" / "RETAIL-" / "WHOLESALE-" lead) → code. */
const byTitle = new Map<string, string>();
for (const [code, title] of Object.entries(data.titles)) {
  byTitle.set(key(title), code);
  byTitle.set(key(title.replace(/^(?:services|retail|wholesale)\s*-\s*/i, '')), code);
}

/** A SIC code ("7372", "0100") or industry group code ("7370": the SEC writes group 737 so) as an industry. */
export function sicIndustry(code: string): Industry | undefined {
  return industries.get(code);
}
function makeIndustry(code: string): Industry {
  const group = code.length === 4 && code.endsWith('0') ? code.slice(0, 3) : code;
  const title = data.titles[code] ?? data.titles[code.slice(0, 2)] ?? `SIC ${code}`;
  const path = [2, 3, 4].filter((n) => n <= group.length).map((n) => group.slice(0, n));
  return {
    taxonomy: 'SIC',
    code,
    title,
    ...parseNaics(listed(group)),
    path,
    names: [nameRoots(title), nameRoots(data.titles[code.slice(0, 2)] ?? '')],
  };
}
/** Every known code's industry, made once at load: values look them up 100,000 times. */
const industries = new Map([...known].map((c) => [c, makeIndustry(c)]));

/** Whether a bare 4-digit number is a SIC code (the caller weighs it against NAICS). */
export const isSicCode = (code: string) => code.length === 4 && known.has(code);

/** "SIC 7372", "SIC code: 7372", "7372 Prepackaged Software", "Services-Prepackaged Software". */
export function readSic(value: string): Industry | undefined {
  const text = value.trim();
  const prefixed = /^sic\s*(?:code)?\s*:?\s*(\d{4}|\d{2})\b/i.exec(text);
  if (prefixed) return sicIndustry(prefixed[1]!);
  const titled = /^(\d{4})\s*[-–:]?\s*(\D.*)$/.exec(text);
  if (titled) return sameTitle(titled[1]!, titled[2]!) ? sicIndustry(titled[1]!) : undefined;
  const code = byTitle.get(key(text));
  return code ? sicIndustry(code) : undefined;
}

/** A SIC title for a key already made with `nameKey`. */
export function sicByKey(k: string): Industry | undefined {
  const code = byTitle.get(k);
  return code ? sicIndustry(code) : undefined;
}

/** "7372 Prepackaged Software": the title after a code must be that code's (SEC or major group) title. */
function sameTitle(code: string, title: string): boolean {
  const k = key(title.replace(/^(?:services|retail|wholesale)\s*-\s*/i, ''));
  const own = data.titles[code];
  if (own && (key(own) === k || key(own.replace(/^(?:services|retail|wholesale)\s*-\s*/i, '')) === k)) return true;
  const words4 = new Set(nameRoots(title));
  return own !== undefined && nameRoots(own).every((w) => words4.has(w));
}

const fourDigit = [...known].filter((c) => c.length === 4).map((c) => sicIndustry(c)!);

/** A SIC code named in an instruction ("SIC 7372", "SIC 80"). */
export function sicGroup(item: string): NaicsGroup | undefined {
  const m = /^sic\s*(?:code)?\s*:?\s*(\d{2}|\d{4})$/i.exec(item.trim());
  const found = m ? sicIndustry(m[1]!) : undefined;
  if (!found) return undefined;
  const inside = (i: Industry) => i.code.startsWith(found.code);
  // The SEC's group codes ("7370" for group 737) hold the code named, so they are not outside it.
  const outside = (i: Industry) => !inside(i) && !found.code.startsWith(i.path[i.path.length - 1]!);
  const members = fourDigit.filter(inside);
  return categoryGroup(`SIC ${found.code} ${found.title}`, members.length ? members : [found], fourDigit.filter(outside), {
    taxonomy: 'SIC',
    code: found.code,
  });
}
