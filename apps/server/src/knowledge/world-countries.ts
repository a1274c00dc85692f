import * as worldCountries from 'world-countries';
import type { Country } from 'world-countries';

/** The `world-countries` array (its typings declare an ES default export of a CommonJS-typed package). */
export const countriesData: Country[] =
  (worldCountries as unknown as { default?: Country[] }).default ?? (worldCountries as unknown as Country[]);
export type { Country as WorldCountry };

/** Territories that are no sovereign state ("Faroe Islands", "Greenland", "Åland"), by ISO code. */
export const dependentTerritories: ReadonlySet<string> = new Set(countriesData.filter((c) => !c.independent).map((c) => c.cca2));
/** The sovereign states among countries: the group without its dependent territories. */
export const sovereignOf = (countries: Iterable<string> | undefined): string[] =>
  [...(countries ?? [])].filter((c) => !dependentTerritories.has(c));
