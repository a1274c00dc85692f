// Second phrasing set (ADR 0034): the first phrasing set shaped the instruction reader, so it is no longer held
// apart. The same 22 criteria with the same values and labels, each written five or more NEW ways — ICP briefs,
// sales-ops Slack messages, CRM filter notes, persona descriptions; framing words, lists, negations, exceptions,
// demonyms, abbreviations and typos a rep would type, sizes in words and notation. Written without reading the
// rules code or its tests; a wording that would change the criterion's meaning ("North America" for the US,
// "Scandinavia" for the Nordics, "APAC" for Asia, "LATAM" for South America, "Pacific states" for the West
// Coast) is not used.
import type { Criterion } from './build-kit.ts';

const PHRASINGS: Record<string, string[]> = {
  eu: [
    'ICP brief — Geography: European Union (EU-27)',
    'pls filter to EU HQs only, non-EU rows can go',
    'Territory: EU27',
    'Keep accounts HQ’d in an EU member country. Non-EU Europe (UK, Norway, Switzerland) does not count',
    'Region filter = European Union; anything outside the EU is out of scope',
    'keep compnies in the Europen Union, drop the rest',
  ],
  dach: [
    'Geo: D-A-CH',
    'Territory for this rep: Germany / Austria / Switzerland. Nothing else',
    'Keep German, Austrian and Swiss companies; drop the rest',
    'HQ Country IN (DE, AT, CH)',
    'drop every account not based in DE/AT/CH',
    'Region: DACH — Liechtenstein and Luxembourg are NOT in scope',
  ],
  nordics: [
    'Geo focus: Nordic region (Denmark, Finland, Iceland, Norway, Sweden + the Faroe Islands, Greenland, Åland)',
    'nordics only pls',
    'Keep Danish, Finnish, Icelandic, Norwegian and Swedish accounts, plus the Faroes, Greenland and Åland',
    'Territory: Nordic countries. The Baltics are out',
    'Remove any company that isn’t Nordic',
  ],
  g7: [
    'Geo: G-7 economies (US, CA, UK, FR, DE, IT, JP)',
    'Keep only the Group of Seven countries',
    'We’re targeting the G7 — drop everything else',
    'Territory: Canada, France, Germany, Italy, Japan, the UK and the US',
    'remove accts outside the G7',
    'Account HQ must be in a G7 nation',
  ],
  asia: [
    'Region: Asia',
    'only keep accounts headquartered in Asian countries',
    'Territory = Asia. Drop Europe, the Americas, Africa and Oceania',
    'asia-based cos only',
    'Remove non-Asia HQs',
    'hey, can you strip out everything that’s not in Asia before I load this?',
  ],
  'south-america': [
    'Geo: South America (not Central America, not Mexico, not the Caribbean)',
    'keep S. American companies',
    'Territory: South American countries — Brazil, Argentina, Chile, Colombia, Peru and the rest of the continent',
    'drop anything not HQ’d in South America',
    'Region = South America only',
  ],
  'us-west-coast': [
    'Geo: West Coast states — CA, OR, WA',
    'keep companies in California, Oregon or Washington state',
    'Territory: US West Coast. Alaska and Hawaii are not part of it',
    'Remove everything outside CA/OR/WA',
    'west coast HQs only (Cali, Oregon, Washington)',
  ],
  'us-midwest': [
    'Geo: Midwest (US Census definition)',
    'keep companies in the Midwestern US',
    'Territory = the 12 Midwest states (IL, IN, IA, KS, MI, MN, MO, NE, ND, OH, SD, WI)',
    'drop accounts that aren’t in the Midwest',
    'mid-west based only',
  ],
  manufacturers: [
    'Vertical: Manufacturing',
    'keep manufacturing cos only',
    'Industry = manufacturing; drop everything else (distributors, retailers, services)',
    'Remove any account that isn’t a manufacturer',
    'ICP: manufacturers (any product)',
    'Ideal customer: a company in the manufacturng industry',
  ],
  'software-it': [
    'Vertical: Software & IT services',
    'keep software cos and IT service providers',
    'Industry: software publishing, hosting/data processing, IT consulting & systems design',
    'Remove accounts outside software / IT services',
    'ICP = software + IT services (not hardware, not telecom)',
    '@ops can we keep just the software and IT services accounts from this export?',
  ],
  healthcare: [
    'Vertical: Healthcare',
    'keep health care providers — hospitals, clinics, medical practices, nursing homes and the like',
    'Drop accounts not in health care',
    'Industry = healthcare; social assistance is out',
    'ICP: healthcare orgs',
  ],
  'financial-services': [
    'Vertical: Financial services & insurance',
    'keep finance and insurance companies (banks, lenders, investment firms, insurers)',
    'FinServ only',
    'Industry: Finance & Insurance. Remove the rest',
    'drop anything that isn’t financial services',
  ],
  'c-level-founders': [
    'Persona: CEO / founder / owner and the rest of the C-suite',
    'keep CxOs + founders/owners only',
    'Titles: C-level (CEO, CFO, CTO, COO, CMO …), Founder, Co-Founder, Owner',
    'Remove anyone who isn’t C-suite, a founder or an owner (VPs are out)',
    'Buyer = top exec: chief officers, founders, owners',
    'Persona: the person running the company (CEO, founder, owner) or another chief officer',
  ],
  'director-plus': [
    'Seniority: Director and up',
    'keep Dir+ (directors, heads of, VPs, C-suite, founders)',
    'Min seniority = Director',
    'Remove managers, ICs and interns — we want director-level or higher',
    'Persona: directors, VPs, CxOs',
    'Job level ≥ Director',
    'Persona: senior leaders — directors, heads of department, VPs and the C-suite',
  ],
  'sales-roles': [
    'Department: Sales',
    'keep anybody in sales (AEs, SDRs, sales managers, sales leadership)',
    'Function = Sales; drop marketing, finance, HR, ops and engineering',
    'Persona: sales org, any seniority',
    'Remove contacts outside the sales function',
    'Persona: people whose job is selling — reps, AEs, SDRs, sales managers and sales leaders',
  ],
  'employees-50-500': [
    'Company size: 50 to 500 FTEs',
    'between fifty and five hundred employees',
    'Employees BETWEEN 50 AND 500',
    'drop cos with <50 or >500 employees',
    'headcount 50-500 (inclusive)',
    'Sweet spot: companies of 50–500 people; smaller or bigger is out',
  ],
  'revenue-10m-plus': [
    'Annual revenue: $10M and up',
    'rev >= 10mm',
    'drop accounts under ten million dollars in annual revenue',
    'Annual Revenue >= 10,000,000',
    'keep cos doing 10M+ USD a year',
    'Revenue floor: 10 million USD',
  ],
  'business-email': [
    'Email: company domains only (no gmail/yahoo/outlook etc.)',
    'drop freemail addresses',
    'keep contacts w/ a business email',
    'Remove personal / free webmail addresses (Gmail, Hotmail, Yahoo, AOL …)',
    'Only corporate email — no free providers',
  ],
  'role-addresses': [
    'Drop generic/role mailboxes (info@, hello@, support@, admin@ …)',
    'keep only emails that belong to a named person',
    'no shared inboxes pls',
    'Remove functional addresses like sales@, billing@, postmaster@',
    'Contacts must have a person’s own work address, not a team alias',
  ],
  'us-only': [
    'Geo: United States',
    'US-HQ’d accounts only',
    'Keep American companies; drop everyone else, Canada and Mexico included',
    'remove all non-U.S. accounts',
    'HQ Country = USA',
  ],
  'german-speaking': [
    'Territory: countries where German is an official language',
    'keep German-speaking countries only',
    'drop any country where German isn’t an official language',
    'Language market: German (official language at national level)',
    'Geo = German-language countries: Germany, Austria, Switzerland, Liechtenstein, Luxembourg, Belgium',
  ],
  africa: [
    'Geo: Africa',
    'keep African companies',
    'Territory: the African continent (North Africa and sub-Saharan Africa)',
    'remove anything not HQ’d in Africa',
    'Region = Africa only',
  ],
};

/** The first phrasing set's criteria (`ph-…`) with the same values and labels and the new sentences (`ph2-…`). */
export function phrasing2Criteria(phrasing: Criterion[]): Criterion[] {
  return phrasing.map((c): Criterion => {
    const key = c.id.replace(/^ph-/, '');
    const instructions = PHRASINGS[key];
    if (!instructions) throw new Error(`no second-round phrasings for ${c.id}`);
    return { ...c, id: `ph2-${key}`, instructions, source: `${c.source} (the phrasing set's values and labels)` };
  });
}
