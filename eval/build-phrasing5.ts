// Fifth phrasing set (ADR 0034), held apart: the same 22 criteria with the same values and labels, each written
// seven NEW ways as sales teams write them — ICP briefs, Slack asks, CRM notes, emails to sales ops; framing,
// negations, exceptions, numbers in words and in notation, abbreviations, a few real typos, lists with
// "and / or / &". Written by a helper that did not read the rules reader (apps/server/src/knowledge/, the rules
// modules, their tests, the reader-pass notes or docs/EVAL.md's lists of refused sentences), and not changed after
// the first measurement. Each sentence means exactly its criterion's label; wordings that would change it
// ("North America" for the US, "Scandinavia" for the Nordics, "APAC" for Asia, "LATAM" for South America, "the
// Middle East" inside Asia, "tech" for software, "ARR" for revenue, "mid-market" without bounds) are not used.
// `phrasing5Criteria` refuses a sentence that equals one of an earlier round after normalising case and punctuation.
import type { Criterion } from './build-kit.ts';

const PHRASINGS: Record<string, string[]> = {
  eu: [
    'ICP: HQ in one of the 27 EU member states',
    '@ops pls drop every row whose country isn’t an EU member',
    'Geo = European Union. Post-Brexit UK is NOT in scope, and neither are Norway or Switzerland',
    'keep EU accounts, bin everything else',
    'Could you strip out the non-EU companies before the sequence goes live?',
    'Territory: EU27 only',
    'Only accounts in the Europan Union please',
  ],
  dach: [
    'ICP: DACH, i.e. DE, AT & CH. Everything else is out of territory',
    'For the Q2 campaign we are only working Germany, Austria and Switzerland',
    'anything not in the DACH territory can go',
    'Keep German, Austrian and Swiss HQs only; Liechtenstein is not part of DACH for us',
    'dach region only, rest goes',
    'Germany / Austria / Switzerland accounts: keep. All others: delete.',
    'Keep only the DACH contries',
  ],
  nordics: [
    'ICP: the Nordic countries (incl. the Faroes and Åland)',
    'we’re only covering the Nordics this quarter, drop the rest',
    'Pls remove every account outside the Nordic region',
    'Keep Nordic HQs. The Baltics are not Nordic, so they go too',
    'Nordic region only: DK, FI, IS, NO, SE plus their self-governing islands',
    'Territory: the Nordics. Everything else is out of scope.',
    'nordic countrys only',
  ],
  g7: [
    'ICP: HQ in a G7 country (US, Canada, UK, France, Germany, Italy, Japan)',
    'For the Q2 campaign we only want the G7 economies',
    'remove any acct outside the group of seven',
    'Only keep Group of Seven countries',
    'Keep: G7. Drop: every other country',
    'g7 only, rest can go',
    'Please delete the rows that aren’t in one of the seven G7 member countries',
  ],
  asia: [
    'ICP: companies headquartered anywhere in Asia',
    'For the Q2 campaign we are only targeting Asian accounts',
    'Remove every company whose HQ is not in Asia',
    'Territory: Asia (the whole continent)',
    'pls get rid of the non-Asian accts',
    'keep anything on the asian continent, the rest is someone elses patch',
    'Geo: Asia only. Europe, Africa, Oceania and the Americas are excluded',
  ],
  'south-america': [
    'ICP: South American HQs (Brazil, Argentina, Chile, Colombia etc.)',
    'Only want accounts in South America for this sequence',
    'Please take out every company outside South America; Mexico and Central America don’t count as South America',
    'Territory = S. America',
    'keep south american accts, everything else goes',
    'only S. American companies pls',
    'Hi Sam, could you trim the list to South America? Thx',
  ],
  'us-west-coast': [
    'ICP: West Coast, i.e. CA, OR, WA',
    'For the Q2 campaign we only work the west coast states (California, Oregon, Washington)',
    "Drop anything that isn't California, Oregon or Washington",
    'west coast only, Alaska & Hawaii don’t count',
    'Territory: US West Coast (3 states)',
    'keep left coast accounts (Calif., Ore., Wash.)',
    'Pls exclude every state but CA, OR and WA',
  ],
  'us-midwest': [
    'ICP: Midwest states (Census definition, 12 of them)',
    'Only keep accounts in the midwest pls',
    'Please remove all states outside the Midwest region (Pennsylvania and Kentucky are not Midwest)',
    'Territory = Midwest: IL, IN, IA, KS, MI, MN, MO, NE, ND, OH, SD, WI',
    'For next week’s outbound we’re focused on the Midwest, drop every other state',
    'mid west accts only, rest goes',
    'Keep the twelve Midwestern states and remove the others',
  ],
  manufacturers: [
    'ICP: manufacturing companies (they make physical products)',
    'For the Q2 campaign pls keep only manufacturers',
    'Remove anything that isn’t manufacturing; distributors, wholesalers and retailers are out',
    'Industry = Mfg',
    'we only sell to companies that manufacture stuff, drop the others',
    'manufacturing sector only',
    'Hi, can you filter this to companies that make things? Only manufacturers, thanks',
  ],
  'software-it': [
    'ICP: software & IT services companies',
    'For the Q2 campaign only keep SaaS / software and IT services firms',
    "Remove everyone who isn't in software or IT services",
    'Industry (CRM picklist): Software; IT Services',
    'software/IT svcs only pls, drop the rest',
    'We sell to software vendors and IT service firms (MSPs, consultancies, hosting), nothing else',
    'Keep software publishers & IT servcies companies',
  ],
  healthcare: [
    'ICP: healthcare providers (hospitals, practices, clinics, care homes)',
    'Only want healthcare accounts for this sequence',
    'Remove every company outside health care; pharma and medical device makers are out too',
    'Industry = Healthcare',
    'healthcare only pls, drop the rest',
    'For the ABM pilot keep hospitals & other health care providers, nothing else',
    'Sector: Health Care Providers',
  ],
  'financial-services': [
    'ICP: financial services (banks, insurance, asset mgmt, lending)',
    'Financial services accounts only: banking, insurance, investments',
    'Remove every account that isn’t financial services',
    'Sector: Financial Services & Insurance',
    'fin svcs cos only, rest goes',
    'we only sell to financial institutions + insurers, drop everyone else',
    'For the ABM pilot pls keep the finanical services firms and nothing else',
  ],
  'c-level-founders': [
    'ICP persona: C-suite and founders',
    'Only keep chiefs (CEO/CFO/CTO/COO/CMO…) and founders or co-founders',
    'Remove anyone below C-level unless they’re a founder',
    'Title = C-level or Founder',
    'cxo + founders only, VPs and below out',
    'For the ABM pilot pls keep just the top execs: c-level & (co)founders',
    'Hi team, we only want to reach the C-suite plus founders on this one',
  ],
  'director-plus': [
    'ICP persona: Director level and above',
    'Remove anyone below director (managers, team leads, ICs)',
    'Seniority level >= Dir.',
    'dir and up only pls',
    'Keep directors, heads of, VPs, the C-suite and founders; managers and below go',
    'For the ABM pilot we want director-level or more senior contacts',
    'Min title level: Director',
  ],
  'sales-roles': [
    'ICP persona: people in the sales org (any level)',
    'Only keep contacts who work in sales',
    'Remove everyone outside the sales function; marketing, finance, HR, ops and engineering are out',
    'Dept = Sales (reps, managers, directors, VPs)',
    'sales team contacts only pls, drop non-sales',
    'For the ABM pilot we’re targeting sales people: SDRs, AEs, sales mgrs, sales leaders',
    'Keep anybody whose job is in sales, remove the rest',
  ],
  'employees-50-500': [
    'ICP: 50–500 employees',
    'Only keep companies w/ fifty to five hundred staff',
    'Remove accounts with fewer than 50 or more than 500 employees',
    'Employee count >= 50 and <= 500',
    'headcount 50 to 500 pls, drop anything outside that',
    'For the Q2 campaign we’re targeting companies with between 50 & 500 people on payroll',
    'Size: 50 ≤ employees ≤ 500',
  ],
  'revenue-10m-plus': [
    'ICP: annual revenue of $10M+',
    'Only keep accounts doing at least ten million dollars a year',
    'Remove anything under $10M in annual revenue',
    'Revenue >= $10,000,000',
    '10m+ rev only pls, smaller ones go',
    'For the Q2 campaign: companies with $10 mil or more in revenue',
    'Drop companies that make less than 10 million USD per year',
  ],
  'business-email': [
    'Only keep work email addresses (company domains)',
    'Remove personal emails: gmail, yahoo, hotmail, aol, web.de and the like',
    'Email must be on a corporate domain',
    'no free webmail addresses pls',
    'ICP data rule: business emails only, drop consumer mailboxes',
    'For the Q2 sequence we can only send to business addresses, so delete the freemail ones',
    'Delete any contact whose email is from a free provider',
  ],
  'role-addresses': [
    'Remove generic inboxes (info@, support@, hello@, admin@ …)',
    'Only keep emails that belong to a real person, not a role',
    'no role accounts pls, we only email named contacts',
    'Drop shared mailboxes such as sales@ / contact@ / billing@',
    'Email must be a named person’s address; role-based ones are out',
    'For the sequence pls delete the info@, office@ and jobs@ kind of addresses',
    'Get rid of the team / department emails, keep the individual ones',
  ],
  'us-only': [
    'ICP: US-headquartered companies',
    'We can only sell in the United States right now, remove everything else',
    'Delete all non-US accounts',
    'Country = USA',
    'usa only pls',
    'For the Q2 campaign keep just the US, no Canada or Mexico',
    'Only keep U.S. accts',
  ],
  'german-speaking': [
    'ICP: countries where German is an official language (DE, AT, CH, LI, LU, BE)',
    'Only keep the German-speaking countries',
    'Remove every country that doesn’t have German as an official language (Belgium and Luxembourg do)',
    'Language = German (official), so Germany, Austria, Switzerland, Liechtenstein, Luxembourg and Belgium',
    'german-language markets only pls',
    "For the Q2 campaign we're only running the German-speaking countries, drop the rest",
    'Keep DACH plus Liechtenstein, Luxembourg and Belgium (all have German as an official language)',
  ],
  africa: [
    'ICP: companies HQ’d on the African continent',
    'Only keep accounts in Africa',
    'Remove every non-African company',
    'Geo = Africa (North Africa and Sub-Saharan Africa)',
    'africa only pls, drop the rest',
    'For the Q2 campaign we’re just doing Africa, Egypt and Morocco included',
    'Hi, can you take out all the accounts that aren’t in Afirca? Thanks',
  ],
};

/** A sentence for comparison across rounds: lower case, letters and digits only, single spaces. */
export function normalised(sentence: string): string {
  return sentence
    .toLowerCase()
    .normalize('NFKC')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * The first phrasing set's criteria (`ph-…`) with the same values and labels and the fifth round's sentences
 * (`ph5-…`); throws when a sentence equals one of `earlier` (every sentence of the earlier rounds) once
 * normalised.
 */
export function phrasing5Criteria(phrasing: Criterion[], earlier: string[]): Criterion[] {
  const used = new Set(earlier.map(normalised));
  return phrasing.map((c): Criterion => {
    const key = c.id.replace(/^ph-/, '');
    const instructions = PHRASINGS[key];
    if (!instructions) throw new Error(`no fifth-round phrasings for ${c.id}`);
    const repeated = instructions.filter((s) => used.has(normalised(s)));
    if (repeated.length) throw new Error(`${c.id} repeats an earlier round: ${repeated.join(' | ')}`);
    return { ...c, id: `ph5-${key}`, instructions, source: `${c.source} (the phrasing set's values and labels)` };
  });
}
