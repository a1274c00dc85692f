// Seventh phrasing set (ADR 0034), held apart like the fifth and sixth: the same 22 criteria with the same values
// and labels, each written seven NEW ways in a realistic mix rather than one dominant wrapper — about three in seven
// plain sentences of the kind a rep types into a "who is a good lead" box ("Only companies based in the EU", "we
// want directors and above"), two short notes / Slack asks / CRM-filter lines ("CA/OR/WA only", "rev ≥ $10m",
// "dept ∈ {Sales}; all seniorities"), and two longer briefs or emails that give the reason ("Our field reps live in
// Seattle, Portland and the Bay Area, so …"); negations, exceptions, numbers in words and notation, abbreviations,
// a few real typos, British and American spelling. Written by a helper that did not read the rules reader
// (apps/server/src/knowledge/, the rules modules, their tests, the offline matcher, the reader-pass notes or
// docs/EVAL.md's lists of refused sentences), committed before any measurement and not changed after it. Each
// sentence means exactly its criterion's label; wordings that would change it ("North America" for the US,
// "Scandinavia" for the Nordics, "APAC" for Asia, "LATAM" for South America, "the Middle East" inside Asia, "tech"
// for software, "ARR" for revenue, "mid-market" without bounds, "8-figure" (it caps the digits), "over" for "at
// least") are not used. `phrasing7Criteria` refuses a sentence equal to one of an earlier round (the fifth and
// sixth included) after normalising case and punctuation.
import type { Criterion } from './build-kit.ts';
import { normalised } from './build-phrasing5.ts';

