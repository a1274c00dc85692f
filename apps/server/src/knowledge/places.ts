import { capitalCities, caProvinces, countries, countryNames, subdivisionNames, usStates, type Subdivision } from './places-data.ts';
import { fold } from './text.ts';

/** One reading of a place value: the country, and the US state or Canadian province when there is one. */
export type Place = { country: string; subdivision?: Subdivision; via: string };

const STOP = new Set(['the', 'of', 'and']);

/** Countries and subdivisions named by a whole piece of text ("Deutschland", "DE", "TX", "Québec"). */
function readPart(raw: string): Place[] {
  const part = raw.trim();
  // No country, state or capital has a digit in its name: "City 123", "10115" are not places.
  if (!part || /\d/.test(part)) return [];
  const key = fold(part);
  if (!key) return [];
  const out: Place[] = [];
  const code = /^[A-Za-z]{2}$/.test(part) ? part.toUpperCase() : undefined;
  const alpha3 = /^[A-Za-z]{3}$/.test(part) ? part.toUpperCase() : undefined;
  const byName = countryNames.get(key);
  if (byName) out.push({ country: byName, via: part });
  if (code && countries.has(code) && code !== byName) out.push({ country: code, via: part });
  if (alpha3 && !byName) for (const c of countries.values()) if (c.alpha3 === alpha3) out.push({ country: c.code, via: part });
  const sub = subdivisionNames.get(key);
  if (sub) out.push({ country: sub.country, subdivision: sub, via: part });
  if (code) {
    for (const table of [usStates, caProvinces]) {
      const s = table.get(code);
      if (s && s !== sub) out.push({ country: s.country, subdivision: s, via: part });
    }
  }
  if (out.length === 0) {
    const capital = capitalCities.get(key);
    if (capital) out.push({ country: capital, via: part });
  }
  return out;
}

/** Text after the last comma-like break is read first: "Austin, TX, USA" → USA, then TX, then Austin. */
function parts(value: string): string[] {
  return value
    .split(/\s*(?:[,;|()[\]/]|\s[-–—]\s)\s*/u)
    .map((p) => p.trim())
    .filter((p) => p && !/^\d[\d\s-]*$/.test(p)); // postcodes
}

/**
 * Every reading of a place value. "Berlin, Germany" → Germany; "Austin, TX, USA" → US, Texas; a bare "GA"
 * → Gabon and Georgia (the criterion picks what it is about); "Paris" (a capital) → France. An empty list
 * means the value names no place this module knows.
 */
export function resolvePlace(value: string): Place[] {
  const whole = readPart(value);
  if (whole.length > 0) return whole;
  const pieces = parts(value);
  if (pieces.length <= 1) return trailingWords(value);
  const readings = pieces.map(readPart);
  let country: Place | undefined;
  let countryIndex = -1;
  for (let i = readings.length - 1; i >= 0 && !country; i--) {
    // A piece that is a country and nothing else fixes the country ("DE" alone is also Delaware: not yet).
    const only = readings[i]!.filter((r) => !r.subdivision);
    if (only.length === 1 && readings[i]!.length === 1) [country, countryIndex] = [only[0], i];
  }
  const subs = readings.flatMap((r, i) => (i === countryIndex ? [] : r.filter((x) => x.subdivision)));
  if (country) {
    const inCountry = subs.filter((s) => s.country === country.country);
    return inCountry.length > 0 ? inCountry.map((s) => ({ ...s, via: `${s.via}, ${country.via}` })) : [country];
  }
  // No piece names only a country: "Austin, TX" (a US state code after a city), "Munich, DE" (Germany or Delaware).
  const last = readings[readings.length - 1]!;
  if (last.length > 0) return last;
  return readings.flat().length > 0 ? uniqueBy(readings.flat()) : trailingWords(value);
}

/** "Berlin Germany", "Made in Canada": the longest run of last words that names a country. */
function trailingWords(value: string): Place[] {
  const w = fold(value)
    .split(' ')
    .filter((x) => x && !STOP.has(x));
  for (let n = Math.min(5, w.length - 1); n >= 1; n--) {
    const code = countryNames.get(w.slice(-n).join(' '));
    if (code) return [{ country: code, via: value }];
    const sub = n > 1 || w[w.length - 1]!.length > 3 ? subdivisionNames.get(w.slice(-n).join(' ')) : undefined;
    if (sub) return [{ country: sub.country, subdivision: sub, via: value }];
  }
  return [];
}

function uniqueBy(places: Place[]): Place[] {
  const seen = new Set<string>();
  return places.filter((p) => {
    const key = `${p.country}:${p.subdivision?.code ?? ''}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export function countryName(code: string): string {
  return countries.get(code)?.name ?? code;
}
