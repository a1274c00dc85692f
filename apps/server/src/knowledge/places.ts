import {
  capitalCities,
  caProvinces,
  countries,
  countryNames,
  foreignRegions,
  subdivisionNames,
  usStates,
  type Subdivision,
} from './places-data.ts';
import { fold } from './text.ts';

/**
 * One reading of a place value: the country, and the US state, Canadian province or region when there is
 * one. `lone` marks a reading of a value that is one bare name (a town may carry a state's or a country's
 * name: "Washington", "Lebanon"); `capital` one that rests on a capital's name alone ("Paris" is also in
 * Texas). `note` is the evidence inside the value that settled it ('"Ohio" names a US state').
 */
export type Place = { country: string; subdivision?: Subdivision; via: string; lone?: true; capital?: true; note?: string };

const STOP = new Set(['the', 'of', 'and']);
const US_ZIP = /^\d{5}(?:-\d{4})?$/;
const CA_POSTAL = /^[A-Za-z]\d[A-Za-z]\d[A-Za-z]\d$/;
const CA_POSTAL_END = /^\d[A-Za-z]\d$/;

/** Countries and subdivisions named by a whole piece of text ("Deutschland", "DE", "TX", "Québec"); no cities. */
function readPart(raw: string): Place[] {
  const part = raw.trim();
  // No country or state has a digit in its name: "City 123", "10115" are not places.
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
  return out;
}

/** A piece with a postcode: "TX 78701", "Texas 78701-1234" (a US state and ZIP), "ON M5V 2T6" (a province). */
function readPostal(piece: string): Place[] {
  // Split by hand, not by a pattern over the whole piece: this runs on every "Town 12, …" value.
  let space = piece.lastIndexOf(' ');
  if (space < 1) return [];
  let tail = piece.slice(space + 1);
  if (CA_POSTAL_END.test(tail)) {
    space = piece.lastIndexOf(' ', space - 1);
    tail = piece.slice(space + 1).replace(' ', '');
  }
  const country = tail.length >= 5 && US_ZIP.test(tail) ? 'US' : tail.length === 6 && CA_POSTAL.test(tail) ? 'CA' : undefined;
  if (!country || space < 1) return [];
  const subs = readPart(piece.slice(0, space)).filter((p) => p.subdivision && p.country === country);
  const what = country === 'US' ? 'a US state and ZIP code' : 'a Canadian province and postal code';
  return subs.length === 1 ? [{ ...subs[0]!, note: `"${piece}" is ${what}` }] : [];
}

/** Text after the last comma-like break is read first: "Austin, TX, USA" → USA, then TX, then Austin. */
function parts(value: string): string[] {
  return value
    .split(/\s*(?:[,;|()[\]/]|\s[-–—]\s)\s*/u)
    .map((p) => p.trim())
    .filter((p) => p && !/^\d[\d\s-]*$/.test(p)); // postcodes
}

const subdivisionWord = (s: Subdivision) =>
  s.code === 'DC' && s.country === 'US'
    ? 'the US capital district'
    : s.country === 'US'
      ? 'a US state'
      : s.country === 'CA'
        ? 'a Canadian province'
        : `a region of ${countryName(s.country)}`;

/**
 * Every reading of a place value. "Berlin, Germany" → Germany; "Austin, TX, USA" → US, Texas; "Lima, Ohio"
 * → Ohio (a state part is read before any city name); a bare "GA" → Gabon and Georgia, "Athens, Georgia" →
 * the country and the US state (the caller settles it with evidence or leaves it); "Paris" → France, marked
 * as resting on a capital's name. An empty list means the value names no place this module knows.
 */
