// Fourteenth phrasing set, held apart like the fifth to thirteenth: the same 22 criteria with the same values and labels,
// each written eight NEW ways. Like the thirteenth round, and unlike the fifth to twelfth (stress tests in unusual
// styles), it is a sample of ORDINARY writing — the second one, by a different author — so that it measures the reader
// on everyday instructions it has never seen. Per criterion three short criteria-box entries ("Headcount between 50 and
// 500", "No generic inboxes (info@, sales@, support@)"), three one- or two-sentence instructions as written in an ICP
// brief, a CRM note or a message to an SDR (plain English, an exception or two where natural), and two longer briefs of
// two or three sentences that say why, what stays and what goes. Ordinary variety of verbs and framings (keep, remove,
// exclude, drop, only, focus on, target, we sell to, our ICP is, good fit, disqualify), lists of names where natural,
// and only the abbreviations sales teams commonly use (US, UK, EU, DACH, G7, VP, SVP, EVP, CRO, SDR, C-level, HQ, SMB,
// NAICS). No formulas, no foreign languages, no chat transcripts, no deliberate typos. Written by a helper that did not
// read the rules reader (apps/server/src/knowledge/), the offline matcher, their tests, the reader-pass notes or the
// refused-sentence lists, nor the sentences of any earlier round — only the values and labels of eval/phrasing.json;
// committed before any measurement and not changed after it. Each sentence means exactly its criterion's labels: the
// EU is its 27 member states (the UK, Liechtenstein, Monaco and the Balkan states outside it are out); DACH is
// Germany, Austria and Switzerland without Liechtenstein; the Nordics include Finland, Iceland, the Faroe Islands and
// Åland ("Scandinavia" is not used); Asia runs from Turkey, Israel and the Gulf states to Japan, Central Asia and the
// Caucasus included, Cyprus counted as Europe and Egypt as Africa ("APAC" and a bare "Middle East" are not used);
// South America is the twelve countries, not Central America, Mexico or the Caribbean; the West Coast is California,
// Oregon and Washington State (not DC, Alaska, Hawaii or Nevada); the Midwest is the Census Bureau's twelve states;
// manufacturing is NAICS 31–33 (no wholesalers, retailers or "makes physical products", which would take in farms and
// mines); software and IT services leave hardware makers out; healthcare is care delivery (NAICS 621–623: medical labs,
// ambulances, retirement communities and residential care in; pharma, pharmacies, non-medical testing labs and
// non-residential social services out), and no short list of provider types stands for the whole of it; financial
// services are the whole finance and insurance sector; C-level keeps managing directors, directors general and
// founders and is never written with owners; director-and-above keeps heads of a function, presidents, founders and
// owners and drops every manager, senior managers included; sales runs from the SDR to the CRO without marketing;
// both size bounds are inclusive and revenue has no upper limit; "personal" is used only for free-mail addresses, and
// role addresses are written as a function's mailbox, never as "non-personal". `phrasing14Criteria` refuses a sentence
// equal to one of an earlier round (the fifth to thirteenth included) after normalising case and punctuation, and one
// written twice.
import { type Criterion, roundCriteria } from './build-kit.ts';

