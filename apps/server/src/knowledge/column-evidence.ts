/**
 * What a column says about its ambiguous place values (ADR 0034): a value read two ways that decide
 * differently ("Georgia", "GA", "Athens, Georgia", "Paris") is settled only by evidence — in the value, or
 * here, from the column's header and its other values, worked out once per column.
 */
import { resolvePlace } from './places.ts';
import { fold } from './text.ts';

/** The column a value comes from: its header and its (distinct) values. */
export type ColumnContext = { header?: string | undefined; values?: readonly string[] | undefined };

export type ColumnEvidence = {
  /** Which reading the column settles for a value that is a US state/Canadian province or a country. */
  prefer?: 'subdivision' | 'country';
  /** What settled it, for the reason: 'the column's header "State" names a state or region'. */
  why?: string;
  /** The header names a city: a lone name ("Dublin", "Washington", "Usa") may be a town of that name. */
  city?: string;
  /** The header names a state or region: a lone region of another country ("Bayern", "Queensland") is read. */
  regions?: string;
};

const CITY = /\b(?:city|cities|town|towns|locality|municipality)\b/;
const SUBDIVISION = /\b(?:state|states|province|provinces|region|regions|territory|prefecture)\b/;
const COUNTRY = /\b(?:country|countries|nation)\b/;
/** Share of a column's readable values, and how many at least, that make its values evidence. */
const MAJORITY = 0.8;
const AT_LEAST = 3;
/** Enough values to see what the column holds; a job's column can have 100,000. */
const SAMPLE = 5000;

function fromHeader(header: string): ColumnEvidence {
  const key = fold(header);
  const named = (what: string) => `the column's header "${header.trim()}" names ${what}`;
  // "Country/Region" (LinkedIn) holds countries; "City, State" holds both and says nothing.
  if (COUNTRY.test(key)) return { prefer: 'country', why: named('a country') };
  if (CITY.test(key)) return SUBDIVISION.test(key) ? {} : { city: named('a city') };
  if (SUBDIVISION.test(key)) return { prefer: 'subdivision', why: named('a state or region') };
  return {};
}

function fromValues(values: readonly string[]): ColumnEvidence {
  let us = 0;
  let ca = 0;
  let country = 0;
  for (const value of values.slice(0, SAMPLE)) {
    const readings = resolvePlace(value);
    if (readings.length === 0) continue;
    // Only values with one kind of reading count: "GA" or "Georgia" is what is to be settled.
    if (readings.every((p) => p.subdivision?.country === 'US')) us++;
    else if (readings.every((p) => p.subdivision?.country === 'CA')) ca++;
    else if (readings.every((p) => !p.subdivision && !p.capital)) country++;
  }
  const total = us + ca + country;
  if (us + ca >= AT_LEAST && us + ca >= MAJORITY * total) {
    const what = ca === 0 ? 'US states' : us === 0 ? 'Canadian provinces' : 'US states or Canadian provinces';
    return { prefer: 'subdivision', why: `most of the column's values name ${what}` };
  }
  if (country >= AT_LEAST && country >= MAJORITY * total) return { prefer: 'country', why: "most of the column's values are countries" };
  return {};
}

/** The column's evidence; a header and values that point two ways settle nothing. */
export function readColumnEvidence(context: ColumnContext = {}): ColumnEvidence {
  const header = context.header?.trim() ? fromHeader(context.header) : {};
  const values = context.values?.length ? fromValues(context.values) : {};
  const city = header.city ? { city: header.city } : {};
  if (header.prefer && values.prefer && header.prefer !== values.prefer) return city;
  if (header.prefer === 'subdivision') return { prefer: header.prefer, why: header.why!, regions: header.why! };
  if (header.prefer) return { ...city, prefer: header.prefer, why: header.why! };
  if (values.prefer) return { ...city, prefer: values.prefer, why: values.why! };
  return city;
}
