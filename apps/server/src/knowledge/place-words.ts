/**
 * Place words of instructions that are not names: demonyms ("German companies", from the `demonyms` field of
 * `world-countries`), region adjectives ("Latin American", "Western European", from the UN M49 region names)
 * and language areas ("German-speaking markets", from the official `languages` of `world-countries`).
 * Built once at module load.
 */
import { countriesData } from './world-countries.ts';
import { COUNTRY_GROUPS, countries, type CountryGroup } from './places-data.ts';
import { fold } from './text.ts';

export type PlaceWord = { label: string; member: string; countries: Set<string>; unsure?: Set<string> };

/**
 * English demonyms → country. A demonym two countries share is given to the one sovereign country among them
 * ("French": France, not the French Southern Territories); when that does not single one out ("Congolese",
 * "Dominican") the word names no country and the instruction is refused.
 */
const demonyms = new Map<string, string>();
/** Every English demonym of the package, the shared ones too: words the reader knows (reader-typos.ts). */
export const DEMONYM_WORDS = new Set<string>();
{
  const byWord = new Map<string, Set<string>>();
  for (const c of countriesData)
    for (const d of [c.demonyms?.['eng']?.m, c.demonyms?.['eng']?.f]) {
      if (!d) continue;
      const key = fold(d);
      (byWord.get(key) ?? byWord.set(key, new Set()).get(key)!).add(c.cca2);
      DEMONYM_WORDS.add(key);
    }
  const sovereign = new Set(countriesData.filter((c) => c.independent && c.unMember).map((c) => c.cca2));
  for (const [word, codes] of byWord) {
    const pick = codes.size === 1 ? [...codes] : [...codes].filter((c) => sovereign.has(c));
    if (pick.length === 1) demonyms.set(word, pick[0]!);
  }
}

/**
 * English adjectives the package's demonyms lack (its word is "Icelander", "Slovene", "Saudi Arabian") and the
 * UK's constituent countries, read as the UK as their names are (places-data.ts).
 */
const EXTRA_DEMONYMS: Record<string, string> = {
  icelandic: 'IS',
  slovenian: 'SI',
  argentinian: 'AR',
  saudi: 'SA',
  kazakh: 'KZ',
  kyrgyz: 'KG',
  tajik: 'TJ',
  uzbek: 'UZ',
  luxembourgish: 'LU',
  philippine: 'PH',
  english: 'GB',
  scottish: 'GB',
  welsh: 'GB',
};
for (const [word, code] of Object.entries(EXTRA_DEMONYMS)) demonyms.set(word, code);
/** Demonyms that also name a region people mean by the same words ("Central African": the republic or the region). */
for (const word of ['central african']) demonyms.delete(word);

/** "Europe" → "european", "Asia" → "asian", "Western Europe" → "western european" (M49 and typed region names). */
const regionAdjectives = new Map<string, CountryGroup>();
for (const g of COUNTRY_GROUPS) {
  if (!g.key.startsWith('m49-') && g.key !== 'north-america') continue;
  const name = fold(g.label);
  const adjective = name.endsWith('a') ? `${name}n` : name.endsWith('e') ? `${name}an` : undefined;
  if (adjective && !regionAdjectives.has(adjective)) regionAdjectives.set(adjective, g);
}

/**
 * Language areas: "X-speaking" is read from the countries' official languages in `world-countries` (sign
 * languages aside). A country whose only official language is X is in; a country where X is not official is
 * out; a country where X is one official language among others (Switzerland, Belgium, Canada) is neither:
 * people read "French-speaking" both ways there, so its values are left to review or the model.
 */
const LANGUAGES: Record<string, RegExp> = {
  english: /^English$/,
  german: /German$/, // "German", "Swiss German", "Austro-Bavarian German"
  french: /^French$/,
  spanish: /^Spanish$/,
  portuguese: /^Portuguese$/,
  italian: /^Italian$/,
  dutch: /^Dutch$/,
  arabic: /^Arabic$/,
};
const LANGUAGE_WORDS: Record<string, string> = {
  anglophone: 'english',
  francophone: 'french',
  hispanophone: 'spanish',
  lusophone: 'portuguese',
  arabophone: 'arabic',
};
const languageAreas = new Map<string, PlaceWord>();
const officialIn = new Map<string, PlaceWord>();
for (const [language, pattern] of Object.entries(LANGUAGES)) {
  const sure = new Set<string>();
  const unsure = new Set<string>();
  for (const c of countriesData) {
    const official = Object.values(c.languages ?? {}).filter((name) => !/Sign Language/i.test(name));
    const spoken = official.filter((name) => pattern.test(name));
    if (spoken.length === 0) continue;
    (spoken.length === official.length ? sure : unsure).add(c.cca2);
  }
  const name = language[0]!.toUpperCase() + language.slice(1);
  languageAreas.set(language, {
    label: `${name}-speaking countries`,
    member: `a country where ${name} is the only official language`,
    countries: sure,
    unsure,
  });
  // "countries where German is an official language": one among others counts too, so none is left open.
  officialIn.set(language, {
    label: `countries where ${name} is an official language`,
    member: `a country where ${name} is an official language`,
    countries: new Set([...sure, ...unsure]),
  });
}

/** The place a word names, or undefined. `key` is folded, with "the" and trailing nouns already taken off. */
export function readPlaceWord(key: string): PlaceWord | undefined {
  const official = /^(\p{L}+) official language$/u.exec(key)?.[1];
  if (official) return officialIn.get(official);
  const speaking = /^(\p{L}+) (?:speaking|language|speaker|speakers)$/u.exec(key)?.[1] ?? LANGUAGE_WORDS[key];
  if (speaking) return languageAreas.get(speaking);
  const region = regionAdjectives.get(key);
  const code = demonyms.get(key);
  // A word that is a region's adjective and a country's demonym ("Micronesian") names neither for sure.
  if (region && code) return undefined;
  if (region)
    return { label: region.label, member: region.member, countries: region.countries, ...(region.unsure ? { unsure: region.unsure } : {}) };
  if (code) {
    const name = countries.get(code)?.name ?? code;
    return { label: name, member: `in ${name}`, countries: new Set([code]) };
  }
  return undefined;
}
