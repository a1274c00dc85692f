// Ninth phrasing set (ADR 0034), held apart like the fifth to eighth: the same 22 criteria with the same values and
// labels, each written seven NEW ways in the realistic mix of the seventh and eighth rounds — about a third plain
// sentences of the kind a rep types into a "who is a good lead" box ("Good leads are based in a European Union
// country", "Leads should sit in Japan, India, the Gulf states, Central Asia or anywhere else in Asia"), a third short
// notes, Slack lines and CRM filters ("hq.region = 'Midwest' (US Census)", "FTEs: 50 through 500", "@sdr-team
// 🇿🇦🇳🇬🇰🇪 …"), and a third longer briefs or emails that give the reason ("Our underwriting partner only insures
// …", "Morning Hana, quick one before the Q3 upload …"); negations, exceptions, numbers in words and notation,
// abbreviations, one real typo per criterion, British and American spelling. Written by a helper that did not read
// the rules reader (apps/server/src/knowledge/, the rules modules, their tests, the offline matcher, the reader-pass
// notes or docs/EVAL.md's lists of refused sentences), committed before any measurement and not changed after it.
// Each sentence means exactly its criterion's label; wordings that would change it ("North America" for the US,
// "Scandinavia" for the Nordics, "APAC" for Asia, "LATAM" for South America, "the Middle East" inside Asia or beside
// Africa, "tech" for software, "ARR" for revenue, "mid-market" without bounds, "8-figure" (it caps the digits),
// "over" for "at least", "AF" for Africa (Afghanistan's code), "Europe" for the EU, "life sciences" for healthcare)
// are not used. `phrasing9Criteria` refuses a sentence equal to one of an earlier round (the fifth to eighth
// included) after normalising case and punctuation, and one written twice in this round.
import type { Criterion } from './build-kit.ts';
import { normalised } from './build-phrasing5.ts';

