// Eleventh phrasing set (ADR 0034), held apart like the fifth to tenth: the same 22 criteria with the same values and
// labels, each written seven NEW ways in a realistic mix the ninth and tenth rounds did not use — CRM list-view and
// report filters as users paste them ("Billing Country is any of …", "Number of Employees >= 50 AND Number of Employees
// <= 500", "Job Level is any of …"); bullet lists over several lines ("Keep:\n- …\nRemove:\n- …"); voice-to-text
// without punctuation or capitals ("just keep the companies in germany austria and switzerland and take out the rest");
// all-caps shouting ("EU COMPANIES ONLY. NO UK. …"); English as Spanish, French and German speakers write it ("Please,
// leave only the enterprises …", "I would like that you keep …", "firms whose headquarter lies in …"); the criterion
// inside sentences of irrelevant context (a trip, a hire, a deliverability problem, numbers that are not the
// criterion); instructions that first say what is NOT wanted and only then what is; and comparisons for the sizes ("50
// employees or more but must not be bigger than 500"); negations, exceptions, numbers in words and notation,
// abbreviations, one real typo per criterion, British and American spelling. Written by a helper that did not read the
// rules reader (apps/server/src/knowledge/, the rules modules, their tests, the offline matcher, the reader-pass notes
// or docs/EVAL.md), committed before any measurement and not changed after it. Each sentence means exactly its
// criterion's label; the wordings the ninth and tenth rounds' headers list are not used, nor these: "Title contains
// 'CEO'" (it also takes "Executive Assistant to the CEO") or "Title contains 'Chief'" alone (Managing Director,
// President and Owner are C-level) for the C-suite; "directors out" beside the C-suite (Managing Director); a CRM
// filter that names a few free-mail domains ("Email Domain is not gmail.com, yahoo.com …") for business email, since
// freemail lists hundreds; "bigger than 50" or "more than 50 people" for at least 50, "under 500" for at most 500,
// "enterprise" for above 500; "turnover" in euros or without a currency; "EEA", "EU/EEA" or "Benelux" for the EU; "the
// Pacific coast" (Alaska, Hawaii) for the West Coast; "the Rust Belt" or "flyover states" for the Midwest; "Far East"
// or "Asia-Pacific" for Asia; "the five Nordic states" without the Faroes, Greenland and Åland; "industrial",
// "digital", "health" alone, "banks" alone, "top management", "commercial team" or "BD" for manufacturers, software,
// healthcare providers, finance, the C-suite or sales; a keep list followed by a remove list that names only some of
// the rest (each remove list here is complete or ends in "every other …" or "and the like"); and the false friends of
// the writers' first languages that change an instruction ("sort out" for remove, "eventually" for possibly, "actual"
// for current). `phrasing11Criteria` refuses a sentence equal to one of an earlier round (the fifth to tenth included)
// after normalising case and punctuation, and one written twice in this round.
import { type Criterion, roundCriteria } from './build-kit.ts';

