// Fourth phrasing set (ADR 0034): the third round was used to widen the instruction reader (its refused sentences
// and confident mistakes were the list of forms to read), so it is no longer held apart either. The same 22
// criteria with the same values and labels, each written six NEW ways as sales reps write them — Slack asks,
// emails, CRM filter notes, campaign briefs; register, order, negations, shorthand, typos, lists, parentheses,
// exceptions — before the fourth reader pass, without going back to the rules code or its tests for wordings,
// and not changed after the first measurement. A wording that would change the criterion's meaning ("North
// America" for the US, "Scandinavia" for the Nordics, "APAC" for Asia, "LATAM" for South America, "Pacific
// states" for the West Coast, "the Middle East" inside Asia) is not used.
import type { Criterion } from './build-kit.ts';

const PHRASINGS: Record<string, string[]> = {
  eu: [
    'Hey team, for this list can we stick to EU companies? Thanks!',
    'Filter: HQ country in EU-27',
    'Exclude anything outside the European Union (UK and Switzerland count as outside)',
    'only keep accts based in an EU member state',
    'EU countires only',
    'Non-EU → remove',
  ],
  dach: [
    'Can you filter this down to the DACH countries?',
    'Keep: Germany, Austria, Switzerland. Remove: everything else',
    'german/austrian/swiss companies only',
    'Please exclude all accounts not located in the DACH region',
    'DACH accts only (no Liechtenstein)',
    'Territory - Germany + Austria + Switzerland',
  ],
  nordics: [
    'Keep the Nordic region (Denmark, Finland, Iceland, Norway, Sweden + the Faroe Islands, Greenland, Åland)',
    'Only Nordic accounts please',
    'Exclude non-Nordic companies (Greenland, the Faroes and Åland count as Nordic)',
    'nordics only - remove everything else',
    'Filter to the Nordic countries and their autonomous territories',
    'Region: Nordic',
  ],
  g7: [
    'G7 coutries only please',
    'Keep US, UK, Canada, France, Germany, Italy and Japan; drop the rest',
    'Remove any company not HQd in a G7 nation',
    'G-7 markets only',
    'Target countries = G7 members',
    'Pls exclude non-G7 accounts',
  ],
  asia: [
    'Can we keep only the Asian companies?',
    'Region: Asia (all of it, incl. Central Asia)',
    'Exclude all accounts outside Asia',
    'asia-based accts only',
    'Keep Asia, remove Europe, Africa, the Americas and Oceania',
    'HQ must be in Asia',
  ],
  'south-america': [
    'Only keep South America',
    'Exclude everything that is not in South America (Mexico, Central America and the Caribbean are out)',
    'south american cos only pls',
    'Region = South America',
    'Keep accounts headquartered in a South American country',
    'Remove all non-South American accounts',
  ],
  'us-west-coast': [
    'Exclude all states except California, Oregon and Washington',
    'Keep California, Oregon and Washington state; remove all other states',
    'Region: West Coast (California / Oregon / Washington)',
    'west coast accts only',
    'Exclude every state that is not on the west coast',
    'Keep CA + OR + WA only',
  ],
  'us-midwest': [
    'Everything except the Midwest gets removed',
    'Region: Midwest (12 states per the US Census)',
    'Exclude all states outside the Midwest',
    'midwest only pls',
    'Keep Illinois, Indiana, Iowa, Kansas, Michigan, Minnesota, Missouri, Nebraska, North Dakota, Ohio, South Dakota and Wisconsin',
    'Midwestern accounts only',
  ],
  manufacturers: [
    'Remove all industries except manufacturing',
    'Industry: manufacturing (no wholesale, no retail)',
    'Exclude anyone who is not a manufacturer',
    'Keep manufactuers only',
    'manufacturing cos only pls',
    'Vertical = Manufacturing',
  ],
  'software-it': [
    'Hi! For the Q1 push we need software and IT services companies only',
    'Industry: software or IT services',
    'Exclude everything that is not software / IT services',
    'software + it services cos only',
    'Keep software companies (SaaS, ISVs) and IT service providers (consulting, hosting, managed services)',
    'vertical is software / IT svcs',
  ],
  healthcare: [
    'Healthcare only — no pharma, no insurance',
    'Industry: healthcare (hospitals, clinics, nursing homes, etc.)',
    'Exclude anything that is not healthcare',
    'healthcare cos only pls',
    'Keep health care providers',
    'Vertical = Health Care',
  ],
  'financial-services': [
    'For this campaign: financial services firms only',
    'Industry: finance & insurance',
    'Exclude everything outside financial services',
    'finserv accts only',
    'Keep banks, insurers, brokers, lenders and other financial firms',
    'Vertical = Financial Services',
  ],
  'c-level-founders': [
    'Only keep C-level execs and founders',
    'Exclude everyone who is not C-suite or a founder/owner',
    'Title: CEO, CFO, COO, CTO, CMO or other chief; also founders + owners',
    'c-suite + founders only pls',
    'Keep CxOs and founders; remove the rest',
    'Persona: C-level (incl. founders and owners)',
  ],
  'director-plus': [
    'only want director and above titles',
    'Seniority: Director or higher',
    'Exclude everyone under director level',
    'dir+ only pls',
    'Keep directors, VPs and C-level; drop managers and ICs',
    'Level = Director and up',
  ],
  'sales-roles': [
    'Just the sales folks, please',
    'Function: Sales',
    'Exclude anyone who is not in sales',
    'sales ppl only pls',
    'Keep sales roles (AEs, SDRs, sales managers, sales directors, VPs of sales)',
    'Department = Sales',
  ],
  'employees-50-500': [
    'We want companies with 50 to 500 employees, nothing smaller or bigger',
    'Headcount: 50-500',
    'Please remove companies under 50 or over 500 employees, too small / too big',
    'employees between 50 and 500 pls',
    'Company size = 50–500 FTEs',
    'Keep 50 - 500 employees, drop the rest',
  ],
  'revenue-10m-plus': [
    'Only keep companies with revenue of $10M or more',
    'Revenue: 10M+',
    'Exclude companies with less than $10M in revenue',
    'rev >= 10m pls',
    'Annual revenue at least $10 million',
    'Keep $10M+ revenue accounts, drop smaller ones',
  ],
  'business-email': [
    'Only keep business email addresses',
    'Exclude gmail/yahoo/hotmail/outlook etc. (any free mail)',
    'Remove free email domains',
    'work emails only pls',
    'Keep company email addresses, no personal email',
    'Email: business only',
  ],
  'role-addresses': [
    'Exclude generic email addresses like info@ and sales@',
    'Remove role emails (info, sales, support, admin)',
    'Keep only named personal emails',
    'no info@ / sales@ type addresses pls',
    'Drop role-based mailboxes',
    'Exclude catch-all and department inboxes',
  ],
  'us-only': [
    'Please limit to companies in the US',
    'Country: United States',
    'Exclude all accounts outside the USA',
    'us accts only pls',
    'Keep American companies, remove the rest',
    'HQ must be in the US',
  ],
  'german-speaking': [
    'Only keep German-speaking countries',
    'Region: German-speaking (Germany, Austria, Switzerland, Liechtenstein, Luxembourg, Belgium)',
    'Exclude countries where German is not an official language',
    'german speaking markets only pls',
    'Keep countries that have German as an official language',
    'Language: German (official language countries)',
  ],
  africa: [
    'Just African companies for this one',
    'Region: Africa',
    'Exclude everything outside Africa',
    'africa accts only pls',
    'Keep companies headquartered in Africa',
    'Continent = Africa',
  ],
};

/** The first phrasing set's criteria (`ph-…`) with the same values and labels and the fourth round's sentences (`ph4-…`). */
export function phrasing4Criteria(phrasing: Criterion[]): Criterion[] {
  return phrasing.map((c): Criterion => {
    const key = c.id.replace(/^ph-/, '');
    const instructions = PHRASINGS[key];
    if (!instructions) throw new Error(`no fourth-round phrasings for ${c.id}`);
    return { ...c, id: `ph4-${key}`, instructions, source: `${c.source} (the phrasing set's values and labels)` };
  });
}
