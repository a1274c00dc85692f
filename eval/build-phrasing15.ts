// Fifteenth phrasing set, held apart like the fifth to fourteenth: the same 22 criteria with the same values and labels,
// each written eight NEW ways. Like the thirteenth and fourteenth rounds (and unlike the fifth to twelfth, stress tests
// in unusual styles), it is a sample of ORDINARY writing — the third one, by a third author — so that it measures the
// reader on everyday instructions it has never seen. Per criterion three short criteria-box entries ("Employee count:
// 50 to 500", "Corporate domains only"), three one- or two-sentence instructions as an ICP brief, a CRM note or a
// message to an SDR words them (an exception or two where natural), and two longer briefs of two or three sentences
// that say why, what stays and what goes. Ordinary verbs and framings (keep, remove, drop, exclude, only, target, our
// buyer is, territory, sweet spot), lists of names where natural, and only the abbreviations sales teams commonly use
// (US, UK, EU, DACH, G7, VP, SVP, EVP, CRO, SDR, C-level, CXO, HQ, NAICS, MES). No formulas, no foreign languages, no
// chat transcripts, no deliberate typos. Written by a helper that did not read the rules reader
// (apps/server/src/knowledge/), the offline matcher, their tests, the reader-pass notes or the refused-sentence lists,
// nor the sentences of any earlier round — only the values and labels of eval/phrasing.json; committed before any
// measurement and not changed after it. Each sentence means exactly its criterion's labels: the EU is its 27 member
// states (the UK, Liechtenstein, Monaco, the Vatican and the Balkan states outside it are out); DACH is Germany,
// Austria and Switzerland, Liechtenstein and Luxembourg out; the Nordics are the five countries with the Faroe Islands
// and Åland, the Baltic states out ("Scandinavia" is not used); the G7 is the seven countries; Asia runs from Turkey,
// Israel and the Gulf through Central Asia and the Caucasus to Japan, with Cyprus counted as Europe and Oceania out
// ("APAC" and a bare "Middle East" are not used); South America is its twelve countries, not Mexico, Central America
// or the Caribbean ("Latin America" is not used); the West Coast is California, Oregon and Washington State (not DC,
// Alaska, Hawaii or Nevada); the Midwest is the Census Bureau's twelve states, Kentucky, Oklahoma and Pennsylvania out;
// manufacturing is NAICS 31–33 (wholesalers, retailers, construction, repair, farms and mines out; no "makes physical
// products"); software and IT services are publishers, computer services and hosting, hardware makers and biotech out
// ("tech companies" is not used); healthcare is care delivery (practitioners, outpatient and family planning centers,
// medical labs, ambulances, hospitals, nursing, retirement and residential care in; pharma, pharmacies, non-medical
// testing labs and non-residential social services out), a bare "labs" never used; financial services are the whole
// finance and insurance sector, funds and claims adjusting included, with no closed short list; C-level keeps chief
// officers, managing directors, directors general, their equivalents in other languages and founders, and is never
// written with owners or presidents, while EVPs and an executive assistant to the CEO are out; director-and-above keeps
// heads of a function, every VP grade, presidents, managing directors, founders and owners and drops every manager,
// senior managers included; sales runs from the junior analyst and the SDR to the CRO, in any language, without
// marketing or recruiters; both size bounds are inclusive, size bands inside the range count, and revenue has no upper
// limit; "personal" is used only for free-mail addresses, and role addresses are written as a function's mailbox;
// German-speaking means German is an official national language (Belgium and Luxembourg in, Italy out); Africa
// includes North Africa and the island states, and "Middle East" is never used to exclude, since Egypt is in it.
// `phrasing15Criteria` refuses a sentence equal to one of an earlier round (the fifth to fourteenth included) after
// normalising case and punctuation, and one written twice.
import { type Criterion, roundCriteria } from './build-kit.ts';