const PHRASINGS: Record<string, string[]> = {
  eu: [
    'Billing Country is any of Austria, Belgium, Bulgaria, Croatia, Cyprus, Czechia, Denmark, Estonia, Finland, France, Germany, Greece, Hungary, Ireland, Italy, Latvia, Lithuania, Luxembourg, Malta, Netherlands, Poland, Portugal, Romania, Slovakia, Slovenia, Spain, Sweden',
    'Keep:\n- companies headquartered in an EU member state\nRemove:\n- the UK, Switzerland, Norway\n- every other non-EU country',
    'ok so for this list only keep companies that are based in the european union everything else can go',
    'EU COMPANIES ONLY. NO UK. NO SWITZERLAND. NO NORWAY.',
    'Please, leave only the enterprises with headquarters in some country of the European Union and eliminate the rest. Gracias, Lucía',
    'I pulled this export from Apollo on Monday and it still has the old column names, sorry about that. The only thing that matters for this campaign is that the company is headquartered in the European Union, so please drop any account based outside the EU.',
    'Not interested in anything outside the Europen Union – what we want is companies based in one of its 27 member states',
  ],
  dach: [
    'Country equals Germany OR Country equals Austria OR Country equals Switzerland',
    'Keep:\n- Germany\n- Austria\n- Switzerland\nRemove:\n- every other country',
    'just keep the companies in germany austria and switzerland and take out the rest',
    'DACH ONLY!!! GERMANY, AUSTRIA, SWITZERLAND — NOTHING ELSE',
    'Please only leave the firms whose headquarter lies in Germany, Austria or Switzerland in the list, all others can be deleted. Danke, Matthias',
    'Our new sales hire starts in Vienna next week and will take the DACH territory, so this list should hold only companies based in Germany, Austria or Switzerland. Thanks for pulling it together so fast.',
    'We don’t need Liechtenstein, Luxembourg or the Netherlands; we need companies headquartered in Germany, Austria or Switzerand, nothing more',
  ],
  nordics: [
    'HQ Country is any of Denmark, Finland, Iceland, Norway, Sweden, Faroe Islands, Greenland, Åland Islands',
    'Keep:\n- Nordic HQs (Denmark, Finland, Iceland, Norway, Sweden, plus the Faroe Islands, Greenland and Åland)\nRemove:\n- the Baltics\n- every other country',
    'can you filter it to companies headquartered in the nordic countries please',
    'NORDIC COMPANIES ONLY — NO ESTONIA, NO GERMANY, NO UK',
    'Hello, I would like that you keep only the companies which have their head office in a Nordic country, and that you remove the other ones. Merci d’avance, Camille',
    'Since Ingrid speaks all the Nordic languages and already knows half these accounts from her Oslo days, her list should be companies headquartered in the Nordic countries and none from elsewhere.',
    'Leave out the Baltic states and the rest of Europe; only keep firms based in the Nordic contries',
  ],
  g7: [
    'Billing Country in (Canada, France, Germany, Italy, Japan, United Kingdom, United States)',
    'Keep:\n- the G7 countries\nRemove:\n- China, India, Russia, Australia, Spain\n- every other non-G7 country',
    "keep only the companies in the g7 countries so that's the us canada the uk france germany italy and japan",
    'G7 HEADQUARTERS ONLY, EVERYTHING ELSE OUT',
    'Please, we need only the companies with headquarters in a country of the G7, the others eliminate them from the list. Saludos, Javier',
    'The board asked for a benchmark before the Tokyo offsite, and for that we only want companies headquartered in the G7 nations; the rest of the export can be removed.',
    'No BRICS, no EU members outside the G7 — just companies headquatered in the Group of Seven',
  ],
  asia: [
    'HQ Region equals Asia',
    'Keep:\n- companies headquartered anywhere in Asia\nRemove:\n- Oceania (Australia, New Zealand)\n- Europe, Africa and the Americas',
    'please only keep companies whose headquarters are in asia',
    'ASIAN HQ ONLY. NOT AUSTRALIA, NOT NEW ZEALAND.',
    'Please take only the firms with headquarter in Asia into the list; firms from other continents we do not need. Viele Grüße, Stefan',
    'Half the team is at the Singapore summit this week so replies will be slow. For the follow-ups we only want leads whose company is based in Asia, so clear out the ones headquartered on other continents.',
    'Not Europe, not Oceania, not the Americas or Africa: keep compnaies headquartered in Asia only',
  ],
  'south-america': [
    'HQ Country is any of Argentina, Bolivia, Brazil, Chile, Colombia, Ecuador, Guyana, Paraguay, Peru, Suriname, Uruguay, Venezuela',
    'Keep:\n- South American HQs\nRemove:\n- Mexico\n- Central America\n- the Caribbean\n- every other region',
    'only companies with headquarters in south america please nothing from mexico or central america',
    'SOUTH AMERICA ONLY!! NO MEXICO!!',
    'Please, leave only the enterprises that have their central office in a country of South America; the ones of Mexico, Central America and the rest, eliminate. Gracias, Valentina',
    'We just hired two reps in Santiago and Buenos Aires, and Marco will coordinate them from Lima. Their list should have only companies headquartered in South America, so take every other account out.',
    'We don’t want Central America or the Caribbean; we want comapnies based in South America',
  ],
  'us-west-coast': [
    'Billing State/Province is any of CA, OR, WA',
    'Keep:\n- California\n- Oregon\n- Washington\nRemove:\n- every other state, Alaska, Hawaii and Nevada included\n- Washington, D.C.',
    'keep only companies headquartered in california oregon or washington state',
    'WEST COAST ONLY = CA, OR, WA. NOTHING ELSE.',
    'Hello, for the tour in California we would like to keep only the companies which have their head office in California, Oregon or the State of Washington, and to delete the others. Cordialement, Hélène',
    'The booth at the San Francisco conference is booked, and afterwards Dana drives up to Portland and Seattle, so this list is only for companies headquartered on the West Coast — California, Oregon and Washington.',
    'Not Alaska, not Hawaii, not Nevada or Arizona: only California, Oregon and Washingon headquarters',
  ],
  'us-midwest': [
    'HQ State is any of IL, IN, IA, KS, MI, MN, MO, NE, ND, OH, SD, WI',
    'Keep:\n- the Midwest (the 12 Census Bureau states)\nRemove:\n- the Northeast, the South and the West',
    'so we only want companies based in the midwest please take out the other states',
    'MIDWEST HQ ONLY (CENSUS REGION) — NO KENTUCKY, NO PENNSYLVANIA',
    'Please keep only companies with headquarter in the Midwest of the USA (the twelve states of the Census Bureau), the others please delete. Danke, Sabine',
    'We finally have a distributor in Chicago after two years of trying, which is great news. For now his territory is the Midwest, so the list should be companies headquartered in Midwestern states only.',
    'Leave out the Northeast, the South and the West; keep only the Midwest as the Census Bureau defines it: Illinois, Indiana, Iowa, Kansas, Michigan, Minnesota, Missouri, Nebraska, North Dakota, Ohio, South Dakota and Wisconson',
  ],
  manufacturers: [
    'Industry equals Manufacturing',
    'Keep:\n- manufacturers (any product)\nRemove:\n- wholesalers and retailers\n- construction\n- every other industry',
    'only manufacturing companies please whatever they produce',
    'MANUFACTURERS ONLY. NO DISTRIBUTORS, NO RETAILERS.',
    'Please, we want only the companies that fabricate products (manufacturing); the distributors, the stores and the services, eliminate them. Gracias, Carlos',
    'The trade show in Hannover is mostly factories anyway, and our sensors only make sense on a production floor, so please keep manufacturing companies and drop every lead from another industry.',
    'No distributors, retailers or builders — keep manufaturers of every kind only',
  ],
  'software-it': [
    'Industry is any of "Software Publishers", "Computer Systems Design and Related Services", "Data Processing, Hosting, and Related Services"',
    'Keep:\n- software companies\n- IT services firms (consulting, integration, hosting)\nRemove:\n- hardware makers\n- telecoms\n- every other industry',
    'keep the software companies and the IT service companies only everything else out',
    'SOFTWARE + IT SERVICES ONLY. NO HARDWARE. NO TELCOS.',
    'Hello, we would like to keep only the enterprises of software and of IT services; please suppress the other sectors. Merci, Antoine',
    'Our CTO will be on the call with most of these and he has no patience for a pitch outside his field, so trim the list to software companies and IT service providers; everything from other industries goes.',
    'No hardware, no telecoms, no media: only software and IT serivces firms',
  ],
  healthcare: [
    'Industry is any of Hospitals, Ambulatory Health Care Services, Nursing and Residential Care Facilities',
    'Keep:\n- hospitals\n- ambulatory care: doctors’ and dentists’ practices, clinics, medical labs, home health, ambulances\n- nursing and residential care\nRemove:\n- pharma and medical devices\n- insurers\n- social assistance\n- every other industry',
    'keep just the healthcare providers hospitals clinics practices care homes that sort of thing no pharma',
    'HEALTHCARE PROVIDERS ONLY — NO PHARMA, NO MEDTECH, NO INSURANCE',
    'Please keep only the health care providers (hospitals, practices, ambulant care, care homes) and delete all other firms. Freundliche Grüße, Andreas',
    'Compliance finally approved our HIPAA paperwork, which means we can approach healthcare providers now, from hospitals and dental practices to medical labs and nursing homes. Please keep every healthcare provider and remove everybody else.',
    'Not drug makers, not device companies, not health insurers; keep helthcare providers only',
  ],
  'financial-services': [
    'Industry equals Finance and Insurance (NAICS 52)',
    'Keep:\n- banks and credit unions\n- lenders, brokers and asset managers\n- insurers\n- other finance and insurance companies\nRemove:\n- real estate\n- every other industry',
    'only keep financial services and insurance companies take out everybody else',
    'FINANCE & INSURANCE ONLY!!! NO REAL ESTATE',
    'Please, leave only the companies of the financial sector and of insurance (banks, insurers, investment funds…), the rest eliminate. Un saludo, Marta',
    'Legal signed off on the new compliance module last week, and we are only going after financial services and insurance companies with it; clear out the rest of the file.',
    'We’re not after real estate or accounting firms – keep financial servies and insurance companies only',
  ],
  'c-level-founders': [
    'Job Level = C-Suite OR Job Level = Founder/Owner',
    'Keep:\n- CEOs, managing directors, presidents and the other C-suite officers\n- founders, co-founders and owners\nRemove:\n- VPs and everyone below them',
    'keep the c suite and the founders only so ceo cfo cto and so on',
    'C-LEVEL AND FOUNDERS ONLY. NO VPS.',
    'Hello, for the dinner we would like to invite only the founders and the C-level (CEO, CFO, COO…); please remove the other persons from the file. Bien à vous, Mathilde',
    'This is the guest list for the founders’ breakfast at Web Summit, and the venue only seats forty, so keep C-suite executives and founders and take off everyone else.',
    'Not VPs, not heads of department, not managers – just founders and C-levle people',
  ],
  'director-plus': [
    'Job Level is any of Director, VP, C-Suite, Founder/Owner',
    'Keep:\n- directors and heads of department\n- VPs\n- C-suite, founders, owners\nRemove:\n- managers and team leads\n- everyone else below director',
    'keep anyone who is director level or above and remove managers and below',
    'DIRECTOR AND ABOVE ONLY — NO MANAGERS',
    'Please, leave only the persons with a position of director or superior (director, VP, C-level); the managers and the rest, eliminate them. Gracias, Diego',
    'The pricing on this deal starts at six figures, so procurement will want a sponsor with budget; practically, that means keep contacts at director level or higher and drop everybody under that.',
    'Managers, team leads and ICs are out; directors, heads, VPs and the C-suite stay — so dirctor and up',
  ],
  'sales-roles': [
    'Department equals Sales',
    'Keep:\n- anyone in Sales, from SDR to CRO\nRemove:\n- marketing, finance, HR, operations, engineering\n- every other department',
    "keep only the people who work in sales it doesn't matter how senior they are",
    'SALES PEOPLE ONLY, ANY SENIORITY',
    'Please keep only persons from the sales department, no matter which level, and delete the rest. Danke schön, Katrin',
    'Our enablement webinar is on Thursday at 4pm CET and the recording goes out after, but the invite list itself should be only people in sales roles, juniors and seniors alike; remove the others.',
    'Forget marketing, ops, finance, HR and engineering; we want evryone in sales, junior or senior',
  ],
  'employees-50-500': [
    'Number of Employees >= 50 AND Number of Employees <= 500',
    'Keep:\n- 50 to 500 employees (both included)\nRemove:\n- under 50\n- over 500',
    'keep companies with 50 to 500 employees including 50 and 500 take out anything smaller or bigger',
    'ONLY 50–500 EMPLOYEES!!! NOTHING BELOW 50, NOTHING ABOVE 500',
    'Hello, we would like to keep only the companies which count between 50 and 500 employees, 50 and 500 included; please remove the smaller and the bigger ones. Cordialement, Julien',
    'No one-person shops or startups with fewer than 50 staff, and nothing above 500 either: what we want is companies with fifty to five hundred employees',
    'Companies need 50 employees or more but must not be bigger than 500 emplyees',
  ],
  'revenue-10m-plus': [
    'Annual Revenue (USD) >= 10,000,000',
    'Keep:\n- revenue of $10M and up\nRemove:\n- revenue below $10M',
    'keep the companies making 10 million dollars a year or more in revenue the smaller ones can go',
    'REVENUE $10M+ ONLY. UNDER $10M = OUT',
    'Please keep only firms with a yearly turnover of minimum 10 million US dollars; firms under this we don’t need. Beste Grüße, Tobias',
    'Finance reminded us the implementation fee alone is sixty thousand, so tiny accounts never close. Keep companies with annual revenue of at least ten million dollars and remove those below that.',
    'Nothing under ten million in revenue – keep accounts at $10M or more in anual revenue',
  ],
  'business-email': [
    'Email Domain Type equals Business (Free Webmail excluded)',
    'Keep:\n- work emails on the company’s own domain\nRemove:\n- Gmail, Yahoo, Hotmail, Outlook.com\n- every other free email provider',
    'take out anyone with a gmail or yahoo or any other free email address we only want work emails',
    'NO GMAIL / YAHOO / HOTMAIL OR OTHER FREE MAIL — BUSINESS EMAILS ONLY',
    'Please, eliminate the contacts with free email (Gmail, Hotmail, Yahoo and similar) and leave only the ones with email of the company. Gracias, Sofía',
    'We got flagged by Google Postmaster last month after a bad send, so until the domain recovers we only mail business addresses: remove every contact whose email is on a free provider.',
    'Free webmail adresses are out; company-domain addresses are in',
  ],
  'role-addresses': [
    'Email Type is not Role / Generic (info@, sales@, support@, …)',
    'Keep:\n- addresses of named individuals (jane.doe@…)\nRemove:\n- generic inboxes: info@, sales@, support@, admin@, hello@ and the like',
    'please remove the generic emails like info at and sales at and keep just the ones that belong to a real person',
    'NO INFO@ / SALES@ / SUPPORT@ TYPE ADDRESSES — REAL PEOPLE ONLY',
    'Hello, please delete the generic addresses (info@, contact@, support@…) and keep only the addresses of a physical person. Merci beaucoup, Élodie',
    'The new sequence tool personalises the first line with the first name it finds, and it writes “Hi Info” when the address is a shared inbox, which is embarrassing. So: drop role addresses such as info@, sales@ or support@ and keep individuals.',
    'Shared mailboxes like info@ or billing@ don’t interest us; we want addresses of indvidual people',
  ],
  'us-only': [
    'Billing Country equals United States',
    'Keep:\n- USA\nRemove:\n- Canada\n- Mexico\n- every other country',
    'keep only the companies headquartered in the united states nothing from other countries',
    'US-HEADQUARTERED COMPANIES ONLY. NO CANADA.',
    'Please, we need only the companies with the headquarters in the United States; those of Canada, Mexico and other countries, eliminate them please. Gracias, Alejandro',
    'Our sales tax setup only covers the US right now (tax for anywhere else is a next-quarter project), so please limit the list to companies based in the USA and remove the foreign ones.',
    'Not Canada, not the UK, not anywhere abroad: only companies headquarterd in the US',
  ],
  'german-speaking': [
    'HQ Country is any of Germany, Austria, Switzerland, Liechtenstein, Luxembourg, Belgium',
    'Keep:\n- countries where German is an official language (DE, AT, CH, LI, LU, BE)\nRemove:\n- every other country, Namibia and Italy included',
    'keep the companies from countries that have german as an official language and delete the others',
    'ONLY COUNTRIES WITH GERMAN AS AN OFFICIAL LANGUAGE!',
    'Please keep only firms from countries where German is official language (so also Belgium, Luxembourg and Liechtenstein, not only Germany, Austria and Switzerland). The others please delete. Grüße, Lena',
    'Marketing translated the whole campaign into German last month, and Legal says we may only run it where German is an official national language; keep companies headquartered in those countries and remove the rest.',
    'Not just DACH and not Namibia: keep every country where German is an offical language, i.e. Germany, Austria, Switzerland, Liechtenstein, Luxembourg and Belgium',
  ],
  africa: [
    'HQ Continent equals Africa',
    'Keep:\n- all of Africa, North Africa included\nRemove:\n- every other continent',
    'just keep companies that are based in africa anywhere in africa',
    'ONLY AFRICAN HQS — NORTH AFRICA COUNTS TOO',
    'Hello, we would like to keep only the companies which have their head office in Africa (Maghreb included) and remove the others. Merci, Aminata',
    'We finally opened the Nairobi and Lagos offices, and Lagos is hiring four more reps in January. For now, please keep companies headquartered in Africa and remove those based on other continents.',
    'Europe, Asia, the Americas and Oceania are out; keep companies with their headquarters anywhere in Afirca',
  ],
};

/** The eleventh round's criteria (`ph11-…`; `roundCriteria` refuses a sentence of an earlier round or written twice). */
export const phrasing11Criteria = (phrasing: Criterion[], earlier: string[]): Criterion[] =>
  roundCriteria(11, PHRASINGS, phrasing, earlier);
