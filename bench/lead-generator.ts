// Writes realistic lead lists (what sales teams export from a CRM) of any size, deterministically.
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';

export const leadColumns = [
  'Company',
  'Industry',
  'Job Title',
  'Country',
  'Company Size',
  'Website',
  'First Name',
  'Last Name',
  'Email',
  'City',
];

const prefixes = [
  'Nord',
  'Blue',
  'Silver',
  'Alpha',
  'Green',
  'Bright',
  'Urban',
  'Peak',
  'Core',
  'Swift',
  'Iron',
  'Solar',
  'Atlas',
  'Nova',
  'Vertex',
  'Cedar',
  'Harbor',
  'Summit',
  'Pioneer',
  'Quantum',
];
const cores = [
  'wind',
  'stone',
  'field',
  'bridge',
  'light',
  'path',
  'point',
  'wave',
  'forge',
  'leaf',
  'gate',
  'line',
  'works',
  'labs',
  'logic',
  'craft',
  'port',
  'view',
  'mark',
  'scale',
];
const trades = [
  'Logistics',
  'Analytics',
  'Software',
  'Consulting',
  'Systems',
  'Health',
  'Foods',
  'Energy',
  'Capital',
  'Robotics',
  'Media',
  'Security',
];
const suffixes = ['GmbH', 'Ltd', 'Inc.', 'LLC', 'AG', 'SAS', 'B.V.', 'Group', ', Inc.', '& Co'];
const industries = [
  'Software',
  'Logistics',
  'Retail',
  'Banking',
  'Insurance',
  'Healthcare',
  'Manufacturing',
  'Education',
  'Telecommunications',
  'Energy',
  'Real Estate',
  'Media',
  'Automotive',
  'Pharmaceuticals',
  'Hospitality',
  'Construction',
  'Legal Services',
  'Marketing & Advertising',
  'Government',
  'Non-profit',
  'Agriculture',
  'Aerospace',
  'Biotechnology',
  'Chemicals',
  'Consumer Goods',
  'E-commerce',
  'Financial Services',
  'Food & Beverage',
  'Gaming',
  'Staffing',
];
const seniorities = ['', 'Senior ', 'Lead ', 'Head of ', 'VP ', 'Chief ', 'Director of ', 'Junior '];
const functions = [
  'Sales',
  'Marketing',
  'Engineering',
  'Operations',
  'Finance',
  'Procurement',
  'IT',
  'Human Resources',
  'Product',
  'Customer Success',
  'Business Development',
  'Data',
];
const roles = ['Manager', 'Specialist', 'Officer', 'Analyst', 'Consultant', 'Coordinator'];
const countries: [string, string, string[]][] = [
  ['Germany', 'de', ['Berlin', 'Munich', 'Hamburg', 'Cologne', 'Frankfurt', 'Stuttgart', 'Leipzig']],
  ['United States', 'com', ['New York', 'San Francisco', 'Austin', 'Chicago', 'Boston', 'Seattle', 'Denver', 'Atlanta']],
  ['United Kingdom', 'co.uk', ['London', 'Manchester', 'Leeds', 'Bristol', 'Edinburgh']],
  ['France', 'fr', ['Paris', 'Lyon', 'Toulouse', 'Nantes', 'Lille']],
  ['Netherlands', 'nl', ['Amsterdam', 'Rotterdam', 'Utrecht', 'Eindhoven']],
  ['Spain', 'es', ['Madrid', 'Barcelona', 'Valencia', 'Sevilla']],
  ['Sweden', 'se', ['Stockholm', 'Gothenburg', 'Malmö']],
  ['Switzerland', 'ch', ['Zürich', 'Geneva', 'Basel', 'Lausanne']],
  ['Canada', 'ca', ['Toronto', 'Montréal', 'Vancouver', 'Calgary']],
  ['Australia', 'com.au', ['Sydney', 'Melbourne', 'Brisbane', 'Perth']],
  ['Poland', 'pl', ['Warsaw', 'Kraków', 'Wrocław', 'Gdańsk']],
  ['Italy', 'it', ['Milan', 'Rome', 'Turin', 'Bologna']],
];
const sizes = ['1-10', '11-50', '51-200', '201-500', '501-1000', '1001-5000', '5001-10000', '10000+'];
const firstNames = [
  'Anna',
  'Ben',
  'Clara',
  'David',
  'Elena',
  'Felix',
  'Grace',
  'Hugo',
  'Ines',
  'Jonas',
  'Kira',
  'Liam',
  'Mia',
  'Noah',
  'Olivia',
  'Paul',
  'Quinn',
  'Rosa',
  'Sam',
  'Tara',
  'Umar',
  'Vera',
  'Will',
  'Xenia',
  'Yusuf',
  'Zoë',
  'Aarav',
  'Chloé',
  'Mateo',
  'Sofía',
  'Lukas',
  'Emma',
  'Oscar',
  'Freya',
  'Hiro',
  'Priya',
];
const lastNames = [
  'Müller',
  'Smith',
  'Garcia',
  'Martin',
  'Rossi',
  'Novak',
  'Jansen',
  'Kowalski',
  'Nielsen',
  'Dubois',
  'Schmidt',
  'Brown',
  'Lopez',
  'Bernard',
  'Bianchi',
  'Svensson',
  'Wagner',
  "O'Brien",
  'Taylor',
  'Fischer',
  'Moreau',
  'Kim',
  'Patel',
  'Nguyen',
  'Silva',
  'Weber',
  'Meyer',
  'Clarke',
  'Romano',
  'Lindqvist',
];