const PHRASINGS: Record<string, string[]> = {
  eu: [
    'EU companies only',
    'HQ in an EU member state',
    'Keep: European Union (all 27 countries)',
    'We only sell into the EU right now, so keep accounts headquartered in one of the 27 member states and drop the rest.',
    'Please remove anything outside the European Union. The UK, Switzerland and Norway count as outside.',
    'Target accounts must be registered in an EU country; non-EU Europe like Serbia or Monaco is out.',
    "Our data processing terms and EU invoicing only cover customers inside the European Union. Keep companies from any of the 27 member states, from Portugal to Finland. Anything else goes, including the UK and the Balkan countries that haven't joined yet.",
    "This quarter's outbound is focused on the European Union. Keep every lead based in an EU member state, big or small, and exclude leads from non-member countries, even European ones like the UK, Liechtenstein or Serbia.",
  ],
  dach: [
    'DACH accounts only',
    'Germany, Austria, Switzerland - nothing else',
    'Keep leads from the DACH countries',
    'Our German-speaking SDR team covers DACH, so only keep companies in Germany, Austria or Switzerland.',
    'Filter to the DACH market. Liechtenstein and Luxembourg are not part of this campaign.',
    "Please drop every lead that isn't based in Germany, Austria or Switzerland.",
    "We're launching our German-language product in the DACH region first. Keep companies headquartered in Germany, Austria and Switzerland; everything else waits for a later phase, including other German-speaking places like Liechtenstein.",
    'For the Munich event we only want to invite DACH prospects. That means German, Austrian and Swiss companies stay on the list, and any company from the rest of Europe or elsewhere should be removed.',
  ],
  nordics: [
    'Nordic companies only',
    'Nordic region (incl. Faroe Islands and Åland)',
    'Keep the Nordic countries and their island territories',
    'Only keep leads from the Nordic region: Denmark, Sweden, Norway, Finland and Iceland, plus the Faroe Islands and Åland.',
    'Our Stockholm team covers the Nordics. Remove anything from the Baltics or the rest of Europe.',
    "Target the Nordic market; Finland and Iceland count, the Baltic states don't.",
    'We have a reseller in Copenhagen who covers the whole Nordic region, so this list should only include Nordic companies. That means Denmark, Norway, Sweden, Finland and Iceland, including the Faroe Islands and Åland. Drop leads from every other country, Estonia and Germany included.',
    'For the Nordic roadshow, keep companies based in the five Nordic countries and their autonomous territories. Anything outside the Nordics should come off the list.',
  ],
  g7: [
    'Only companies in the G7',
    'Keep: US, Canada, UK, France, Germany, Italy, Japan',
    'HQ in a G7 nation',
    "We're focusing on the G7 economies this year, so remove leads from any country that isn't a G7 member.",
    "Only keep accounts in the Group of Seven countries. Australia and Switzerland don't count.",
    'Limit the list to the seven G7 countries: the United States, Japan, Germany, the UK, France, Italy and Canada.',
    'Our enterprise plan is only sold in the largest developed markets, which for us means the G7. Keep companies based in the US, Canada, the UK, France, Germany, Italy or Japan. Everything else should be excluded, including other rich countries like Australia, Ireland or Switzerland.',
    "Leadership wants pipeline from G7 markets only for this board report. Please keep leads whose company is in a G7 country and drop the rest, even if they're big accounts.",
  ],
  asia: [
    'Asia-based accounts only',
    'Region: Asia, from Turkey and the Gulf to Japan',
    'Keep companies headquartered in Asian countries',
    'Keep leads headquartered anywhere in Asia, including Western Asia (Israel, Turkey, the Gulf states) and Central Asia. Australia and the Pacific islands are not Asia.',
    'Please exclude everything outside Asia. Cyprus counts as Europe for us.',
    "We're only working Asian markets this quarter: South, Southeast, East, Central and West Asia all count.",
    'Our new Singapore office will prospect across Asia. Keep every lead from an Asian country, from Turkey, Saudi Arabia and Iran through the Caucasus, India and Kazakhstan to China, Korea and Japan. Drop leads from Europe, Africa, the Americas and Oceania.',
    'This list is for the Asia sales team, so it should only contain companies based in Asia. West Asian countries like the UAE, Jordan or Lebanon stay; New Zealand, the Pacific islands and Cyprus go.',
  ],
  'south-america': [
    'Keep only South American accounts',
    'Geo: South America',
    'South America (all 12 countries)',
    'Only keep leads in South America: Brazil, Argentina, Chile, Colombia, Peru and the rest of the continent. Mexico and Central America are out.',
    "Remove anything that isn't headquartered in a South American country. The Caribbean doesn't count.",
    'Our São Paulo team covers South America only, so drop leads from North America, Central America and the Caribbean.',
    "We're building pipeline for our South American expansion. Keep companies in any of the twelve South American countries, Guyana and Suriname included. Leads from Mexico, Central America, the Caribbean or outside the Americas should be excluded.",
    'Please limit this list to South America. Companies in Brazil, Argentina, Colombia, Chile, Peru, Ecuador, Venezuela, Bolivia, Paraguay, Uruguay, Guyana or Suriname stay; anything else goes, including the Dominican Republic and Barbados.',
  ],
  'us-west-coast': [
    'West Coast states only',
    'Keep CA, OR and WA',
    'US West Coast (California, Oregon, Washington)',
    "Only keep accounts headquartered on the West Coast: California, Oregon or Washington State. Alaska and Hawaii don't count.",
    "Remove everything outside California, Oregon and Washington. That's Washington State, not DC.",
    'Our Seattle AE covers the West Coast, so limit leads to the three West Coast states.',
    'We are hosting a dinner series in San Francisco, Portland and Seattle, so this list should only have West Coast companies. Keep California, Oregon and Washington State; drop every other state, including Nevada, Arizona, Alaska and Hawaii, plus Washington, DC.',
    'The West Coast territory belongs to one rep. Please keep leads in California, Oregon and Washington and exclude the rest of the US, including the District of Columbia.',
  ],
  'us-midwest': [
    'Midwest states only',
    'Region: US Midwest (Census definition)',
    'Keep the 12 Midwestern states',
    'Only keep leads in the Midwest: Illinois, Indiana, Iowa, Kansas, Michigan, Minnesota, Missouri, Nebraska, North Dakota, Ohio, South Dakota and Wisconsin.',
    'Drop anything outside the Midwest. Kentucky, Oklahoma and Pennsylvania are not Midwest for us.',
    'Our Chicago office handles Midwestern accounts, so please exclude companies in the Northeast, the South and the West.',
    'We are running a field campaign across the Midwest this spring. Keep companies headquartered in the twelve states the Census Bureau counts as Midwest, from Ohio and Michigan to the Dakotas, Nebraska and Kansas. Everything else should be removed, including neighbouring states like Kentucky, Pennsylvania, Colorado or Oklahoma.',
    'Territory rule for this list: Midwest only. That covers Ohio, Michigan, Indiana, Illinois, Wisconsin and Minnesota plus Iowa, Missouri, Kansas, Nebraska and both Dakotas; any other state is excluded.',
  ],
  manufacturers: [
    'Manufacturers only, any sub-sector',
    'NAICS 31-33 manufacturing',
    'Keep manufacturers, drop distributors',
    'Only keep companies that manufacture goods in factories, mills or plants. Wholesalers, retailers, farms and mining companies are out.',
    "We sell shop-floor software, so remove anything that isn't a manufacturer.",
    'Target manufacturers of any kind, from food processing and textiles to chemicals, metals, machinery and electronics. Exclude service businesses, construction and trade.',
    'Our MES platform only makes sense for companies that run production lines. Keep manufacturers in every sub-sector, including food, apparel, wood, plastics, chemicals, metal fabrication and equipment makers. Drop wholesalers, retailers, contractors, farms, mines, repair shops and service firms.',
    "This list is for the manufacturing vertical. If a company's main business is making products in a plant or mill, keep it; if it buys and resells, provides services, builds, farms or extracts raw materials, exclude it.",
  ],
  'software-it': [
    'Software companies and IT service firms',
    'Industry: software, IT services, hosting',
    'Keep software and IT service providers',
    'Only keep software companies and IT service firms (custom development, systems integration, managed IT, hosting and data processing). Computer hardware makers are out.',
    "Remove anything that isn't software or IT services. Electronics manufacturers don't count.",
    'We partner with software vendors and IT service providers, so exclude every other industry.',
    'Our integration marketplace is built for software companies and the IT firms that implement them. Keep software publishers, IT consultancies, systems integrators, managed service providers and hosting or data processing companies. Exclude everyone else, including companies that manufacture computers or electronic equipment.',
    'For this campaign we want the software and IT services sector only. Keep companies that publish software or provide computer services such as programming, systems design, facilities management or hosting; drop all other industries, even technology-adjacent ones like biotech research or electronics manufacturing.',
  ],
  healthcare: [
    'Healthcare delivery organizations only',
    'Industry: healthcare providers (NAICS 621-623)',
    'Keep ambulatory care, hospitals, nursing and residential care',
    'Only keep companies that provide healthcare: hospitals, physician and dental practices, other practitioners, outpatient centers, medical labs, home health, ambulances, and nursing or residential care facilities.',
    "Remove anything that isn't a healthcare provider. Pharma manufacturers, insurers and non-medical testing labs are out.",
    "We sell scheduling software to care providers, so keep hospitals, practices, clinics, medical labs, home health, ambulances, nursing homes and residential care, and drop social services that aren't residential.",
    "Our patient-intake product is built for healthcare providers. Keep hospitals, doctors' and dentists' offices, outpatient and mental health centers, medical and diagnostic labs, home health and ambulance services, and nursing, retirement and residential care facilities. Drop everything else, including pharmacies, drug makers, non-medical testing labs and non-residential social assistance.",
    'This sequence is for the healthcare vertical in the narrow sense of care delivery. If the company treats, diagnoses or cares for patients or residents, keep it; if it makes or sells health products, insures people, or offers non-medical services, exclude it.',
  ],
  'financial-services': [
    'Banking, finance and insurance companies',
    'Sector: financial services incl. insurance',
    'Keep financial services companies, insurance included',
    'Only keep companies in financial services, such as banks, credit unions, lenders, brokers, investment and asset managers, insurers and insurance agencies, funds and trusts. Everything else goes.',
    "Remove anything that isn't finance or insurance. Real estate, accounting and legal firms are out.",
    'We sell compliance software to the finance and insurance sector, so exclude all other industries.',
    'This campaign targets the financial services vertical. Keep every business in finance and insurance, such as banks, card issuers, lenders and loan brokers, securities and commodity firms, investment advisers, insurers, insurance brokers, claims adjusters and funds. Drop companies in every other industry, even those that serve financial clients.',
    'For the partner list we are building with our banking team, only companies whose core business is finance or insurance should stay: banking, lending, credit, investing, trading and insurance of every kind. Exclude companies in other sectors.',
  ],
  'c-level-founders': [
    'C-suite plus founders',
    'Keep CXOs, managing directors and founders',
    'C-level or founder titles',
    'Only keep C-level executives (CEO, CFO, CTO, COO, CMO and other chief officers), managing directors and founders or co-founders. VPs and directors are out.',
    'Remove anyone below the C-suite, but keep founders and managing directors.',
    "Target the top executive: chief officers, managing directors, directors general and company founders. Executive assistants to the CEO don't count.",
    'We need the people who sign off on budget at company level, so keep C-level titles (any chief officer, plus managing directors and directors general) and founders or co-founders. Drop EVPs, SVPs, VPs, heads of departments, directors and everyone below them, as well as assistants to executives.',
    'This sequence is written for chief executives and founders. Keep anyone with a chief officer title, a managing director or equivalent general management title, or a founder title, in any language. Everyone else should be excluded, however senior.',
  ],
  'director-plus': [
    'Director-level and above, founders and owners included',
    'Only contacts at director seniority or higher',
    'Director and above; no managers',
    'Keep decision-makers at director level or above: directors, heads of departments, VPs of every grade, presidents, C-level, founders and owners. Drop managers, team leads and individual contributors.',
    'Remove anyone below director. Senior managers and team leads are out, but heads of a function count as director level.',
    'Our buyer is a director or higher, so keep directors, senior directors, heads of, VPs, SVPs, EVPs, C-suite, managing directors, founders and owners, and exclude all managers and staff.',
    'Deals under our model need sign-off from someone at director level or above. Keep directors and heads of function, vice presidents at every level, and top executives such as presidents, chiefs, managing directors, founders and owners. Exclude managers (senior ones included), supervisors, team leads, specialists, analysts, consultants, interns and assistants.',
    'For the executive dinner invite list, only director-level seniority and above qualifies. If the title says director, head, vice president, chief, president, founder or owner, or the equivalent in another language, keep it; if it says manager, lead, supervisor or any individual contributor role, exclude it.',
  ],
  'sales-roles': [
    'Sales titles only, any seniority',
    'Sales department contacts only',
    'Keep salespeople, from SDR to CRO',
    'Only keep people who work in sales, at any level from reps and coordinators to sales managers, sales directors, VPs of Sales and the CRO. Marketing, finance, HR, operations and engineering are out.',
    "Remove everyone who isn't in the sales org. Marketing doesn't count as sales for this list.",
    "We're pitching a sales enablement tool, so target sales titles at every level, including juniors, coordinators and sales analysts.",
    'Our product is used by sales teams, so the list should only contain people in sales. Keep any sales title in any language and at any level, from sales development reps and coordinators to sales directors, heads of sales and chief revenue officers. Exclude marketing, HR, finance, operations and engineering roles, and recruiters.',
    'This outreach is for sales leaders and their teams. Keep a contact when their job is in sales, whatever the seniority; drop them when they work in another function, even a neighbouring one like marketing.',
  ],
  'employees-50-500': [
    'Employee count: 50 to 500',
    'Company size 50-500 staff',
    'Between 50 and 500 employees, inclusive',
    'Only keep companies with at least 50 and at most 500 employees. Smaller startups and large enterprises are out.',
    'Remove any company with fewer than 50 employees or more than 500.',
    'Our sweet spot is 50 to 500 people; drop anything under 50 or over 500, self-employed included.',
    'Our product is priced for mid-market teams, so we target companies of 50 to 500 employees, both ends included. Anything smaller, including freelancers and the self-employed, or anything larger than 500 goes to a different motion and should be excluded here.',
    'For this list, headcount decides. A company with 50, 500 or any number in between stays, as do size bands that fall inside that range, like 51-200 or 201-500; companies under 50 or above 500 are removed.',
  ],
  'revenue-10m-plus': [
    'Revenue: $10M and up',
    'Annual revenue of at least $10 million',
    'Keep companies doing $10M or more',
    "Only keep accounts with $10M or more in annual revenue; there's no upper limit.",
    'Remove companies under $10 million in revenue.',
    'We need companies big enough to afford us: $10M in annual revenue or more, so drop anything below that.',
    'Our minimum deal size only works for established businesses. Keep companies with annual revenue of ten million dollars or more, including the very largest enterprises. Companies that report less than $10M should be excluded.',
    'Revenue filter for this list: a company making $10M a year or more stays, and a revenue band that starts at $10M or higher stays too. Anything below $10M comes off.',
  ],
  'business-email': [
    'Company email addresses only',
    'No Gmail, Yahoo, Hotmail or other free email',
    'Corporate domains only',
    "Only keep contacts with an email on their company's own domain. Free webmail addresses like Gmail, Outlook.com, AOL, GMX or web.de are out.",
    'Remove personal email addresses from free providers; we only email people at their work address.',
    'Exclude anyone using a free or consumer mail service, however obscure the provider. Keep business domains.',
    'Our deliverability team asked us to stop sending to consumer inboxes. Keep contacts whose email is on a company domain, and drop anyone on a free mail provider, from Gmail, Yahoo and iCloud to the many smaller free services.',
    "For B2B outreach we want business addresses only. An email at a company's own domain stays; an email at a free webmail or consumer provider such as Gmail, Hotmail, Yahoo, AOL, Libero or GMX is removed.",
  ],
  'role-addresses': [
    'No role-based mailboxes',
    'Exclude info@, sales@, support@ and similar',
    "Named contacts' emails only",
    'Only keep emails that belong to a specific person, like firstname.lastname@company.com. Shared inboxes such as info@, contact@, hello@, office@ or billing@ are out.',
    'Remove generic department mailboxes (sales, support, marketing, press, careers, jobs, billing) and technical ones like postmaster, webmaster, hostmaster, abuse and noc.',
    "Drop role addresses; keep people's individual work emails.",
    'Sending to shared mailboxes hurts our reply rates and gets us flagged as spam. Keep addresses that go to one named person. Exclude any address that goes to a role, team or function instead, such as admin@, security@, careers@ or press@.',
    "We want a real human on the other end of every email. If the part before the @ is a person's name, keep the contact; if it's a function, department or system mailbox like info, sales, support, webmaster or abuse, exclude it.",
  ],
  'us-only': [
    'Headquartered in the US',
    'Keep USA, drop everything else',
    'American companies only',
    'Only keep accounts headquartered in the United States. Canada, Mexico and every other country are out.',
    'Please remove all international leads; we can only sell in the US for now.',
    'Our contracts and support hours are US-only, so filter the list to United States companies.',
    "We haven't set up billing or legal entities outside the United States yet. Keep companies based in the US, in any state, and exclude companies in every other country, including close neighbours like Mexico.",
    'This is a domestic campaign. Leads whose company is located in the United States of America stay on the list; anything headquartered abroad should be taken off.',
  ],
  'german-speaking': [
    'Countries with German as an official language',
    'Germany, Austria, Switzerland, Liechtenstein, Luxembourg, Belgium',
    'German-speaking countries, incl. Luxembourg and Belgium',
    'Only keep companies in countries where German is an official national language: Germany, Austria, Switzerland, Liechtenstein, Luxembourg and Belgium.',
    'Our German-language campaign goes to every country where German has official status nationally, so drop all others. Italy is out even though German is spoken in South Tyrol.',
    'Target countries where German is one of the official languages; Belgium and Luxembourg count.',
    "We're sending the German version of our newsletter, so the list should cover every country that has German as an official language at national level. That's Germany, Austria, Switzerland and Liechtenstein, plus Luxembourg and Belgium, where German is one of several official languages. Remove leads from any other country.",
    'The German-speaking market for this campaign means the six countries where German is official: the DACH three, Liechtenstein, Luxembourg and Belgium. Exclude everywhere else, including Italy and other places with only regional German-speaking communities.',
  ],
  africa: [
    'Africa-based companies only',
    'Region: Africa (incl. North Africa)',
    'Keep all 54 African countries',
    'Only keep leads from Africa: North Africa, sub-Saharan Africa and island nations like Mauritius, Madagascar and Cape Verde.',
    'Remove anything outside Africa. Egypt, Morocco and the island nations count as Africa.',
    'Our Johannesburg and Lagos offices cover the whole continent, so keep every African country.',
    "We're expanding into Africa and want a pan-African list. Keep companies in any African country, from Morocco, Egypt and Tunisia in the north to South Africa, and from Senegal and Cape Verde to Kenya, Madagascar and the Seychelles. Drop every country outside Africa, including Turkey and Saudi Arabia.",
    'The Africa territory covers the entire continent and its island states. Keep leads based in an African country and exclude the rest of the world.',
  ],
};

/** The fifteenth round's criteria (`ph15-…`; `roundCriteria` refuses a sentence of an earlier round or written twice). */
export const phrasing15Criteria = (phrasing: Criterion[], earlier: string[]): Criterion[] =>
  roundCriteria(15, PHRASINGS, phrasing, earlier);