const PHRASINGS: Record<string, string[]> = {
  eu: [
    'Only companies based in the EU',
    'We want businesses whose head office is in a European Union country',
    'EU HQ = yes, non-EU = no',
    'filter: country ∈ EU',
    'We are rolling out in the European Union first, so for this list please only keep organisations headquartered in one of the EU’s member states. Anything in the UK, Switzerland, Norway or further afield should be dropped for now.',
    'Quick context for the SDRs: our GDPR consent flows are only set up for the EU, so a lead needs to sit in an EU member country; non-EU companies are not a fit yet',
    'Good leads are HQ’d inside the Euorpean Union',
  ],
  dach: [
    'Only companies in Germany, Austria or Switzerland',
    'We want leads from the DACH countries',
    'DACH-only list pls',
    'geo filter → DE, AT, CH',
    'Our Zurich team covers Germany, Austria and Switzerland only (the classic DACH region), so anything headquartered elsewhere, Liechtenstein included, is not a lead for them.',
    'For the Munich event invite list, please restrict to accounts based in Germany, Austria and Switzerland and take the other countries out.',
    'good fit = HQ in germnay, austria or switzerland',
  ],
  nordics: [
    'Only companies based in the Nordic countries',
    'We want leads in Denmark, Norway, Sweden, Finland and Iceland, and in Greenland, the Faroe Islands and Åland too',
    'nordics pls, nothing else',
    'Region filter: Nordic (5 states + 3 autonomous territories)',
    'Our Stockholm office handles the Nordic region, which for us means the five Nordic states plus the Faroes, Greenland and Åland. Companies headquartered anywhere else (the Baltics and Germany included) should not be on the list.',
    'Because the partner only resells in the Nordics, only leads with a Nordic HQ qualify; please leave out everyone else.',
    'leads should be in the nordic contries',
  ],
  g7: [
    'Only companies headquartered in G7 countries',
    'We want accounts in the US, Canada, the UK, France, Germany, Italy or Japan',
    'G7 HQs only',
    'geo = G7 (7 countries), rest excluded',
    'The board wants us focused on the seven G7 members for the next two quarters. Please only pass through leads headquartered in one of those seven; Spain, Australia, South Korea and the other G20 countries don’t count.',
    'Context: pricing is only approved in G7 markets. A good lead is HQ’d in Canada, France, Germany, Italy, Japan, the United Kingdom or the United States; anywhere else is not a fit.',
    'we only want G-7 based companys',
  ],
  asia: [
    'Only companies based in Asia',
    'We want leads headquartered in Asian countries, whether that’s Japan, India, Saudi Arabia or Kazakhstan',
    'asia HQs only',
    'Continent = Asia; Oceania ≠ Asia',
    'We’re opening the Singapore office next month and the team there will cover the whole of Asia. Please keep only companies headquartered on the Asian continent; Australia and New Zealand stay with the Sydney team, so they’re out.',
    'For the Asia expansion campaign, a qualified lead is any business with its headquarters in an Asian country. European, African, American and Oceanian companies are not leads for this campaign.',
    'leads in asia only, nowhere elese',
  ],
  'south-america': [
    'Only companies based in South America',
    'We want leads in Brazil, Argentina, Chile, Colombia, Peru and the other South American countries',
    'S. America HQ only',
    'geo: South America (no Mexico/Central Am./Caribbean)',
    'The São Paulo team covers South America only. Mexico, Central America and the Caribbean are handled by the Miami office, so please keep only the accounts headquartered in South American countries.',
    'We’re launching a Spanish/Portuguese sequence for South American accounts, so every lead has to be HQ’d somewhere on the South American continent; anything in North or Central America, Europe etc. should be removed.',
    'leads from south amercia only',
  ],
  'us-west-coast': [
    'Only companies based on the US West Coast',
    'We want leads in California, Oregon or Washington State',
    'CA/OR/WA only',
    'state ∈ {California, Oregon, Washington}',
    'Our field reps live in Seattle, Portland and the Bay Area, so we want accounts headquartered in Washington, Oregon or California only. Alaska and Hawaii are too far to drive to; leave them out with the other states.',
    'For the West Coast roadshow please limit invites to companies headquartered in the three West Coast states (California, Oregon and Washington); Nevada, Arizona and everything east of them are not a fit.',
    'west coast companys only (Calif, Oregon, Wash state)',
  ],
  'us-midwest': [
    'Only companies based in the Midwest',
    'We want leads in the twelve Midwestern states',
    'midwest HQ only pls',
    'States: IL IN IA KS MI MN MO NE ND OH SD WI',
    'The Chicago team covers the Midwest as the Census Bureau draws it: Illinois, Indiana, Iowa, Kansas, Michigan, Minnesota, Missouri, Nebraska, North Dakota, Ohio, South Dakota and Wisconsin. Anything headquartered outside those states is not a lead for them.',
    'For the heartland campaign we only want accounts headquartered in the Midwest; Pennsylvania, Kentucky, Oklahoma and the rest of the country are out of scope.',
    'midwestern based accouts only',
  ],
  manufacturers: [
    'Only manufacturing companies',
    'We want companies that manufacture goods',
    'industry: mfg only',
    'NAICS 31–33 only',
    'Our software runs on the shop floor, so the right leads are manufacturers – food, chemicals, metals, machinery, electronics, anything made in a plant. Wholesalers, retailers, logistics and service businesses are not a fit.',
    'For the factory-automation campaign, please keep only companies in the manufacturing sector and drop every other industry from the list.',
    'manufactring companies only',
  ],
  'software-it': [
    'Only software and IT services companies',
    'We want software publishers and IT service providers',
    'sw + IT svcs only',
    'industry in (Software, IT Services)',
    'Our integration sells to companies that make software or deliver IT services – SaaS vendors, software publishers, IT consultancies, managed service providers and hosting / data-processing firms. Hardware makers, telecoms and media companies are not leads.',
    'For the developer-tools sequence, a good lead is a software company or an IT services firm; everyone in other industries should be removed.',
    'softwrae & IT service companies only',
  ],
  healthcare: [
    'Only healthcare providers',
    'We want organisations that deliver health care to patients: hospitals, practices, clinics, labs, home health and care homes',
    'healthcare providers only (no pharma / medtech / insurers)',
    'NAICS 621 / 622 / 623 only',
    'Our scheduling product is built for places that treat patients, so please keep hospitals, doctors’ and dentists’ offices, outpatient centres, labs, home-health agencies and nursing or residential care facilities. Pharma, medical-device makers, health insurers and social services are not leads.',
    'For the patient-engagement campaign we’re only targeting healthcare providers; every other industry should come off the list.',
    'helthcare providers only',
  ],
  'financial-services': [
    'Only financial services companies',
    'We want banks, insurers, lenders, investment firms and other financial companies',
    'FS + insurance only',
    'NAICS 52 only',
    'The compliance module is sold to regulated financial firms, so leads should be banks, insurers, asset and wealth managers, brokers, lenders, payment companies and similar. Real estate, accounting and everything else is out.',
    'For the finance vertical push, only companies in financial services (insurance included) are good leads; anyone outside that sector should be left off.',
    'financial servcies and insurance companies only',
  ],
  'c-level-founders': [
    'Only C-level executives and founders',
    'We want the people at the very top: CEOs, other chief officers, founders and owners',
    'CxO/founder only',
    'seniority: c_suite, founder, owner',
    'The message is a founder-to-founder note from our CEO, so please keep only founders, co-founders, owners and C-suite execs (CEO, CFO, COO, CTO, CMO and the like). VPs, directors and everyone below them should be removed.',
    'For the executive dinner we are inviting top leadership only — chief officers, founders and owners; vice presidents and below are not on the guest list.',
    'leads must be C-suite or a foudner',
  ],
  'director-plus': [
    'we want directors and above',
    'Only people at director level or higher',
    'Dir+ titles only',
    'seniority ≥ director, managers excluded',
    'This is an enterprise deal, so we need people with budget authority: directors, heads of department, VPs, the C-suite, founders and owners. Managers, team leads and individual contributors can’t sign, so please take them off.',
    'For the leadership webinar invite list, please keep contacts who are a director or more senior; anyone whose title sits below director level should be dropped.',
    'director-level and higher contacts onyl',
  ],
  'sales-roles': [
    'Only people working in a sales job',
    'We want salespeople at every level, from SDRs to the Chief Revenue Officer',
    'sales function only',
    'dept ∈ {Sales}; all seniorities',
    'Our product is a sales-coaching tool, so the right contacts are people in the sales organisation: SDRs and BDRs, account executives, sales managers, sales directors and VPs of Sales. Marketing, finance, HR, operations and engineering contacts should come out.',
    'For the quota-planning campaign please keep only contacts whose role is in sales, at whatever seniority, and remove everyone in other departments.',
    'sales poeple only',
  ],
  'employees-50-500': [
    'Only companies with 50 to 500 employees',
    'We want businesses employing at least fifty and at most five hundred people',
    '50 ≤ FTE ≤ 500',
    'emp. count 50-500 incl.',
    'Our onboarding works for companies that have outgrown spreadsheets but don’t yet have an in-house IT department, which in practice means 50 to 500 staff. Please drop anything below 50 employees or above 500.',
    'For the SMB-plus segment we define a good lead as a company with between fifty and 500 employees inclusive; smaller and larger companies go to other teams.',
    'companies with 50-500 emplyees',
  ],
  'revenue-10m-plus': [
    'Only companies with at least $10M in revenue',
    'We want companies turning over ten million dollars or more a year',
    'rev ≥ $10m',
    'min annual revenue 10M USD',
    'Our enterprise tier starts at a price only companies with meaningful revenue can justify, so please keep accounts with annual revenue of $10 million or above and drop everything smaller.',
    'For this campaign the revenue floor is 10 million US dollars per year — companies at or above that are good leads, companies under it are not.',
    'compnies with revenue of 10 million+ only',
  ],
  'business-email': [
    'Only contacts with a business email address',
    'We want work emails, not personal ones like Gmail or Hotmail',
    'no freemail',
    'email domain ≠ gmail/yahoo/outlook/etc.',
    'Our deliverability provider flags sends to consumer inboxes, so please remove any contact whose address is on a free email service (Gmail, Yahoo, Outlook/Hotmail, AOL, GMX, iCloud and so on) and keep the ones on company domains.',
    'For the partner co-marketing list we can only use company email addresses; personal webmail contacts should be taken out before the import.',
    'business emials only, no gmail etc',
  ],
  'role-addresses': [
    'Only emails that belong to an individual person',
    'We don’t want generic addresses like info@ or sales@',
    'no role inboxes',
    'local part ∉ {info, sales, support, admin, office, hello, contact…}',
    'Our sequences are personalised with the recipient’s first name, so shared inboxes like info@, support@, hello@, team@ or office@ make us look silly. Please remove those role-based addresses and keep the ones that belong to a named person.',
    'For the ABM sequence we need a real human on the other end of every email, so please drop department and functional mailboxes and leave the personal work addresses.',
    'no genric / role emails pls',
  ],
  'us-only': [
    'Only companies based in the United States',
    'We want American companies only, not Canadian or Mexican ones',
    'US HQ only',
    'country = US; CA & MX excluded',
    'We can only contract with companies in the United States for now (tax and data-residency reasons), so please remove every lead headquartered outside the US, including Canada and Mexico.',
    'For the US launch, good leads are companies headquartered in the USA; international companies are not leads yet.',
    'only US based compaines',
  ],
  'german-speaking': [
    'Only companies from German-speaking countries',
    'We want leads in every country with German as an official language: Germany, Austria, Switzerland, Liechtenstein, Luxembourg and Belgium',
    'German-official-language countries only',
    'geo: DE/AT/CH/LI/LU/BE',
    'We have just translated the product into German, so for launch we want companies headquartered wherever German is an official language. That is the DACH countries plus Liechtenstein, Luxembourg and Belgium; Namibia and the rest of the world are out.',
    'For the German-language webinar series please keep only accounts from countries that have German as an official national language and remove the others.',
    'german speaking contries only',
  ],
  africa: [
    'Only companies based in Africa',
    'We want leads anywhere in Africa, from Morocco and Egypt down to South Africa',
    'Africa HQ only',
    'HQ continent → Africa',
    'The Nairobi and Lagos teams together cover the whole African continent, so please keep only accounts headquartered in an African country and remove anything based in Europe, Asia, the Americas or Oceania.',
    'For the Africa summit follow-up, good leads are companies with their head office in Africa; everyone else can be removed.',
    'african based companies only',
  ],
};

/**
 * The first phrasing set's criteria (`ph-…`) with the same values and labels and the seventh round's sentences
 * (`ph7-…`); throws when a sentence equals one of `earlier` (every sentence of the earlier rounds, the fifth and
 * sixth included) once normalised, when two of its own sentences are equal, or when a criterion has none.
 */
export function phrasing7Criteria(phrasing: Criterion[], earlier: string[]): Criterion[] {
  const used = new Set(earlier.map(normalised));
  return phrasing.map((c): Criterion => {
    const key = c.id.replace(/^ph-/, '');
    const instructions = PHRASINGS[key];
    if (!instructions) throw new Error(`no seventh-round phrasings for ${c.id}`);
    // One at a time, so a sentence written twice in this round is refused like one of an earlier round.
    const repeated: string[] = [];
    for (const s of instructions) {
      if (used.has(normalised(s))) repeated.push(s);
      used.add(normalised(s));
    }
    if (repeated.length) throw new Error(`${c.id} repeats an earlier sentence: ${repeated.join(' | ')}`);
    return { ...c, id: `ph7-${key}`, instructions, source: `${c.source} (the phrasing set's values and labels)` };
  });
}
