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
  // Sixteenth pass (README.md, "Sixteenth pass"), from the thirteenth to fifteenth rounds: makers named by what they
  // make ("electronics" loses its s when the words are made singular), NAICS 334 and 3254. "Hardware makers" alone stays
  // unknown: NAICS 3325 Hardware Manufacturing makes locks and hinges.
  'electronic manufacturer': g('Computer and Electronic Product Manufacturing (NAICS 334)', '334'),
  'electronics maker': g('Computer and Electronic Product Manufacturing (NAICS 334)', '334'),
  'electronic maker': g('Computer and Electronic Product Manufacturing (NAICS 334)', '334'),
  'computer hardware manufacturer': g('Computer and Electronic Product Manufacturing (NAICS 334)', '334'),
  'pharma manufacturer': g('pharmaceuticals (NAICS 3254)', '3254'),
  'pharmaceutical manufacturer': g('pharmaceuticals (NAICS 3254)', '3254'),
  'drug maker': g('pharmaceuticals (NAICS 3254)', '3254'),
  drugmaker: g('pharmaceuticals (NAICS 3254)', '3254'),
  // NAICS 44611 Pharmacies and Drug Stores (NAICS 2017; 456110 in 2022).
  pharmacy: g('Pharmacies and Drug Stores (NAICS 44611)', '44611'),
  'drug store': g('Pharmacies and Drug Stores (NAICS 44611)', '44611'),
  // NAICS 111 Crop Production and 112 Animal Production and Aquaculture: farms of either kind.
  farm: g('farms (NAICS 111, 112)', '111 112'),
  // NAICS 811 Repair and Maintenance.
  'repair shop': g('Repair and Maintenance (NAICS 811)', '811'),
  // NAICS 31–33: a factory is the manufacturing establishment the sector's definition names.
  factory: g('Manufacturing (NAICS 31–33)', '31 32 33'),
  // NAICS 621–623, the health care subsectors of care delivery (not 624 Social Assistance).
  'health care delivery': g('health care (NAICS 621–623)', '621 622 623'),
  'healthcare delivery': g('health care (NAICS 621–623)', '621 622 623'),
  'care delivery': g('health care (NAICS 621–623)', '621 622 623'),
  'patient care': g('health care (NAICS 621–623)', '621 622 623'),
};
