// Eighth phrasing set (ADR 0034), held apart like the fifth to seventh: the same 22 criteria with the same values
// and labels, each written seven NEW ways in a realistic mix like the seventh round's — about a third plain
// sentences of the kind a rep types into a "who is a good lead" box ("A good lead is a company headquartered in
// Africa", "We only want businesses located in Washington, Oregon or California"), a third short notes, Slack lines
// and CRM filters ("EU-27 HQ ✔ / everything else ✘", "annual_revenue_usd >= 10000000", "#africa-team: …"), and a
// third longer briefs or emails that give the reason ("Our KYC product is only useful to companies that …", "Hi
// Kate, before the import …"); negations, exceptions, numbers in words and notation, abbreviations, one real typo
// per criterion, British and American spelling. Written by a helper that did not read the rules reader
// (apps/server/src/knowledge/, the rules modules, their tests, the offline matcher, the reader-pass notes or
// docs/EVAL.md's lists of refused sentences), committed before any measurement and not changed after it. Each
// sentence means exactly its criterion's label; wordings that would change it ("North America" for the US,
// "Scandinavia" for the Nordics, "APAC" for Asia, "LATAM" for South America, "the Middle East" inside Asia or
// beside Africa, "tech" for software, "ARR" for revenue, "mid-market" without bounds, "8-figure" (it caps the
// digits), "over" for "at least", "AF" for Africa (Afghanistan's code)) are not used. `phrasing8Criteria` refuses
// a sentence equal to one of an earlier round (the fifth to seventh included) after normalising case and
// punctuation, and one written twice in this round.
import { type Criterion, roundCriteria } from './build-kit.ts';

