/**
 * Fourteenth pass (ADR 0034): sales words for NAICS groups from ordinary writing (`eval/phrasing13.json`; README.md,
 * "Fourteenth pass"), each the activity a NAICS title names. Spread into INDUSTRY_WORDS (industries.ts).
 */
import type { NaicsGroup } from './taxonomies/types.ts';

const g = (label: string, prefixes: string): NaicsGroup => ({ label, prefixes: prefixes.split(' ') });

export const ORDINARY_INDUSTRY_WORDS: Record<string, NaicsGroup> = {
  // NAICS 5182 Data Processing, Hosting, and Related Services: the title's first words.
  'data processing': g('Data Processing, Hosting, and Related Services (NAICS 5182)', '5182'),
  // NAICS 541512 Computer Systems Design Services, the systems integrators' activity.
  'systems integration': g('Computer Systems Design Services (NAICS 541512)', '541512'),
  'system integration': g('Computer Systems Design Services (NAICS 541512)', '541512'),
  // NAICS 541513 Computer Facilities Management Services ("managed IT services", said without "services").
  'managed it': g('Computer Facilities Management Services (NAICS 541513)', '541513'),
  'managed it provider': g('Computer Facilities Management Services (NAICS 541513)', '541513'),
  // NAICS 334 Computer and Electronic Product Manufacturing.
  'electronics manufacturing': g('Computer and Electronic Product Manufacturing (NAICS 334)', '334'),
  'electronics manufacturer': g('Computer and Electronic Product Manufacturing (NAICS 334)', '334'),
};
