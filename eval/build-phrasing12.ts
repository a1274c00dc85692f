// Twelfth phrasing set (ADR 0034), held apart like the fifth to eleventh: the same 22 criteria with the same values and
// labels, each written eight NEW ways in styles no earlier round used as its main one — a forwarded Slack thread where
// the criterion is settled across two messages (a question, then the answer); spreadsheet formulas as RevOps writes
// them (`=IF(AND(Employees>=50,Employees<=500),"keep","remove")`, COUNTIF/MATCH over a named range, NAICS prefixes
// with LEFT()); a rep's quick text with abbreviations ("pls", "w/", "excl.", "cos", "HQ'd", "ppl"); persona-document
// and job-posting tone ("Our ideal buyer persona …", "Who you'll sell to: …", "About the territory: …"); negative-first
// briefs ("Don't send me …; … is fine"); hedged but still clear briefs ("I think …", "I'd lean towards …", "if that
// works"); British spelling and idiom (organisations, centres, programme, "binned", "building societies", GP
// surgeries); and notes that mix English with German, Spanish, French or Danish mid-sentence, as colleagues whose
// first language is not English write them; numbers in words ("twenty-seven member states", "fifty to five hundred",
// "ten million dollars") and ranges with "to" and "through". Written by a helper that did not read the rules reader
// (apps/server/src/knowledge/, the rules modules, their tests, the offline matcher, the reader-pass notes or the
// refused-sentence lists), committed before any measurement and not changed after it. Each sentence means exactly its
// criterion's label; besides the wordings the ninth to eleventh rounds' headers list, these are not used: "NA" or
// "North America" (Canada, Mexico) for the US, and a channel name that says it; "EMEA" or "APAC" for any region;
// "Western Asia" or "the Middle East" for Asia (Cyprus is out, Egypt is African); "Latin America" for South America;
// "tech" or "SaaS" alone for software and IT services; "labs" alone for healthcare (testing laboratories are out,
// medical laboratories in); "personal" for a named person's address; a formula that matches the title text ("Title
// CONTAINS 'Sales'" misses the CRO, "CONTAINS 'Chief'" misses the managing director); a "Don't send me …" list that
// names only some of the rest without "anyone/anything that isn't …"; "owners" beside the C-suite where the labels
// leave them out; and extra persona attributes (a function, a budget) that the column cannot show. A formula that
// names a list ("EU27", "FreeMailDomains", "RoleMailboxes") defines it in the same line. `phrasing12Criteria` refuses a
// sentence equal to one of an earlier round (the fifth to eleventh included) after normalising case and punctuation,
// and one written twice in this round.
import { type Criterion, roundCriteria } from './build-kit.ts';