const PHRASINGS: Record<string, string[]> = {
  eu: [
    'HQ in the EU',
    'EU member countries only, UK excluded',
    'Companies located in EU member states',
    "We're only targeting the European Union right now, so keep companies in the 27 member states and remove the rest.",
    'Please keep leads from EU countries. The UK left the EU, so UK companies should be removed too.',
    'Our ICP is EU-based businesses. Anything outside the EU, including non-EU parts of Europe like Serbia, Monaco or Liechtenstein, is out.',
    'Our legal entity and contracts currently only cover the European Union, so we can only sell to companies based in an EU member state. Keep all 27 members, from Ireland to Cyprus. Remove everyone else, including the UK, Norway, Switzerland and microstates like Liechtenstein and Monaco.',
    "We're rolling out in the EU first. Keep any company whose country is an EU member state; drop companies in the rest of Europe (the UK, the Balkan countries that haven't joined, Liechtenstein) and everywhere else in the world.",
  ],
  dach: [
    'Germany, Austria and Switzerland only',
    'DACH companies, nothing else',
    'Target region: DACH (DE, AT, CH)',
    'Keep companies based in Germany, Austria or Switzerland and remove every other country.',
    'We only cover the DACH market. Liechtenstein and Luxembourg are not part of it, so take them out.',
    'Focus on DACH accounts; anything outside Germany, Austria and Switzerland can go.',
    'Our Munich team covers the DACH region, which for us means Germany, Austria and Switzerland. Keep leads from those three countries. Everything else goes, including neighbours like Liechtenstein, Italy and France.',
    'For Q3 the SDRs are working DACH only. Please keep companies headquartered in Germany, Austria and Switzerland and remove the rest of Europe and the world.',
  ],
  nordics: [
    'Nordics (Sweden, Norway, Denmark, Finland, Iceland, plus the Faroes and Åland)',
    'Keep the Nordic region, drop the Baltics',
    'Nordic-based companies only',
    'Please keep only companies in the Nordic countries: Denmark, Finland, Iceland, Norway and Sweden, including the Faroe Islands and Åland.',
    "We sell to the Nordics. Finland and Iceland count, Estonia and the other Baltic states don't.",
    'Only keep leads based in the Nordic countries; everything else in Europe should be removed.',
    'Our Stockholm office handles the Nordic market, meaning Sweden, Norway, Denmark, Finland and Iceland, along with the Faroe Islands and the Åland Islands. Keep companies from those places. Remove the Baltics, Germany and the rest of Europe, since they are covered by other teams.',
    "We're launching in the Nordics first because our reseller partners are there. Keep any company in a Nordic country, Iceland, Finland, the Faroes and Åland included. Everyone outside the Nordics is out of scope for now.",
  ],
  g7: [
    'Only companies in G7 nations',
    'Keep the G7: US, Canada, UK, France, Germany, Italy, Japan',
    'G7 markets, remove the rest',
    "We're targeting the G7 economies, so keep the United States, Canada, the UK, France, Germany, Italy and Japan and remove every other country.",
    'Only keep companies headquartered in a G7 country. Australia and Ireland are not G7, so they go.',
    'Focus on G7 countries only. India, Brazil and the rest of the G20 are not in scope.',
    'Our enterprise plan is priced for the largest developed markets, so this list should only cover the G7: the United States, Canada, the United Kingdom, France, Germany, Italy and Japan. Keep companies from those seven countries. Remove companies everywhere else, even large economies such as Australia, Switzerland or India.',
    'Leadership wants the pipeline review limited to G7 countries. Keep anything headquartered in the US, Canada, Japan, the UK, Germany, France or Italy, and take out all the other countries in the file.',
  ],
  asia: [
    'Asian companies only, Turkey and the Gulf included',
    'Keep Asia (including Israel, the Gulf states and Turkey)',
    "HQ anywhere in Asia; Cyprus doesn't count",
    'Keep companies based in Asia. That includes West Asia (Saudi Arabia, the UAE, Israel, Jordan and the other Gulf and Levant states), Turkey and Central Asia, but not Cyprus or Egypt.',
    'We sell across Asia: East, Southeast, South, Central and West Asia, with Cyprus counted as Europe. Remove Europe, Africa, the Americas and Oceania.',
    'Only keep Asian accounts; Cyprus counts as Europe, and Australia, New Zealand and the Pacific islands as Oceania.',
    'Our Singapore office covers all of Asia, from Turkey, Israel and the Gulf states in the west to Japan in the east, including Central Asia and the Caucasus. Keep companies from any Asian country. Cyprus is handled by the Europe team and Egypt by Africa, so remove them together with Europe, Africa, the Americas and Oceania.',
    "This is an Asia-only list. Keep every company located in an Asian country, whether that's Turkey, Saudi Arabia, India, China, Indonesia or Kazakhstan. Remove everything outside Asia; we treat Cyprus as European.",
  ],
  'south-america': [
    'Companies in South America only',
    'Keep South America, drop Central America and the Caribbean',
    'South America only (Brazil, Argentina, Chile, etc.)',
    'Keep companies in South America, including Guyana and Suriname. Mexico, Central America and the Caribbean are out.',
    'We only sell in South America right now, so please remove any lead from outside the continent.',
    'Only keep accounts from the twelve South American countries: Argentina, Bolivia, Brazil, Chile, Colombia, Ecuador, Guyana, Paraguay, Peru, Suriname, Uruguay and Venezuela.',
    'This list goes to the reps who cover South America. Keep companies located in any South American country, from Colombia and Venezuela down to Chile and Argentina, Guyana and Suriname included. Companies in Mexico, Central America, the Caribbean and everywhere else should be removed.',
    "We've opened a São Paulo office to sell across South America. Please keep leads from South American countries and remove the rest of the world, including the Dominican Republic and other Caribbean islands, which belong to the North America territory.",
  ],
  'us-west-coast': [
    'Only CA, OR and WA companies',
    'California, Oregon and Washington State',
    'Keep West Coast states, no Alaska or Hawaii',
    'Keep companies headquartered in California, Oregon or Washington state. Every other state, Nevada and DC included, should be removed.',
    'Our West Coast rep only takes accounts in the three Pacific coast states: California, Oregon and Washington.',
    'Only West Coast leads, please. Washington means the state, not Washington, DC.',
    "We're hosting a roadshow in San Francisco, Portland and Seattle, so this list should only contain companies from the West Coast: California, Oregon and Washington. Remove leads from all other states, including Alaska, Hawaii and Nevada, and from Washington, DC.",
    'The West region is being split, and this list is for the new West Coast territory. Keep accounts in California, Oregon and Washington State only. Everything else, mountain states and the East Coast included, goes to other reps, so take it out.',
  ],
  'us-midwest': [
    'Midwestern companies, no other US regions',
    'Keep the 12 Midwest states',
    'Region: US Midwest',
    'Keep companies in the Midwest states: Ohio, Michigan, Indiana, Illinois, Wisconsin, Minnesota, Iowa, Missouri, Kansas, Nebraska, South Dakota and North Dakota.',
    'We only want Midwest accounts. Remove companies in the Northeast, the South and the West.',
    'Please keep leads located in a Midwestern state and drop every other state and DC. Kentucky and Oklahoma are not Midwest for us.',
    'Our Chicago team covers the Midwest as the Census Bureau defines it: the twelve states from Ohio west to the Dakotas, Nebraska and Kansas. Keep companies in those states. Remove companies anywhere else, including neighbouring states like Kentucky, Pennsylvania and Oklahoma.',
    'This campaign is for our Midwest territory. Keep any company based in Illinois, Indiana, Michigan, Ohio, Wisconsin, Iowa, Kansas, Minnesota, Missouri, Nebraska, North Dakota or South Dakota. Leads from other states should be removed.',
  ],
  manufacturers: [
    'Manufacturers only, no distributors',
    'Manufacturing sector only (NAICS 31–33)',
    'Keep factories and manufacturers, remove everyone else',
    'Keep manufacturing companies, from food processing to machinery and electronics. Wholesalers, retailers and distributors of manufactured goods should be removed.',
    'We sell to manufacturers. Remove farms, mining, construction, wholesale, retail, transport and other non-manufacturing companies.',
    'Only keep companies whose industry is manufacturing (NAICS codes starting with 31, 32 or 33).',
    'Our software schedules production lines, so it only makes sense for companies that manufacture things: food and beverage plants, textile mills, chemical and plastics makers, metal fabricators, and machinery, electronics and furniture manufacturers. Keep those. Remove distributors, wholesalers, retailers, contractors, farms, mines, transport and other non-manufacturing businesses, even when they sell manufactured products.',
    'Manufacturing is our core vertical. Keep every company in the manufacturing sector, whatever it produces. Anything outside manufacturing, such as wholesale trade, stores, hospitals, finance or government, goes.',
  ],
  'software-it': [
    'Software and IT services companies',
    'Software publishers and IT service providers only',
    'Keep software and IT services firms, hardware makers out',
    'Keep software companies and IT services firms (IT consulting, systems integration, custom development, managed IT, hosting and data processing). Remove hardware manufacturers.',
    "We only want software vendors and IT service providers; computer and electronics manufacturing doesn't count.",
    "Please remove anything that isn't a software or IT services company.",
    'Our integration partner program is aimed at companies that build software or deliver IT services: software publishers, IT consultancies and systems integrators, custom development shops, managed service providers, and hosting and data processing companies. Keep those. Remove everything else, including computer hardware and electronics manufacturers, publishers of magazines and books, and biotech R&D.',
    'This list is for the software and IT vertical. Keep a company if it sells software or provides IT services such as consulting, development, hosting or IT outsourcing, and exclude all other industries, even ones that use a lot of technology.',
  ],
  healthcare: [
    'Only healthcare providers, no suppliers',
    'Industry: health care delivery, NAICS 621, 622, 623',
    'Patient care organizations, not pharma or social services',
    "Keep healthcare providers: hospitals, doctors' and dentists' offices, other health practitioners, clinics and outpatient centers, medical labs, home health, ambulance services, and nursing and residential care facilities.",
    'We sell to organizations that deliver patient or residential care. Remove pharma, medical device makers, pharmacies, health insurers and social services.',
    "Only keep companies in ambulatory care, hospitals, or nursing and residential care. Testing labs that aren't medical should be removed.",
    'Our scheduling tool is built for places where clinicians see or look after patients. Keep hospitals, physician and dental practices, therapists and other health practitioners, outpatient and surgery centers, medical and diagnostic labs, home health agencies, ambulance services, and nursing homes, assisted living and other residential care. Remove drug makers, drug stores and wholesalers, non-medical testing labs, childcare and other social services.',
    'The healthcare segment for this campaign means care delivery, i.e. the NAICS health care subsectors: ambulatory care, hospitals, and nursing and residential care. Keep those and remove everything else, including social assistance such as child and youth services and non-residential services for the elderly and disabled.',
  ],
  'financial-services': [
    'Financial services companies, insurance included',
    'Banking, lending, investments and insurance',
    'Finance and insurance sector (NAICS 52)',
    'Keep financial services firms: banks, credit unions, lenders, investment and brokerage firms, asset managers, insurance carriers and agencies, funds, and other finance and insurance businesses. Remove everything else.',
    "We target the finance and insurance sector. Real estate, accounting firms and retailers don't count.",
    'Only keep banks, insurers and other financial services companies.',
    'Our compliance product is sold to financial institutions and the businesses around them. Keep banks, savings institutions and credit unions, consumer and commercial lenders, credit card issuers, mortgage and loan brokers, investment banks, securities and commodity brokers and dealers, investment advisers, insurance carriers, agencies and claims adjusters, and funds and trusts. Remove companies in every other industry, including real estate and retail.',
    "For this campaign, financial services means the whole finance and insurance sector, NAICS 52. Keep any company in it, whether it's a bank, a lender, an investment firm or an insurer. Everything outside that sector should be excluded.",
  ],
  'c-level-founders': [
    'CEOs, other C-level execs, MDs and founders',
    'C-level, managing directors, founders',
    'Chief officers, managing directors and founders',
    'Keep C-level executives (CEO, CFO, COO, CTO, CMO and other chief officers) and their equivalents such as managing director or director general, plus founders and co-founders. VPs and directors are below the bar, so remove them.',
    'We only want to talk to the top of the company: the CEO or managing director, the other chief officers, and the founders.',
    'Remove anyone below C-level. Founders and co-founders stay, as do managing directors; EVPs, SVPs and VPs are out.',
    'Our deals are signed by the executive team, so this sequence is only for C-level people: CEOs, CFOs, COOs, CTOs, CMOs, CHROs and other chief officers, plus managing directors and directors general, who run the company in many countries. Founders and co-founders also stay, whatever else their title says. Remove everyone else, including EVPs, VPs, directors, heads of department and assistants to the CEO.',
    "Keep the founders and the C-suite. A title like 'CTO & Co-Founder' obviously stays, and so does a managing director, since in much of Europe that's the top job. Vice presidents, directors, managers and staff should be excluded.",
  ],
  'director-plus': [
    'Seniority: Director and above',
    'Director+ (incl. heads of, VPs, C-level, founders and owners)',
    'No managers or below, directors and up only',
    'Keep directors and everyone senior to them: heads of department, VPs, SVPs, EVPs, presidents, C-level, managing directors, founders and owners. Managers and below go.',
    "Only keep director-level and above. 'Head of' counts as director; senior managers and team leads do not.",
    'Please remove managers, team leads, supervisors and individual contributors. We want decision makers from director level up.',
    'Budget for this purchase sits with directors and above, so that is who the SDRs should call. Keep directors, senior directors, heads of a function, VPs of any kind, presidents, the C-suite, managing directors, and founders or owners. Remove managers, including senior managers, along with team leads, supervisors, specialists, analysts, coordinators, interns, account executives and assistants.',
    "Our ICP is senior leadership, from director level up. Directors, heads of departments, vice presidents, presidents, chief officers, managing directors, founders and owners are a good fit. Managers and everyone below them are not, even with 'senior' in the title.",
  ],
  'sales-roles': [
    'Sales team members at any level, CRO included',
    'Keep sales roles, SDR to CRO',
    'Sales department only',
    'Keep anyone who works in sales, from SDRs and sales coordinators up to sales directors, VPs of sales and the CRO. Marketing, finance, HR, operations and engineering titles should be removed.',
    'Only people in the sales org, please. Marketing is a separate function, so remove marketing titles.',
    'Our tool is for sales teams, so keep titles in sales (reps, consultants, analysts, managers and sales leaders) and drop everyone else.',
    'This list feeds a campaign about quota attainment, so it should only reach people in sales. Keep every sales title regardless of seniority: development reps, consultants, specialists, analysts, coordinators, team leads, managers, directors, heads and VPs of sales, and the chief revenue officer. Remove people in marketing, engineering, finance, HR and operations, even senior ones like the CMO or COO.',
    'We want sales people only. If the title shows the person works in sales, at any level, keep them; the CRO counts as sales. If they work in any other department, including marketing, exclude them.',
  ],
  'employees-50-500': [
    'Headcount between 50 and 500',
    'Company size 50 to 500 staff',
    'Mid-sized: 50–500 employees, inclusive',
    'Keep companies with 50 to 500 employees, both ends included. Anything smaller or larger should be removed.',
    'We target companies with at least 50 and at most 500 employees.',
    'Remove companies under 50 employees or over 500; everything in between stays.',
    'Our sweet spot is the mid-market: big enough to have a dedicated ops team, small enough that buying is quick. Keep companies with between 50 and 500 employees, counting 50 and 500 themselves. Remove micro businesses, freelancers and self-employed people below 50, and anything above 500.',
    'The SMB team owns accounts with fewer than 50 employees and enterprise owns everything over 500, so this list should only hold the companies in between. Keep headcounts from 50 up to and including 500 and drop the rest.',
  ],
  'revenue-10m-plus': [
    'At least $10M annual revenue',
    'Minimum revenue: $10M',
    'Companies doing $10M+ in revenue',
    'Keep companies with annual revenue of $10M or more; remove anything under $10M.',
    'We only want companies making at least $10 million a year in revenue.',
    "Exclude companies below $10M in revenue. There's no upper limit.",
    "Companies under $10M in revenue rarely have the budget for our annual contract, so we don't want them in this list. Keep any company with revenue of $10M or more, including the very large ones, and remove everything below that, such as companies in the $1M–$5M band.",
    'For this segment the only size rule is revenue. A company qualifies when its annual revenue is $10 million or higher, and exactly $10M counts. Anything smaller is disqualified.',
  ],
  'business-email': [
    'Work email addresses only',
    'No free email providers',
    'Remove Gmail, Yahoo, Hotmail and similar',
    'Keep contacts with a company email address and remove anyone using a free webmail account like Gmail, Yahoo, Outlook.com, AOL or GMX.',
    'Please drop personal email addresses (free providers such as gmail.com, hotmail.com, icloud.com, web.de); we only email people at their work domain.',
    'Only keep emails on a corporate domain.',
    "Our sender reputation suffers when we mail free inboxes, so this list should only contain business addresses. Keep every email on a company's own domain. Remove addresses from free and consumer email services, whether the big ones like Gmail, Yahoo, Hotmail and iCloud or smaller regional providers like Libero, Web.de or Sify.",
    "We want to reach people through their employer's email. If the domain belongs to a company, keep the contact; if it's a free mailbox provider that anyone can sign up for, remove it.",
  ],
  'role-addresses': [
    'No generic inboxes (info@, sales@, support@)',
    'Named contacts only, no role accounts',
    'Remove role-based addresses (info@, admin@ etc.)',
    'Remove shared mailboxes like info@, contact@, hello@, sales@, support@, billing@, jobs@ and press@. Keep emails that belong to a named person.',
    'We only want addresses tied to an individual, like jane.doe@company.com. Generic department or function addresses should be excluded.',
    'Please drop role accounts such as admin@, webmaster@, postmaster@ and abuse@, plus the usual info@ and sales@ addresses.',
    "Sequences sent to generic inboxes never get replies, so we only want emails that reach an actual person. Keep addresses made of someone's name, like firstname.lastname@ or firstnamelastname@ at the company domain. Remove role and department addresses such as info@, office@, contact@, hello@, sales@, marketing@, support@, billing@, careers@, jobs@, press@, security@, admin@, webmaster@, hostmaster@, postmaster@, abuse@ and noc@.",
    "Exclude any email that belongs to a function rather than a person. Mailboxes for a team, a department or a technical role, like support@, careers@ or hostmaster@, go; individual employees' addresses stay.",
  ],
  'us-only': [
    'United States only',
    'US-based companies, no Canada or Mexico',
    'Headquartered in the US, nowhere else',
    'Keep companies headquartered in the United States and remove all other countries, Canada and Mexico included.',
    'We can only sell to US customers for now, so please exclude anything outside the US.',
    'Only US accounts; international leads go.',
    'Our product is only licensed for sale in the United States at the moment. Keep leads whose country is the US. Remove every lead from any other country, including our neighbours Canada and Mexico.',
    'This is the domestic list for the US sales team. Keep companies located in the United States; companies in Europe, Asia, Latin America, Canada or anywhere else should be excluded.',
  ],
  'german-speaking': [
    'Any country where German is an official language',
    'German-speaking countries incl. Liechtenstein, Luxembourg, Belgium',
    'DE, AT, CH, LI, LU and BE only',
    'Keep companies in countries that have German as an official language: Germany, Austria, Switzerland, Liechtenstein, Luxembourg and Belgium. Remove all others.',
    'Our product is only available in German, so keep German-speaking markets: Germany, Austria, Switzerland and Liechtenstein, plus Luxembourg and Belgium, where German is also official.',
    "Only keep countries where German is an official national language. Italy doesn't count even though German is spoken in South Tyrol.",
    "We're launching the German-language version first, so the first wave should go to countries where German has official status nationwide. That's Germany, Austria, Liechtenstein, Switzerland, Luxembourg and Belgium. Remove all other countries, including Italy, where German is only official in one region, and countries with German-speaking minorities.",
    'Target the German-speaking countries. Besides DACH that means Liechtenstein and Luxembourg, and Belgium also counts because German is one of its three official languages. Every other country goes.',
  ],
  africa: [
    'Africa-based leads only',
    'Africa, North Africa included',
    'HQ in Africa, any country',
    'Keep companies based anywhere in Africa, including North African countries like Egypt, Morocco and Tunisia and island nations like Mauritius, Madagascar and Cape Verde. Remove the rest of the world.',
    'Our ICP is African businesses. Gulf states such as Saudi Arabia are not part of Africa, so exclude them.',
    'Only keep leads from the 54 African countries, from Egypt to South Africa.',
    'Our payments product launches across Africa this quarter. Keep any company whose country is in Africa, whether in North, West, East, Central or Southern Africa, or one of the island states such as Seychelles, Comoros or São Tomé and Príncipe. Everything outside Africa, including Turkey and the Arabian Peninsula, should be removed.',
    'This list is for the Africa desk in Nairobi and Johannesburg. Keep African companies from every part of the continent and its islands, and remove companies in Europe, Asia, the Americas and Oceania.',
  ],
};

/** The fourteenth round's criteria (`ph14-…`; `roundCriteria` refuses a sentence of an earlier round or written twice). */
export const phrasing14Criteria = (phrasing: Criterion[], earlier: string[]): Criterion[] =>
  roundCriteria(14, PHRASINGS, phrasing, earlier);