export function resolvePlace(value: string): Place[] {
  const whole = readPart(value);
  if (whole.length > 0) return whole.map((p) => ({ ...p, lone: true }));
  const pieces = parts(value);
  if (pieces.length === 1) {
    const postal = readPostal(pieces[0]!);
    if (postal.length > 0) return postal;
    const capital = capitalCities.get(fold(pieces[0]!));
    if (capital) return [{ country: capital, via: pieces[0]!, lone: true, capital: true }];
  }
  if (pieces.length <= 1) return trailingWords(value);
  const readings = pieces.map((p) => {
    const read = readPart(p);
    return read.length > 0 ? read : readPostal(p);
  });
  let country: Place | undefined;
  let countryIndex = -1;
  for (let i = readings.length - 1; i >= 0 && !country; i--) {
    // A piece that is a country and nothing else fixes the country ("DE" alone is also Delaware: not yet).
    const only = readings[i]!.filter((r) => !r.subdivision);
    if (only.length === 1 && readings[i]!.length === 1) [country, countryIndex] = [only[0], i];
    // The country comes last: a country's name before a state ("Jordan, Minnesota", "Lebanon, PA") is a town's.
    else if (readings[i]!.length > 0) break;
  }
  const subs = readings.flatMap((r, i) => (i === countryIndex ? [] : r.filter((x) => x.subdivision)));
  if (country) {
    const inCountry = subs.filter((s) => s.country === country.country);
    if (inCountry.length === 0) return [country];
    // "Athens, GA, USA": the country settles a part that alone reads two ways (Gabon or Georgia).
    const open = readings.some((r, i) => i !== countryIndex && r.some((x) => x.country !== country.country));
    return inCountry.map((s) => {
      const note = open ? `"${s.via}" read as ${subdivisionWord(s.subdivision!)}: "${country.via}" names the country` : s.note;
      return { ...s, via: `${s.via}, ${country.via}`, ...(note ? { note } : {}) };
    });
  }
  // No piece names only a country: "Austin, TX" (a US state code after a city), "Munich, DE" (Germany or Delaware).
  const lastAt = readings.findLastIndex((r) => r.length > 0);
  if (lastAt >= 0) return withCityEvidence(readings[lastAt]!, pieces, lastAt);
  const region = pieces.findLast((p) => foreignRegions.has(fold(p)));
  if (region) {
    const sub = foreignRegions.get(fold(region))!;
    return [{ country: sub.country, subdivision: sub, via: region, note: `"${region}" names ${subdivisionWord(sub)}` }];
  }
  // Only a capital's name among the pieces ("Paris, Île-de-France"): the country, marked as resting on it.
  const capital = pieces.findLast((p) => capitalCities.has(fold(p)));
  if (capital) return [{ country: capitalCities.get(fold(capital))!, via: capital, capital: true }];
  return trailingWords(value);
}

/**
 * The readings of the last place piece, with what the city before it says: a capital of one of the readings'
 * countries settles it ("Tbilisi, Georgia" → the country; "Berlin, DE" → Germany); a state read after a
 * capital's name is noted ('"Ohio" names a US state' for "Lima, Ohio"); two readings stay two.
 */
function withCityEvidence(readings: Place[], pieces: string[], at: number): Place[] {
  if (readings.length > 1) {
    // "Mexico, MO", "Peru, IN": a country is not inside another country, so the part after its name is the state.
    const townNamedForCountry = pieces.slice(0, at).find((p) => countryNames.has(fold(p)));
    const states = readings.filter((r) => r.subdivision);
    if (townNamedForCountry && states.length === 1) {
      const s = states[0]!;
      return [
        {
          ...s,
          note: `"${s.via}" read as ${subdivisionWord(s.subdivision!)}: "${townNamedForCountry}" before it is a town, not a country`,
        },
      ];
    }
    const capitalOf = pieces.map((p) => capitalCities.get(fold(p)));
    const byCapital = readings.filter((r) => !r.subdivision && capitalOf.includes(r.country));
    if (byCapital.length !== 1) return readings;
    const city = pieces[capitalOf.indexOf(byCapital[0]!.country)]!;
    return [{ ...byCapital[0]!, note: `"${city}" is the capital of ${countryName(byCapital[0]!.country)}` }];
  }
  const [only] = readings;
  // "Lima, Ohio": the state is read, not the capital of Peru before it; the reason says so.
  const misleading = only!.subdivision && !only!.note && pieces.some((p) => p !== only!.via && !/\d/.test(p) && capitalCities.has(fold(p)));
  return misleading ? [{ ...only!, note: `"${only!.via}" names ${subdivisionWord(only!.subdivision!)}` }] : readings;
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

export function countryName(code: string): string {
  return countries.get(code)?.name ?? code;
}

/** A region of another country named alone ("Bayern"): read only where the column's header says regions. */
export function readRegion(value: string): Place | undefined {
  const sub = foreignRegions.get(fold(value));
  return sub ? { country: sub.country, subdivision: sub, via: value.trim() } : undefined;
}

/** "Singapore", "Luxembourg", "Monaco": a country read from a name that is also its capital's. */
export function isCityState(place: Place): boolean {
  if (place.subdivision) return false;
  const key = fold(place.via);
  return countries.get(place.country)?.capitals.some((c) => fold(c) === key) ?? false;
}