const PHRASINGS: Record<string, string[]> = {
  eu: [
    'Fwd from #emea-pipeline:\n> Sophie: for the Q3 push, are we doing all of Europe or only the EU?\n> Raj: only the EU. Companies HQ’d in a member state stay; non-EU countries, the UK, Switzerland and Norway included, get dropped.',
    '=IF(COUNTIF(EU27, HQ_Country) > 0, "keep", "remove")   // EU27 = named range with the 27 EU member states',
    'pls keep EU-HQ’d accts only, excl. UK/CH/NO + all other non-EU cos, thx',
    'Our ideal buyer persona works for an organisation headquartered in one of the twenty-seven European Union member states; companies based anywhere else are not a fit.',
    'Don’t send me companies from outside the EU (no British, Swiss or Norwegian ones either); anything headquartered in an EU member state is fine.',
    'I might be overthinking this, but I believe the cleanest cut is EU member states only, so yes, let’s keep those and lose everything else.',
    'Please restrict the list to organisations whose head office is in a European Union member state; anything outside the Union can be binned.',
    'Bitte nur die companies mit Hauptsitz in der EU behalten, alles andere raus – the UK zählt nicht mehr dazu. Danke!',
  ],
  dach: [
    'Forwarded thread (#dach-roadshow):\nLukas: which markets are in scope for the roadshow, just Germany?\nMia: Germany plus Austria and Switzerland. Those three, nothing else; Liechtenstein isn’t in.',
    '=IF(OR(HQ_Country="Germany", HQ_Country="Austria", HQ_Country="Switzerland"), "KEEP", "DROP")',
    'only DE/AT/CH cos pls, excl. everything else incl. Liechtenstein & Luxembourg',
    'Persona doc, section 2 (Territory): the accounts our new AE will own are companies headquartered in Germany, Austria or Switzerland. Companies outside those three countries are out of scope.',
    'Don’t send me anything from outside the DACH countries; German, Austrian and Swiss companies are all fine.',
    'If I’m honest I’m not sure we’re ready for more than DACH yet, so let’s say Germany, Austria and Switzerland only for now and drop the rest.',
    'For the autumn programme we’ll focus on organisations headquartered in Germany, Austria and Switzerland; please remove every organisation based elsewhere.',
    'Solo las companies de Alemania, Austria y Suiza please, el resto lo podemos delete.',
  ],
  nordics: [
    'Copied from Slack:\n[09:12] Henrik: are the Baltics part of the Nordic list?\n[09:14] Sara: no. Nordic countries only: Denmark, Finland, Iceland, Norway, Sweden, plus the Faroes, Greenland and Åland. Estonia, Latvia and Lithuania come out, like every other country.',
    '=IF(ISNUMBER(MATCH(Country, {"Denmark","Finland","Iceland","Norway","Sweden","Faroe Islands","Greenland","Åland Islands"}, 0)), "keep", "remove")',
    'nordics only pls (DK/FI/IS/NO/SE + Faroes, Greenland, Åland), excl. Baltics + rest of world',
    'Who you’ll sell to: companies headquartered in the Nordic region, meaning Denmark, Finland, Iceland, Norway and Sweden along with the Faroe Islands, Greenland and Åland. Accounts anywhere else belong to other teams.',
    'Don’t send me Baltic, German or any other non-Nordic companies; anything headquartered in the Nordics is fine.',
    'I’d probably keep it to the Nordic countries, the Faroes, Greenland and Åland included; I think everything outside the Nordics should come off, yes.',
    'Please keep organisations headquartered in the Nordic countries and their self-governing territories (Faroe Islands, Greenland, Åland) and remove the remainder.',
    'Kun nordiske companies please: Danmark, Finland, Island, Norge, Sverige, plus Færøerne, Grønland og Åland. Resten kan slettes.',
  ],
  g7: [
    'Fwd (Slack, #strategy):\nElena: for the benchmark, are we doing the OECD or the G7?\nKen: G7. So Canada, France, Germany, Italy, Japan, the UK and the US; any other country gets removed.',
    'Keep = OR(Country="Canada", Country="France", Country="Germany", Country="Italy", Country="Japan", Country="United Kingdom", Country="United States"); every row where Keep is FALSE gets deleted',
    'G7 HQs only pls: US, Canada, UK, FR, DE, IT, JP. excl. every other country',
    'Our ideal buyer persona sits at a company headquartered in one of the seven G7 economies. Companies from any other country do not match the persona.',
    'Don’t send me companies from outside the G7; if it’s headquartered in one of the seven, it’s fine.',
    'We may widen this later, but for now I think the G7 is the right scope, so only companies based in the seven G7 countries, please, and remove the rest.',
    'Please keep organisations whose head office is in a G7 country (Canada, France, Germany, Italy, Japan, the United Kingdom or the United States) and remove all others.',
    'Merci de garder uniquement les companies basées dans un pays du G7, the rest can go.',
  ],
  asia: [
    'From the #asia-expansion thread:\nWei: do Australia and NZ go in the Asia list?\nPriya: no, Oceania stays out. Only companies headquartered in Asia; everything from the other continents comes out.',
    '=IF(HQ_Continent="Asia", "keep", "remove")',
    'asia HQs only pls, excl. AU/NZ + everything non-asian',
    'About the territory: the rep covers companies headquartered anywhere in Asia, from Turkey and the Gulf states to Japan and Indonesia. Companies based in Europe, Africa, the Americas or Oceania are not in the territory.',
    'Don’t send me anything from Europe, Africa, the Americas or Oceania; Asian companies are all fine.',
    'I’m fairly sure the summit only makes sense for Asia-based firms, so let’s keep companies headquartered in Asian countries and drop the others, I’d say.',
    'Please keep only organisations headquartered in Asia; those based on any other continent, Australia and New Zealand included, should be removed.',
    'Nur companies mit Sitz in Asien bitte, alles aus Europa, Afrika, Amerika und Ozeanien raus.',
  ],
  'south-america': [
    'Forwarded from Slack:\nMarco: do Mexico and Panama go on the South America list?\nInés: no, only the twelve South American countries. Central America, Mexico and the Caribbean are out, like the rest of the world.',
    '=IF(HQ_Subregion="South America", "keep", "drop")',
    'only S. America HQs pls (AR, BO, BR, CL, CO, EC, GY, PY, PE, SR, UY, VE), excl. Mexico, C. America, Caribbean + rest',
    'Who we sell to: companies headquartered in South America, from Colombia and Venezuela down to Chile and Argentina. Companies elsewhere are not a fit for this team.',
    'Don’t send me anything that isn’t headquartered in South America, Mexico and Central America included; South American companies are all fine.',
    'It’s probably best to stick to South America only; I’d remove Mexico, Central America and the Caribbean along with everything else.',
    'Please keep organisations headquartered on the South American continent and remove those based anywhere else, Central America and the Caribbean included.',
    'Por favor keep solo las empresas con HQ en South America; las de México, Centroamérica y el Caribe, fuera, y el resto del mundo también.',
  ],
  'us-west-coast': [
    'Forwarded from #field-west:\nDana: does the West Coast list include Alaska and Hawaii?\nJosh: no, just California, Oregon and Washington State. Every other state, and DC, comes out.',
    '=IF(OR(HQ_State="California", HQ_State="Oregon", HQ_State="Washington"), "keep", "remove")   // Washington = the state, not DC',
    'west coast only pls: CA/OR/WA. excl. AK, HI, NV, DC + every other state',
    'About the territory: you’ll own accounts headquartered in California, Oregon and Washington. Companies based in any other US state, or in DC, are covered by the central and east teams.',
    'Don’t send me anything HQ’d outside California, Oregon or Washington State (not Nevada, not Alaska or Hawaii, not Washington DC); those three states are fine.',
    'Probably simplest if we keep just the three West Coast states, California, Oregon and Washington, and take everything else out; I think that matches what Dana asked for.',
    'Please keep organisations headquartered in the three West Coast states (California, Oregon and Washington) and remove those in every other state or in the District of Columbia.',
    'Solo empresas con headquarters en California, Oregon o Washington State please, los demás estados fuera.',
  ],
  'us-midwest': [
    'Fwd from Slack (#central-region):\nAmy: is Kentucky in the Midwest list? Pennsylvania?\nTom: neither. We go by the Census Bureau: IL, IN, IA, KS, MI, MN, MO, NE, ND, OH, SD, WI. Every other state is out.',
    '=IF(COUNTIF(Midwest12, HQ_State) > 0, "keep", "remove")   // Midwest12 = the twelve US Census Bureau Midwest states',
    'midwest HQs only pls (census def, 12 states), excl. KY, PA, OK + all other states',
    'Who you’ll sell to: companies headquartered in the twelve Midwestern states as the Census Bureau defines them, from Ohio and Michigan west to the Dakotas, Nebraska and Kansas. Everything outside that region belongs to other reps.',
    'Don’t send me companies from the Northeast, the South or the West; Midwest ones (Census Bureau definition) are fine.',
    'I’m not a hundred percent sure how ops defines it, but let’s go with the Census Bureau’s Midwest, those twelve states only, and remove the rest.',
    'Please keep only organisations whose head office is in one of the US Census Bureau’s twelve Midwest states (Illinois, Indiana, Iowa, Kansas, Michigan, Minnesota, Missouri, Nebraska, North Dakota, Ohio, South Dakota, Wisconsin); all other states should be removed.',
    'Bitte nur Firmen aus dem Midwest behalten (die zwölf Staaten laut Census Bureau), the other states can go.',
  ],
  manufacturers: [
    'Forwarded from #ops-help:\nNina: do distributors count as manufacturers for this list?\nLeo: no. Keep companies that actually manufacture something, whatever the product; wholesalers, retailers and every other industry go.',
    '=IF(OR(LEFT(NAICS,2)="31", LEFT(NAICS,2)="32", LEFT(NAICS,2)="33"), "keep", "remove")   // NAICS 31–33 = Manufacturing',
    'mfg cos only pls, any product. excl. wholesale, retail, construction, services + every other industry',
    'Ideal customer, per the persona doc: a manufacturer of any kind, whether food, textiles, chemicals, plastics, metals, machinery, electronics or furniture. Businesses that do not manufacture are not a fit.',
    'Don’t send me anything that isn’t a manufacturer, wholesalers and retailers included; manufacturers of any kind are fine.',
    'I suspect our sensors only make sense on a production line, so I’d keep manufacturing companies, whatever they make, and drop every other industry.',
    'Please keep manufacturers only (anything from food and textiles to chemicals, metal fabrication and machinery) and remove organisations in every other sector.',
    'Solo empresas manufactureras please, whatever they produce; distribuidores, retail, servicios y todo lo demás, fuera.',
  ],
  'software-it': [
    'From the #revops thread:\nOmar: do telcos and hardware makers count as IT?\nJess: no. Software publishers and IT services firms (custom development, systems design and integration, hosting, data processing, managed IT) stay; hardware, telecoms and every other industry go.',
    '=IF(OR(LEFT(NAICS,4)="5112", LEFT(NAICS,3)="518", LEFT(NAICS,4)="5415"), "keep", "remove")   // software publishers, data processing & hosting, computer systems design',
    'sw + IT svcs cos only pls, excl. hardware, telcos + everything else',
    'Our ideal buyer persona works at a software publisher or an IT services firm (custom development, systems integration, hosting, data processing or managed IT). Other industries, hardware manufacturers included, are out.',
    'Don’t send me anything outside software and IT services (hardware makers, telecoms and book or magazine publishers included); software publishers and IT service firms are fine.',
    'I guess our integration really only lands with software companies and IT service shops, so I’d keep those two and remove the rest, if that’s alright.',
    'Please keep organisations that publish software or provide IT services (systems design, programming, hosting, data processing) and remove all other organisations, including hardware manufacturers.',
    'Nur Software-Firmen und IT-Dienstleister behalten please, Hardware und der ganze Rest can go.',
  ],
  healthcare: [
    'Forwarded from #health-vertical:\nKim: are pharma and insurers in scope?\nAli: no, healthcare providers only: hospitals, doctors’ and dentists’ practices, outpatient centres, medical labs, home health, ambulance services, nursing and residential care. Everything else goes.',
    '=IF(OR(LEFT(NAICS,3)="621", LEFT(NAICS,3)="622", LEFT(NAICS,3)="623"), "keep", "remove")   // ambulatory care, hospitals, nursing & residential care',
    'hc providers only pls (hospitals, clinics, practices, medical labs, home health, ambulance, care homes etc.), excl. pharma, medtech, insurers + every other industry',
    'Ideal customer profile (persona doc v3): a healthcare provider, i.e. a hospital, a physician’s, dentist’s or other practitioner’s office, an outpatient or surgical centre, a medical laboratory, a home health or ambulance service, or a nursing or residential care facility. Anything else is not a fit.',
    'Don’t send me anyone who isn’t a healthcare provider (pharma, device makers, insurers and social services included); hospitals, practices, clinics, medical labs, ambulance services and care homes are all fine.',
    'Honestly I think the safest cut is healthcare providers only (hospitals, practices and the rest of ambulatory care, nursing and residential care), so let’s remove every other kind of company.',
    'Please keep healthcare providers (hospitals, GP, dental and other practitioners’ surgeries, clinics, medical laboratories, home care and ambulance services, care homes and other residential care) and remove every other organisation, pharmaceutical manufacturers included.',
    'Bitte nur Gesundheitsversorger keep: Krankenhäuser, Arztpraxen, clinics, medical labs, Rettungsdienste, ambulante Pflege, Pflegeheime usw. Pharma, insurance und der Rest raus.',
  ],
  'financial-services': [
    'Copied from Slack:\nChris: does real estate count as financial services for the KYC list?\nMaya: no. Finance and insurance only: banks, credit unions, lenders, brokers, investment firms, funds, insurers. Real estate and the rest come out.',
    '=IF(LEFT(NAICS_Code,2)="52", "keep", "remove")   // 52 = Finance and Insurance',
    'fin svcs + insurance cos only pls (banks, lenders, brokers, asset mgrs, insurers), excl. real estate + everything else',
    'Our ideal customer is a financial institution: a bank or credit union, a lender or card issuer, a broker or investment firm, a fund, or an insurer or insurance agency. Companies outside finance and insurance do not fit.',
    'Don’t send me real estate, legal, accounting or any other company outside finance and insurance; banks, lenders, investment firms and insurers are fine.',
    'I’m not a compliance expert, but as far as I understand the module only applies to finance and insurance firms, so I’d keep just those and remove the rest.',
    'Please keep organisations in financial services and insurance (banks, building societies, credit unions, lenders, brokers, asset managers and insurers) and remove the rest, real estate included.',
    'Solo companies del sector financiero y de seguros please (bancos, aseguradoras, brokers, fondos); the rest, fuera.',
  ],
  'c-level-founders': [
    'Forwarded thread (#abm):\nTara: do EVPs and heads of department make the cut for the exec dinner?\nSam: no, only the C-suite (CEO, CFO, CTO, CMO, COO and the like, managing directors too) and founders or co-founders. Everybody below comes off.',
    '=IF(OR(Job_Level="C-Suite", Job_Level="Founder"), "keep", "remove")   // managing directors count as C-Suite',
    'CEOs, other CxOs, MDs + founders/co-founders only pls. excl. VPs + everyone below',
    'Our ideal buyer persona is a founder, co-founder or C-level executive (CEO, CFO, CTO, CMO, COO, managing director). Vice presidents and anyone below them are not the persona.',
    'Don’t send me VPs, heads of department, functional directors (Director of Finance, Sales Director …), managers or anyone more junior; C-suite execs, managing directors and founders are fine.',
    'I’d lean towards keeping only C-level people and founders for the dinner (CEO, CFO, CTO and so on, managing directors included), and I think VPs and below should come off.',
    'Please keep only chief executives and the other C-suite officers (managing directors included) plus founders and co-founders; remove vice-presidents, heads of department and everyone beneath them.',
    'Nur C-Level (CEO, CFO, CTO, Geschäftsführer usw.) und Gründer/Co-Founder bitte keep, VPs und alle darunter raus.',
  ],
  'director-plus': [
    'Fwd from Slack:\nIvy: are senior managers in for the exec briefing?\nDan: no. Director and above only: directors, heads of, VPs, the C-suite, founders and owners. Managers and everyone under them go.',
    '=IF(MATCH(Seniority, {"Intern","Entry","Senior","Manager","Director","Head","VP","C-Suite","Founder/Owner"}, 0) >= 5, "keep", "remove")',
    'dir-level & up only pls (dirs, heads, VPs, C-suite, founders/owners). excl. mgrs, team leads, ICs',
    'Buyer persona: a director, head of department, vice president, C-level executive, founder or owner, i.e. someone at director level or higher. Managers, team leads and individual contributors are not the persona.',
    'Don’t send me anyone below director level (managers, team leads, specialists, assistants and the like); directors and above are fine.',
    'I could be wrong, but I think procurement will want someone with budget, so let’s keep director-level people and above and drop managers and below.',
    'Please keep contacts at director grade or above (directors, heads of department, vice-presidents, the C-suite, founders and owners) and remove managers and all junior staff.',
    'Solo contactos de nivel director o superior please (directores, heads, VPs, C-level, fundadores, dueños); managers y el resto, fuera.',
  ],
  'sales-roles': [
    'Forwarded from #enablement:\nBea: juniors too, or only sales leaders?\nRob: everyone in sales: SDRs, analysts, coordinators, reps, managers, directors, VPs, the CRO. Non-sales roles come off.',
    '=IF(Department="Sales", "keep", "remove")   // any seniority',
    'sales ppl only pls, any level (SDR → CRO). excl. mktg, ops, fin, HR, eng + everyone else',
    'Our ideal buyer persona is anyone in a sales role, whatever the seniority: SDRs, sales analysts and coordinators, sales reps and consultants, sales managers and directors, VPs of sales and chief revenue officers. People in other functions are not the persona.',
    'Don’t send me marketing, finance, HR, operations, engineering or any other non-sales people; anyone in sales, junior or senior, is fine.',
    'I think the webinar is really only useful to sales folks, so maybe keep everyone in a sales role, at any level, and remove the rest?',
    'Please keep everyone working in sales, from trainee reps to the chief revenue officer, and remove colleagues in every other function.',
    'Nur Leute aus dem Sales behalten, egal welches Level (vom SDR bis zum CRO); alle anderen Abteilungen bitte raus.',
  ],
  'employees-50-500': [
    'Fwd from Slack:\nJo: is 500 the cap, or do we go up to 1,000?\nMax: the cap is 500. Fifty to five hundred employees, both ends included; smaller or bigger companies go.',
    '=IF(AND(Employees>=50, Employees<=500), "keep", "remove")',
    '50 to 500 emps only pls (50 + 500 incl.), excl. <50 and >500',
    'Our ideal buyer persona works at a company with fifty to five hundred employees, inclusive; companies smaller than 50 or larger than 500 people are outside the persona.',
    'Don’t send me companies with fewer than 50 or more than 500 employees; anything from 50 to 500 is fine.',
    'I think the sweet spot is roughly fifty to five hundred staff, so let’s make it exactly that, 50 through 500 inclusive, and remove everything outside it.',
    'Please keep organisations employing from 50 to 500 people inclusive and remove those with a smaller or larger headcount.',
    'Solo empresas de 50 a 500 empleados please (50 y 500 incluidos); las más pequeñas o más grandes, delete.',
  ],
  'revenue-10m-plus': [
    'Forwarded thread (#finance-ops):\nLiz: where do we draw the revenue line, 5M or 10M?\nAndy: 10M. Ten million dollars a year or more stays; anything under ten million goes.',
    '=IF(Annual_Revenue_USD>=10000000, "keep", "remove")',
    'rev $10M+ only pls, excl. anything <$10M',
    'Our ideal buyer persona works at a company with annual revenue of ten million US dollars or more; businesses below that are not a fit.',
    'Don’t send me companies making less than ten million dollars a year; anything at $10M or above is fine.',
    'I might be wrong on the exact cut-off, but let’s go with $10M: keep companies with at least ten million dollars in annual revenue and remove the smaller ones.',
    'Please keep organisations with annual revenue of US$10 million or more and remove those below that figure.',
    'Bitte nur Firmen mit mindestens 10 Mio. US-Dollar Umsatz pro Jahr keep, the smaller ones can go.',
  ],
  'business-email': [
    'Fwd from #deliverability:\nGreg: do we suppress Gmail only, or all free providers?\nNora: all of them: Gmail, Yahoo, Outlook.com, AOL, GMX, web.de and every other free mailbox. Company-domain addresses stay.',
    '=IF(COUNTIF(FreeMailDomains, Email_Domain) > 0, "remove", "keep")   // FreeMailDomains = the full list of free email providers',
    'work emails only pls, excl. gmail/yahoo/hotmail/aol/gmx + any other free webmail',
    'Our ideal buyer persona writes from an email address on their employer’s own domain; contacts with free webmail addresses (Gmail, Yahoo, iCloud, GMX and the like) are not the persona.',
    'Don’t send me anyone on a free email provider (Gmail, Yahoo, Hotmail, iCloud, Libero, whatever); anything on a company domain is fine.',
    'I’d rather be safe with deliverability, so I think we drop every address on a free mail provider and keep the business-domain ones.',
    'Please remove every contact whose address sits on a free webmail service (Gmail, Yahoo, Hotmail, AOL and so on) and keep those on a company’s own domain.',
    'Por favor elimina los contacts con email gratuito (Gmail, Yahoo, Hotmail, etc.) y keep solo los emails corporativos.',
  ],
  'role-addresses': [
    'Forwarded from Slack:\nPaul: should info@ and support@ stay if they’re at a good account?\nZoe: no, strip every role or shared address (info@, sales@, support@, admin@, billing@, jobs@, press@ …). Only addresses of named people stay.',
    '=IF(ISNUMBER(MATCH(LEFT(Email, FIND("@", Email) - 1), RoleMailboxes, 0)), "remove", "keep")   // RoleMailboxes = info, sales, support, admin, billing, contact, hello, office, jobs, careers, press, marketing, webmaster, postmaster, hostmaster, abuse, noc, security',
    'no info@/sales@/support@/admin@ etc. pls, named ppl only',
    'Our ideal buyer persona is a named individual writing from their own work address (firstname.lastname@company). Shared or role inboxes such as info@, contact@, support@ or careers@ do not represent a persona.',
    'Don’t send me role addresses (info@, hello@, contact@, support@, sales@, billing@, careers@, press@ or any other shared mailbox); addresses of individual people are fine.',
    'I think the sequencer handles named people fine, so probably keep those and drop the generic inboxes like info@ or support@; I’d rather not mail shared mailboxes at all.',
    'Please remove generic departmental mailboxes (info@, enquiries@, support@, sales@, postmaster@ and similar) and keep addresses belonging to individual people.',
    'Bitte alle generischen Adressen wie info@, support@ oder sales@ löschen und nur die emails von echten Personen keep.',
  ],
  'us-only': [
    'Fwd from #us-team:\nAva: Canada too, or strictly the US?\nLuis: strictly the US. US-headquartered companies stay; Canadian, Mexican and every other foreign company goes.',
    '=IF(HQ_Country="United States", "keep", "remove")',
    'US HQs only pls, excl. Canada, Mexico + rest of world',
    'Our ideal buyer persona works for a company headquartered in the United States; companies based in any other country are outside our go-to-market for now.',
    'Don’t send me anything headquartered outside the United States, Canada and Mexico included; US companies are fine.',
    'Until the tax setup covers other countries I think we should stick to the USA, so keep companies based in the US and remove the rest, I’d say.',
    'Please keep only organisations headquartered in the United States and remove those based in any other country, Canada included.',
    'Solo empresas con sede en Estados Unidos please; las de otros países (Canadá, México, etc.), fuera.',
  ],
  'german-speaking': [
    'Forwarded from #campaigns:\nMila: for the German-language campaign, is it just DACH?\nJonas: no, every country where German is an official national language: Germany, Austria, Switzerland, Liechtenstein, Luxembourg and Belgium. Everything else, Italy included, goes.',
    '=IF(OR(Country="Germany", Country="Austria", Country="Switzerland", Country="Liechtenstein", Country="Luxembourg", Country="Belgium"), "keep", "remove")   // German is an official national language there',
    'only countries w/ German as an official national lang pls (DE, AT, CH, LI, LU, BE), excl. everything else',
    'Our ideal buyer persona works at a company headquartered in a country where German is an official language at national level (Germany, Austria, Switzerland, Liechtenstein, Luxembourg or Belgium). Companies elsewhere do not fit.',
    'Don’t send me companies from countries where German isn’t an official national language (Italy included); the six where it is, DE, AT, CH, LI, LU and BE, are fine.',
    'I believe Legal’s rule is “German is an official language of the country”, so I’d keep Germany, Austria, Switzerland, Liechtenstein, Luxembourg and Belgium and remove every other country.',
    'Please keep organisations based in the six countries that recognise German as an official national language (Germany, Austria, Switzerland, Liechtenstein, Luxembourg, Belgium) and remove the rest.',
    'Bitte nur Firmen aus Ländern, wo Deutsch offizielle Landessprache ist (also DE, AT, CH, LI, LU und BE), keep; the rest please delete.',
  ],
  africa: [
    'Fwd from Slack (#africa-launch):\nKofi: do Egypt and Morocco count, or only sub-Saharan?\nAmara: all of Africa, the north included. Companies HQ’d on other continents come out.',
    '=IF(HQ_Continent="Africa", "keep", "remove")',
    'africa HQs only pls (N. Africa incl.), excl. everything else',
    'Our ideal buyer persona works at a company headquartered anywhere in Africa, from Morocco and Egypt to South Africa, the island states included. Companies based on other continents are not a fit.',
    'Don’t send me companies from Europe, Asia, the Americas or Oceania; anything headquartered in Africa is fine.',
    'I think for now it makes sense to focus on Africa as a whole, North Africa too, so let’s keep African companies and remove the others, if that works.',
    'Please keep organisations headquartered anywhere in Africa, the Maghreb and the African island nations (Cape Verde, Madagascar, Mauritius, Seychelles …) included, and remove all others.',
    'Merci de garder seulement les companies basées en Afrique (Maghreb inclus), the rest can be removed.',
  ],
};

/** The twelfth round's criteria (`ph12-…`; `roundCriteria` refuses a sentence of an earlier round or written twice). */
export const phrasing12Criteria = (phrasing: Criterion[], earlier: string[]): Criterion[] =>
  roundCriteria(12, PHRASINGS, phrasing, earlier);