const PHRASINGS: Record<string, string[]> = {
  eu: [
    'Good leads are based in a European Union country',
    'Keep any company whose headquarters are inside the EU, from Ireland and Portugal to Finland and Cyprus',
    'EU27 only – UK/CH/NO out',
    '@ops pls filter to EU member-state HQs',
    'Because our invoices go out through the Dublin entity and rely on the EU VAT reverse charge, we can only sell to companies headquartered in a European Union member state. Post-Brexit UK firms, Swiss and Norwegian companies and anything outside Europe need to be taken off.',
    'Hello Pieter, the list for the Brussels policy breakfast should only contain organisations whose head office is in one of the 27 EU countries; please delete the non-EU ones before you hand it over. Best, Inès',
    'leads in the Europaen Union only',
  ],
  dach: [
    'Good leads are companies headquartered in the DACH region',
    'Keep businesses from Germany, Austria and Switzerland and nobody else',
    'DE + AT + CH ✔',
    'HQ land ∈ {Deutschland, Österreich, Schweiz}',
    'We only have German-speaking account managers in Munich, Vienna and Zurich, and each of them covers one of those three countries, so every lead needs a head office in Germany, Austria or Switzerland. Please remove the others, Liechtenstein and the Netherlands included.',
    'Hi Felix, the DACH roadshow invitations can only go to companies based in Germany, Austria or Switzerland – could you clear everything else off the sheet? Viele Grüße, Sophie',
    'DACH only (Germany, Austria, Switzerlnad)',
  ],
  nordics: [
    'Good leads are headquartered in the Nordics',
    'Keep companies based in Sweden, Norway, Denmark, Finland or Iceland, and the Faroes, Greenland and Åland as well',
    'nordics ✔ rest ✘',
    '@sdr-nordic only DK/SE/NO/FI/IS (+ FO, GL, AX) HQs here',
    'The Oslo office owns every account in the Nordic countries – Denmark, Finland, Iceland, Norway and Sweden plus the Faroe Islands, Greenland and the Åland Islands – and nothing else, so please strip out companies headquartered in the Baltic states, Germany, the UK or further away.',
    'Hei Mikko, for the Nordic customer day we only want companies whose HQ is in a Nordic country; could you remove all the others before the invites go out? Kiitos',
    'nordic coutries HQ only',
  ],
  g7: [
    'Good leads are based in a G7 member country',
    'Keep companies headquartered in Germany, France, Italy, the United Kingdom, Canada, Japan or the United States',
    'G7 members only (7)',
    'hq_country ∈ G7',
    'Our sanctions and export review has only cleared the seven G7 economies so far, so please keep leads whose head office is in the US, Canada, the UK, Germany, France, Italy or Japan and remove the rest, including EU countries that are not G7 members such as Spain and the Netherlands.',
    'Hi Olivia, the leadership summit is co-hosted with a G7 trade body, so the invite list should only have companies headquartered in G7 countries. Could you take everyone else out? Thanks, Mark',
    'HQ in a G7 contry only',
  ],
  asia: [
    'Good leads are based in an Asian country',
    'Leads should sit in Japan, India, the Gulf states, Central Asia or anywhere else in Asia',
    'region = Asia (not Oceania)',
    'HQ continent: Asia ✔',
    'The Tokyo and Dubai offices between them cover Asia, from Turkey and Saudi Arabia in the west to Japan and Indonesia in the east, so please keep only companies headquartered in an Asian country. Australia, New Zealand and the Pacific islands are Oceania and should be removed with Europe, Africa and the Americas.',
    'Hi Mei, the Singapore conference list should only include businesses with their head office in Asia; please remove the ones headquartered on other continents. Thanks, Arjun',
    'asian HQ compnaies only',
  ],
  'south-america': [
    'Good leads are based in a South American country',
    'Keep companies headquartered in Argentina, Brazil, Chile, Colombia, Peru, Ecuador, Bolivia, Paraguay, Uruguay, Venezuela, Guyana or Suriname',
    'S. America only; no Mexico / Caribbean',
    'hq_continent = South America',
    'The reseller we signed in Santiago covers South America only – Mexico, Central America and the Caribbean sit with a different partner – so please keep companies whose headquarters are in a South American country and drop all others.',
    'Hola Diego, the Lima event list should only include companies headquartered in South America. Could you delete the leads from other regions, Central America included? Gracias, Paula',
    'south american HQs ony',
  ],
  'us-west-coast': [
    'Good leads are headquartered in California, Oregon or Washington',
    'Keep companies based on the US West Coast, meaning the three Pacific-coast states and not Alaska or Hawaii',
    'WA / OR / CA HQ only',
    'hq_state IN (CA, OR, WA)',
    'Our installers are based in Los Angeles, Portland and Seattle and can only reach customers in the three West Coast states, so please keep companies headquartered in California, Oregon or Washington and remove every other state, including Nevada, Arizona, Alaska and Hawaii.',
    'Hi Jordan, for the Bay Area happy hour we are inviting accounts based on the West Coast only (CA, OR and WA); could you remove the companies in other states? Thanks, Priya',
    'West Coast HQs only (Californa, Oregon, Washington)',
  ],
  'us-midwest': [
    'Good leads are headquartered in a Midwestern state',
    'Keep companies based in the Midwest, from Ohio and Michigan west to Kansas, Nebraska and the Dakotas',
    "hq.region = 'Midwest' (US Census)",
    'Midwest only: OH MI IN IL WI MN IA MO KS NE SD ND',
    'Our freight partner only runs routes through the Midwest, so please keep companies headquartered in the twelve Midwestern states as the Census Bureau defines them and remove the rest. Pennsylvania, Kentucky, Colorado and Oklahoma are neighbours, not members.',
    'Hi Megan, the Chicago and Detroit reps only cover the Midwest, so please remove any account headquartered outside the Midwestern states before the territory split. Thanks, Luis',
    'HQ in the Midwets only',
  ],
  manufacturers: [
    'Good leads are manufacturers, whatever they produce',
    'Keep manufacturers of every kind, from bakeries and breweries to steel mills, chip fabs and car plants',
    'mfg ✔ non-mfg ✘',
    'industry = Manufacturing (NAICS sectors 31, 32, 33)',
    'Our quality-inspection cameras are installed in factories, so the only leads we want are manufacturing businesses – whatever they produce. Wholesalers and retailers who just resell goods, builders, farms, mines and service companies should all be taken off.',
    'Hi Greta, the industrial-automation webinar is aimed at manufacturers only, so could you remove the companies that don’t make things? Cheers, Paul',
    'only manufacutring companies please',
  ],
  'software-it': [
    'Good leads are companies that build software or provide IT services',
    'Keep software publishers, IT consultancies, systems integrators, managed service providers and data-hosting companies',
    'software + IT services ✔',
    'NAICS 5112 / 5182 / 5415',
    'Our code-review product is bought by engineering teams, so please keep companies whose business is software – publishers, custom development shops, IT consultancies, data processing and hosting providers – and drop everyone else. Telecom operators, hardware makers and media publishers are not leads.',
    'Hi Tomasz, the DevOps meetup invites should go only to software and IT services firms; please remove accounts from any other industry. Thanks, Elena',
    'software/IT servcies companies only',
  ],
  healthcare: [
    'Good leads are healthcare providers – hospitals, doctors’ and dentists’ offices, clinics, labs and residential care homes',
    'Keep healthcare providers: hospitals, physician and dental offices, outpatient clinics, medical labs, home health services and residential care',
    'healthcare providers ✔ (no pharma, devices, insurers)',
    'NAICS 621–623 ✔',
    'Our patient-intake forms are built for care providers, so please keep hospitals, medical and dental practices, outpatient and diagnostic centres, ambulance services, home health agencies and nursing and residential care facilities. Pharmaceutical and device manufacturers, health insurers and social-assistance charities should be removed.',
    'Hi Chloe, for the clinician-burnout survey please keep only the healthcare providers and delete the companies that don’t provide care. Thanks, Dev',
    'only heathcare providers',
  ],
  'financial-services': [
    'Good leads are banks, lenders, investment firms, insurers and other financial companies',
    'Keep companies in finance and insurance, from retail banks and credit card issuers to brokers, fund managers and insurance carriers',
    'finance & insurance ✔ real estate ✘',
    'NAICS sector 52',
    'Our underwriting partner only insures regulated financial institutions, so please keep banks, credit unions, lenders, payment and card companies, securities brokers, asset managers and insurance companies. Real estate agents, accountants and every other industry should be removed.',
    'Hi Marcus, the FinServ round table is for financial services and insurance companies only; please delete the leads from other sectors. Thanks, Jo',
    'finanical services & insurance only',
  ],
  'c-level-founders': [
    'Good leads are founders or C-level executives',
    'Keep the founders and chief officers, such as the CEO, CFO, CTO, COO or CMO, and no one below them',
    'CxO + founders ✔ VPs ✘',
    'seniority ∈ {c_suite, founder}',
    'This is an invitation to a private dinner with our CEO, so the guests have to be founders or C-suite executives – chief executive, chief financial, chief technology officer and so on. Vice presidents, heads, directors and managers should be removed even if they are senior.',
    'Hi Anya, the founders’ breakfast list should only have founders, co-founders and C-level execs on it; please remove VPs and everyone else. Thanks, Rob',
    'only C-level and fonders',
  ],
  'director-plus': [
    'Good leads are directors or more senior',
    'Keep directors, heads, VPs, the C-suite, founders and owners; managers and below go',
    'Director+ only, no managers',
    'seniority IN (director, head, vp, c_suite, founder, owner, partner)',
    'Only people who own a budget can buy this, which in practice means director level or above: directors, heads of department, vice presidents, C-level executives, partners, founders and owners. Managers, team leads, analysts and other individual contributors should be removed.',
    'Hi Oskar, for the exec dinner invites please keep only contacts at director level or higher and remove managers and more junior staff. Thanks, Ruth',
    'director and higher titels only',
  ],
  'sales-roles': [
    'Good leads are people who work in sales',
    'Keep sales staff of every seniority – SDRs, BDRs, AEs, sales managers, sales directors and sales VPs',
    'sales dept only, any level',
    "job_function = 'Sales'",
    'Our call-recording product is used by sales teams, so please keep only contacts in sales roles, from sales development reps and account executives to sales managers, directors, VPs of Sales and chief revenue officers. Marketing, operations, finance, HR and engineering people should be removed.',
    'Hi Ellie, the sales-kickoff invite should only go to people in sales; please remove contacts from other functions and keep every seniority. Thanks, Tariq',
    'sales reps and sales leadership only (no other departmnets)',
  ],
  'employees-50-500': [
    'Good leads have 50-500 employees',
    'Keep companies with a headcount from fifty through five hundred',
    'FTEs: 50 through 500',
    'employees >= 50 AND employees <= 500',
    'We sell per seat and our sweet spot is companies with 50 to 500 people: below fifty employees the deal is too small, and above five hundred procurement asks for an enterprise plan we don’t have. Please remove anything outside that range.',
    'Hi Noor, for the scale-up campaign we only want companies with fifty to five hundred employees, both limits included; please drop smaller and larger ones. Thanks, Dan',
    'companies 50-500 empolyees only',
  ],
  'revenue-10m-plus': [
    'Good leads have revenue of $10M or more',
    'Keep companies with annual turnover of at least ten million US dollars',
    'annual rev ≥ 10,000,000 USD',
    'revenue_usd >= 10M',
    'Our implementation fee alone is more than a small company can afford, so please keep accounts with yearly revenue of 10 million dollars or higher and drop the ones with less than $10M.',
    'Hi Grace, the CFO asked for the target list to include only companies with at least $10M in annual revenue; could you delete everything below that? Thanks, Ivan',
    'revenue $10M+ only, remove smaller compaines',
  ],
  'business-email': [
    'Good leads use a work email address',
    'Keep contacts with a company-domain email and remove anyone on Gmail, Yahoo, Outlook.com, Hotmail or another free provider',
    'work email ✔ gmail/yahoo/hotmail ✘',
    'email_type = business',
    'Our sending domain gets throttled when we mail free consumer accounts, and people rarely buy from a personal inbox anyway, so please drop every contact on a free webmail provider such as Gmail, Yahoo, Hotmail, AOL, GMX or Proton and keep the ones on their employer’s domain.',
    'Hi Ravi, before we load the event list into the CRM could you remove everyone with a personal email address and keep only business ones? Thanks, Clara',
    'buisness email addresses only',
  ],
  'role-addresses': [
    'Good leads have an email address for one named person, not a shared inbox',
    'Keep emails that go to a named person and remove ones like info@, hello@, sales@, support@ or jobs@',
    'shared inboxes ✘ named people ✔',
    'email NOT LIKE role@ (info, sales, support, admin, contact…)',
    'Our cadence personalises every step with the recipient’s name and books meetings with them directly, so role-based mailboxes such as info@, enquiries@, sales@, team@ and support@ are no use. Please remove them and keep the addresses that belong to a single person.',
    'Hi Leon, please delete the generic and department mailboxes from the list before the campaign starts; we only want emails that reach one individual. Thanks, Maya',
    'no role-based addreses, individual people only',
  ],
  'us-only': [
    'Good leads are based in the United States',
    'Keep US companies and remove every company headquartered in another country, Canada and Mexico included',
    '🇺🇸 HQs only, foreign cos out',
    "hq_country = 'United States'",
    'Our product is only approved for sale in the United States, so please keep companies whose headquarters are in the US and remove every foreign company, including Canadian, Mexican and British ones.',
    'Hi Carlos, the state-by-state sales tax webinar only makes sense for US companies, so could you remove anything headquartered outside the United States? Thanks, Amy',
    'only Untied States companies',
  ],
  'german-speaking': [
    'Good leads are based in a country where German is an official language',
    'Keep companies in Germany, Austria, Switzerland, Liechtenstein, Luxembourg or Belgium',
    'DE AT CH LI LU BE ✔',
    'HQ country has German as an official language',
    'Our sales team only speaks German and English, and legal has approved German-language contracts for countries where German is an official language: Germany, Austria, Switzerland, Liechtenstein, Luxembourg and Belgium. Please remove every company headquartered anywhere else, Namibia included.',
    'Hi Anna, the German-language onboarding webinars are for companies in countries with German as an official language, so please delete the leads from all other countries. Danke, Jan',
    'German-speaking countires only (German is official)',
  ],
  africa: [
    'Good leads are based in an African country',
    'Keep companies headquartered anywhere in Africa, including Egypt, Morocco, Algeria and the rest of North Africa',
    'geo: Africa (whole continent), nothing else',
    '@sdr-team 🇿🇦🇳🇬🇰🇪 African HQs only for this list',
    'Our mobile-money integration only works with African payment rails, so please keep companies headquartered on the African continent, North and sub-Saharan Africa alike, and remove companies based in Europe, Asia, the Americas and Oceania.',
    'Hi Amara, the Nairobi founders’ forum is for African companies only; please remove any lead headquartered outside Africa before we send invites. Thanks, Kofi',
    'leads in Afirca only',
  ],
};

/**
 * The first phrasing set's criteria (`ph-…`) with the same values and labels and the ninth round's sentences
 * (`ph9-…`); throws when a sentence equals one of `earlier` (every sentence of the earlier rounds, the fifth to
 * eighth included) once normalised, when two of its own sentences are equal, or when a criterion has none.
 */
export function phrasing9Criteria(phrasing: Criterion[], earlier: string[]): Criterion[] {
  const used = new Set(earlier.map(normalised));
  return phrasing.map((c): Criterion => {
    const key = c.id.replace(/^ph-/, '');
    const instructions = PHRASINGS[key];
    if (!instructions) throw new Error(`no ninth-round phrasings for ${c.id}`);
    // One at a time, so a sentence written twice in this round is refused like one of an earlier round.
    const repeated: string[] = [];
    for (const s of instructions) {
      if (used.has(normalised(s))) repeated.push(s);
      used.add(normalised(s));
    }
    if (repeated.length) throw new Error(`${c.id} repeats an earlier sentence: ${repeated.join(' | ')}`);
    return { ...c, id: `ph9-${key}`, instructions, source: `${c.source} (the phrasing set's values and labels)` };
  });
}