const PHRASINGS: Record<string, string[]> = {
  eu: [
    'Good leads are companies with an EU head office',
    'Please only keep organizations located in a member state of the European Union',
    'EU-27 HQ ✔ / everything else ✘',
    'hq_country IN eu_member_states',
    'We may only process prospect data under our EU data-processing agreement, so the lead list has to be companies headquartered in the twenty-seven EU countries. Switzerland, Norway, Iceland and the UK sit outside the Union and should be removed.',
    'Hi all – the grant funding this campaign is EU money, so we can only approach businesses based in EU member states. Could you filter out anyone outside the European Union before Monday? Thanks, Marta',
    'Companies must be headquarterd in an EU country',
  ],
  dach: [
    'A good lead is a company based in Germany, Austria or Switzerland',
    'We are looking for German, Austrian and Swiss businesses only',
    'territory: DACH (3 countries)',
    '#emea-sales: DACH accounts only for the Berlin SDR pod',
    'Our Frankfurt AE can only visit customers in Germany, Austria and Switzerland, so please keep companies headquartered in those three countries; Liechtenstein, Luxembourg and the rest of Europe are outside her patch.',
    'Hi Jonas, the DACH partner agreement only covers Germany, Austria and Switzerland, so please strip out every other country before the export. Danke, Lea',
    'only leads in Germany, Austira and Switzerland',
  ],
  nordics: [
    'A lead qualifies if it is headquartered in a Nordic country',
    'We only want companies from Denmark, Finland, Iceland, Norway or Sweden, or from the Faroe Islands, Greenland or the Åland Islands',
    'nordic region HQ → keep',
    'HQ ∈ Nordics (DK FI IS NO SE + FO GL AX)',
    'Our Copenhagen team sells across the Nordic region, and by Nordic we mean the Nordic Council members: the five countries plus the Faroe Islands, Greenland and Åland. Please remove companies headquartered anywhere outside that, Estonia and the Netherlands included.',
    'Hej team, the Nordic reseller can only take deals from the Nordics, so please keep just the Nordic-headquartered accounts and delete the others. Tack!',
    'companies headquarted in the Nordics only',
  ],
  g7: [
    'A good lead is headquartered in one of the G7 countries',
    'We are only interested in businesses from the United States, Japan, Germany, the UK, France, Italy and Canada',
    'G7 = keep, non-G7 = remove',
    'country in (US, JP, DE, GB, FR, IT, CA)',
    'Our pricing and contracts have only been localised for the Group of Seven markets, so please keep leads headquartered in Canada, France, Germany, Italy, Japan, the UK or the US. China, India, Brazil, Spain and every other country should be removed.',
    'Hi Tom, the analyst report we are promoting only covers the G7 economies, so could you keep the G7-headquartered companies and take the rest off? Cheers',
    'G7 natons only please',
  ],
  asia: [
    'Good leads are companies headquartered somewhere in Asia',
    'We want businesses whose head office is in an Asian country, from Japan and Indonesia to India and Uzbekistan',
    'geo: Asia only (AU/NZ = Oceania, out)',
    '#asia-pod: only Asian HQs in this upload pls',
    'We are hiring our first reps in Singapore and Bangalore, and until the team grows they can only work accounts headquartered in Asia. Please drop companies based in Europe, Africa, the Americas and Oceania, Australia included.',
    'Hi Wei, for the Asia partner summit we need a list of companies whose headquarters are in an Asian country; anything HQ’d on another continent isn’t relevant. Thanks!',
    'Only companies in Aisa',
  ],
  'south-america': [
    'A good lead is any company headquartered in South America',
    'We want businesses located in the South American countries, such as Ecuador, Uruguay, Paraguay, Bolivia or Venezuela',
    'geo → South America; MX & Central America out',
    'continent: South America',
    'Our Buenos Aires and Bogotá reps cover South America and nothing else; Mexico and Central America belong to the Mexico City team and the Caribbean islands to a partner. So please keep only accounts headquartered on the South American continent.',
    'Hi Carla, the Portuguese and Spanish webinars are aimed at South American companies, so could you remove any lead headquartered outside South America? Obrigado',
    'only companies from South Amerca',
  ],
  'us-west-coast': [
    'A good lead is a company headquartered on the West Coast of the US',
    'We only want businesses located in Washington, Oregon or California',
    'HQ state: WA, OR or CA',
    'west coast (3 states, no AK/HI) → keep',
    'Because the West Coast team works Pacific time and visits customers in person, please keep only companies headquartered in California, Oregon and Washington State. Nevada, Idaho, Alaska and Hawaii are out even though they are in the West.',
    'Hi Dana, the San Francisco meetup invite should only go to accounts based in the three West Coast states (California, Oregon, Washington). Could you drop every other state? Thanks',
    'west coast only: Califronia, Oregon, Washington',
  ],
  'us-midwest': [
    'A good lead is a company headquartered in the Midwest',
    'We are looking for businesses in Illinois, Indiana, Iowa, Kansas, Michigan, Minnesota, Missouri, Nebraska, North Dakota, Ohio, South Dakota or Wisconsin',
    'Midwest (Census Region 2) only',
    '#central-sales midwest HQs only',
    'Our distributor covers the twelve Census Bureau Midwest states, from Ohio out to the Dakotas, Nebraska and Kansas, so please keep only companies headquartered in that region. Kentucky, Pennsylvania, Oklahoma and Colorado border it but are not part of it.',
    'Hi Jake, we are doing a Midwest road trip in the spring, so I only need accounts headquartered in Midwestern states. Anything in the South, the Northeast or the West can be removed. Thanks',
    'only companies in the Midwset',
  ],
  manufacturers: [
    'A good lead is a manufacturer',
    'We want companies in manufacturing, whether they make food, textiles, chemicals, plastics, metal parts, machines or vehicles',
    'sector: manufacturing (any sub-industry)',
    'NAICS 31-33 (mfg) → keep; other sectors → drop',
    'Our predictive-maintenance sensors go on production lines, so the leads we want are manufacturing companies of any kind — food processing, chemicals, metal fabrication, electronics, furniture and so on. Distributors, retailers, construction firms and mining companies should be removed.',
    'Hi Sven, for the trade-show follow-up please keep only the manufacturers and remove every company from other sectors. Ta, Anna',
    'only manufacturng businesses',
  ],
  'software-it': [
    'A good lead is a software company or an IT services company',
    'We want companies that write and sell software or that provide IT services such as custom development, systems integration, hosting and managed IT',
    'ind: software / IT svcs',
    'industry ∈ {software publishing, IT services & consulting, hosting}',
    'Our API monitoring tool is used by engineering teams at software vendors and IT service firms, so please keep companies that publish software, build custom software for clients, run IT infrastructure or host data. Electronics manufacturers, telecom carriers and book or newspaper publishers are not a fit.',
    'Hi Raj, the developer conference sponsorship targets software and IT services businesses only, so could you remove every account in other industries before we send invites?',
    'sofware and IT services firms only',
  ],
  healthcare: [
    'A good lead is a healthcare provider such as a hospital, clinic or care home',
    'We are after organizations that provide medical care: hospitals, physicians’ and dental practices, outpatient and diagnostic centers, home health agencies and nursing homes',
    'healthcare = providers (hospitals, practices, care homes), not pharma',
    'NAICS 621-623 → keep',
    'Our billing software is for organisations that see patients, so please keep hospitals, doctors’ surgeries, dental and therapy practices, ambulance services, labs and nursing or residential care homes. Drug makers, medical-equipment suppliers, health insurers and charities that provide social services are not leads.',
    'Hi Ana, for the nurse-staffing campaign we only want healthcare providers, so please remove every company that doesn’t deliver care to patients. Thanks',
    'healthcare provders only',
  ],
  'financial-services': [
    'A good lead is a financial services company, insurers included',
    'We want banks, credit unions, lenders, brokers, asset managers and insurance companies',
    'vertical: finance & insurance',
    'NAICS 52 → keep, all else → drop',
    'Our KYC product is only useful to companies that handle money for customers, so please keep banks, credit unions, card issuers, lenders, investment and brokerage firms, fund managers and insurers. Real estate agencies, accounting firms and everything else should be removed.',
    'Hi Leo, the banking conference list should only have financial services and insurance companies on it; please delete the other industries. Cheers',
    'finacial services firms only (insurance counts)',
  ],
  'c-level-founders': [
    'A good lead is a founder or a C-suite executive',
    'We are only reaching out to chief executives and other chief officers, plus company founders and co-founders',
    'persona: CxO / founder; no VPs',
    'seniority in (C-level, Founder)',
    'The offer needs sign-off at the very top, so please keep only CEOs, CFOs, COOs, CTOs and other “Chief … Officer” titles, along with founders and owners. Executive and senior vice presidents, heads of department and functional directors don’t make this call and should be removed.',
    'Hi Sam, the CEO roundtable invite is for C-level people and founders only; anyone else should come off the list. Thanks!',
    'founders and C-levle execs only',
  ],
  'director-plus': [
    'A good lead has a director-level title or something more senior',
    'We only want to talk to directors, heads of department, VPs, C-level executives and founders',
    'seniority: Director / Head / VP / C-suite / Owner / Founder',
    'title level ≥ Director (mgr & below out)',
    'The contract value is high enough that only someone at director level or above can approve it, so please keep directors, heads of function, vice presidents, the C-suite, founders and owners. Anyone with a manager, team-lead, specialist or analyst title should be removed.',
    'Hi Priya, for the executive briefing series please make sure every contact is a director or higher; managers and individual contributors can be dropped. Thanks, Ben',
    'directors and abvoe only',
  ],
  'sales-roles': [
    'A good lead works in sales, at any level',
    'We are looking for people in sales roles, from BDRs and account executives up to sales directors, VPs of Sales and CROs',
    'job function = sales (IC → CRO)',
    '#revops: sales titles only for this import',
    'Our tool lives inside the CRM that reps use every day, so the right contacts are people in the sales team, whether they are SDRs, account executives, sales managers or the head of sales. People in marketing, customer support, finance, HR and engineering don’t use it and should be taken out.',
    'Hi Nina, the sales-compensation webinar is aimed at the sales organisation, so please remove anyone whose job is not in sales and keep all seniorities. Cheers',
    'only contacts in slaes roles',
  ],
  'employees-50-500': [
    'A good lead has between 50 and 500 employees',
    'We are looking for companies employing from fifty up to five hundred people, both ends included',
    'size 50–500 emp',
    'employees: min 50, max 500',
    'Companies under fifty staff don’t have the budget for us and companies with more than 500 want an enterprise contract we don’t offer yet, so please keep only accounts with 50 to 500 employees.',
    'Hi Tom, for the growth-stage campaign we need companies with a headcount of at least 50 and no more than 500; please remove the others. Thanks',
    '50 to 500 employes only',
  ],
  'revenue-10m-plus': [
    'A good lead makes at least ten million dollars in revenue a year',
    'We want companies with annual revenues of $10 million or higher',
    'revenue: $10M min',
    'annual_revenue_usd >= 10000000',
    'Our cheapest plan costs more than a small business can justify, so please keep only companies whose yearly revenue is $10M or more and remove the ones below ten million.',
    'Hi Lucy, finance asked us to focus on accounts with at least 10 million US dollars in annual revenue, so could you take out everyone under that threshold? Thanks, Omar',
    '$10M+ anual revenue only',
  ],
  'business-email': [
    'A good lead has a company email address, not a personal one',
    'We only want contacts whose email is on their employer’s domain rather than Gmail, Yahoo, Hotmail, AOL or similar',
    'email: corporate domain ✔ freemail ✘',
    'email_domain NOT IN free_providers',
    'Emails to personal inboxes hurt our sender reputation and rarely reach a buyer, so please remove contacts using free email services like Gmail, Outlook.com, Yahoo, GMX or iCloud and keep those with a company domain.',
    'Hi Kate, before the import could you delete the contacts with free webmail addresses? We only want people at their work email. Thanks',
    'company email adresses only',
  ],
  'role-addresses': [
    'A good lead has an email address that belongs to one specific person',
    'We don’t want shared or departmental addresses such as info@, support@, sales@, billing@ or admin@',
    'role mailboxes (info@/sales@/support@…) → remove',
    'email local-part must be a person’s name',
    'Our emails start with the recipient’s first name and replies are tracked per person, so generic mailboxes like contact@, office@, careers@ or press@ are useless to us. Please remove those and keep the addresses that belong to an individual.',
    'Hi Sara, could you clean the list of generic company inboxes before the sequence starts? Only keep emails that go to a named individual. Thanks',
    'no generic inboxs, named people only',
  ],
  'us-only': [
    'A good lead is a company headquartered in the US',
    'We only want American businesses; Canadian, Mexican and other foreign companies are out',
    'HQ country: United States of America',
    "country_code == 'US'",
    'We don’t have a legal entity outside the United States yet, so we can only sign customers that are headquartered in the US. Please remove companies based in Canada, Mexico, the UK and everywhere else.',
    'Hi Ben, the webinar is about US tax rules, so the invite list should only include companies headquartered in the USA. Could you take out the international ones? Thanks',
    'only comapnies in the USA',
  ],
  'german-speaking': [
    'A good lead is headquartered in a country where German is an official language',
    'We want companies in Germany, Austria, Switzerland, Liechtenstein, Luxembourg or Belgium, the countries with German as an official language',
    'lang market: German (official) → DE/AT/CH/LI/LU/BE',
    'HQ in a German-official country (6 of them)',
    'All our sales collateral and support is in German, so we want companies headquartered in countries where German has official status: Germany, Austria, Switzerland, Liechtenstein, Luxembourg and Belgium. Namibia only recognises German as a national language, so it doesn’t count, and neither does anywhere else.',
    'Hi Lukas, for the German-language newsletter please only keep companies from the German-speaking countries, i.e. where German is an official language, and remove the others. Danke',
    'only countries with German as an offical language',
  ],
  africa: [
    'A good lead is a company headquartered in Africa',
    'We want businesses based in any African country, North African ones such as Egypt, Morocco and Tunisia included',
    'HQ on the African continent → keep',
    '#africa-team: African HQs only pls',
    'Our payments product is licensed in every African market but nowhere else yet, so the list should only contain companies headquartered in Africa, from Morocco and Egypt to Nigeria, Kenya and South Africa. Companies in Europe, Asia, the Americas and Oceania need to be removed.',
    'Hi Kwame, for the Johannesburg summit we only want leads from African countries, so please drop any company headquartered outside Africa. Thanks',
    'only companies based in Arfica',
  ],
};

/** The eighth round's criteria (`ph8-…`; `roundCriteria` refuses a sentence of an earlier round or written twice). */
export const phrasing8Criteria = (phrasing: Criterion[], earlier: string[]): Criterion[] => roundCriteria(8, PHRASINGS, phrasing, earlier);