/** A small, fast, seeded PRNG (mulberry32): the same seed gives the same list. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const csvCell = (v: string) => (/[",\n\r]/.test(v) ? `"${v.replaceAll('"', '""')}"` : v);
const ascii = (v: string) =>
  v
    .normalize('NFD')
    .replace(/[^a-zA-Z0-9]/g, '')
    .toLowerCase();

/** One lead row: companies repeat (about rows/8 of them), so do industries, titles, countries and cities. */
export function leadRow(next: () => number, companies: number): string[] {
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const companyNo = Math.floor(next() ** 1.5 * companies);
  const prefix = prefixes[companyNo % prefixes.length]!;
  const core = cores[Math.floor(companyNo / prefixes.length) % cores.length]!;
  const trade = trades[Math.floor(companyNo / 400) % trades.length]!;
  const suffix = suffixes[companyNo % suffixes.length]!;
  const serial = Math.floor(companyNo / 4800);
  const [country, tld, cities] = countries[companyNo % countries.length]!;
  const name = `${prefix}${core}${serial ? ` ${serial}` : ''} ${trade} ${suffix}`.replace(' , ', ', ');
  const domain = `${ascii(prefix + core)}${serial || ''}-${ascii(trade)}.${tld}`;
  const first = pick(firstNames);
  const last = pick(lastNames);
  return [
    name,
    industries[companyNo % industries.length]!,
    `${pick(seniorities)}${pick(functions)} ${pick(roles)}`,
    country,
    sizes[companyNo % sizes.length]!,
    `https://www.${domain}`,
    first,
    last,
    `${ascii(first)}.${ascii(last)}${Math.floor(next() * 100)}@${domain}`,
    pick(cities),
  ];
}

/** Writes `rows` leads (plus the header) as UTF-8 CSV; returns the byte size. */
export async function writeLeadCsv(path: string, rows: number, seed = 42): Promise<number> {
  const out = createWriteStream(path);
  const next = random(seed);
  const companies = Math.max(10, Math.floor(rows / 8));
  let bytes = 0;
  let buffer = leadColumns.join(',') + '\n';
  for (let i = 0; i < rows; i++) {
    buffer += leadRow(next, companies).map(csvCell).join(',') + '\n';
    if (buffer.length > 1 << 20) {
      bytes += Buffer.byteLength(buffer);
      if (!out.write(buffer)) await once(out, 'drain');
      buffer = '';
    }
  }
  bytes += Buffer.byteLength(buffer);
  out.end(buffer);
  await once(out, 'finish');
  return bytes;
}
