// Tenth phrasing set (ADR 0034), held apart like the fifth to ninth: the same 22 criteria with the same values and
// labels, each written seven NEW ways in the realistic mix of the seventh to ninth rounds, in forms the ninth did
// not use — plain sentences typed into a "who is a good lead" box, many of them questions ("Can you keep only the
// companies headquartered in Africa?") or "We're targeting …" lines; short notes, Slack lines and CRM filters as
// one-line fragments ("ICP: DACH · HQ: D / A / CH · rest: out"), "ICP: …; no …, no …", "disqualify if …" and
// "DQ if …" rules, and instructions that name the column ("In the Country column keep …"); and longer briefs or
// emails that give the reason, a third of them from writers whose first language is not English ("please let in
// the list only the companies which have their seat in …"); negations, exceptions, numbers in words and notation,
// abbreviations, one real typo per criterion, British and American spelling. Written by a helper that did not read
// the rules reader (apps/server/src/knowledge/, the rules modules, their tests, the offline matcher, the
// reader-pass notes or docs/EVAL.md's lists of refused sentences), committed before any measurement and not
// changed after it. Each sentence means exactly its criterion's label; wordings that would change it are not used —
// those of the ninth round's list ("North America" for the US, "Scandinavia" for the Nordics, "APAC" for Asia,
// "LATAM" for South America, "the Middle East" inside Asia or beside Africa, "tech" for software, "ARR" for
// revenue, "mid-market" without bounds, "8-figure", "over" for "at least", "AF" for Africa, "Europe" for the EU,
// "life sciences" for healthcare) and these: "the eurozone" or "Schengen" for the EU, "German-speaking" for DACH,
// "on the Asian continent" (Russia) or "Western Asia" (Cyprus) for Asia, "Latin America" or "Spanish-speaking" for
// South America, "Pacific Northwest" or "Pacific states" for the West Coast, "Great Lakes" or "the Heartland" for
// the Midwest, "industrial companies" or "OEMs" for manufacturers, "SaaS" or "IT companies" alone for software and
// IT services, "medical" alone for healthcare providers, "fintech" for financial services, "executives",
// "leadership" or "directors out" (Managing Director is C-level) for the C-suite, "senior", "management" or
// "decision-makers" for director and above, "revenue team" or "GTM" for sales, "SMB" or "more than 50" for 50–500,
// "€" for dollars, "personal" for a named person's address (it means a free-mail one), "domestic" or "American"
// alone for the US, "DACH" for the German-official countries. `phrasing10Criteria` refuses a sentence equal to one
// of an earlier round (the fifth to ninth included) after normalising case and punctuation, and one written twice
// in this round.
import { type Criterion, roundCriteria } from './build-kit.ts';

const PHRASINGS: Record<string, string[]> = {
  eu: [
    'Can you keep only the companies headquartered in a country of the European Union?',
    'We’re targeting organizations with their head office in an EU member state, all twenty-seven of them, Croatia and Cyprus included',
    'ICP: HQ inside the EU-27; no UK, no Switzerland, no Norway',
    'disqualify if HQ country is not an EU member',
    'The grant that funds this pilot is paid by the European Commission and may only benefit companies established in the Union, so every lead has to be headquartered in one of the EU member states. Please disqualify British, Swiss, Norwegian, Icelandic and Turkish companies along with everything outside Europe.',
    'Dear colleague, for the mailing of next week please let in the list only the companies which have their seat in a member country of European Union, the others you can delete. Many thanks, Katarzyna',
    'In the Country column keep EU memeber states, delete the rest',
  ],
  dach: [
    'Could you filter this down to companies based in Germany, Austria or Switzerland?',
    'We’re targeting the DACH market, so only German, Austrian and Swiss headquarters count',
    'ICP: DACH · HQ: D / A / CH · rest: out',
    'no Liechtenstein, no Luxembourg, no other country – just DE, AT and CH',
    'Our payroll integration is certified only for German, Austrian and Swiss payroll law, which is why we can sell it solely to companies headquartered in Germany, Austria or Switzerland. Please disqualify every other company, including ones from Liechtenstein, Luxembourg or the Netherlands.',
    'Hello, for our fair in Stuttgart we need only leads from the DACH countries (that means Germany, Austria and Switzerland), please remove all other. Best regards, Jürgen',
    'In the Country column leave only Germany, Austria and Swtizerland',
  ],
  nordics: [
    'Only leads headquartered in a Nordic country, please',
    'We’re targeting the Nordic region: Denmark, Finland, Iceland, Norway, Sweden and the autonomous Faroe Islands, Greenland and Åland',
    'ICP: Nordics (DK, FI, IS, NO, SE + FO/GL/AX); no Baltics, no Germany',
    'DQ if HQ is outside the Nordic countries',
    'Our Helsinki partner holds the distribution rights for the Nordic countries only – the five sovereign states and the three self-governing territories, the Faroes, Greenland and Åland – so companies headquartered in Estonia, Latvia, Lithuania, the UK or anywhere else have to be taken off the list.',
    'Hi, can you please make so that only companies with HQ in the Nordic countries stay in the list? The others are not for our team. Tack, Lars',
    'HQ Country column: keep the Nordic countires only',
  ],
  g7: [
    'Leads must be headquartered in a G7 country',
    'We’re targeting the Group of Seven economies – the US, Japan, Germany, the UK, France, Italy and Canada – and no other country',
    'ICP: G7 HQ; no China, no India, no Russia, no Brazil – G7 only',
    'G7 ✓ | non-G7 ✗ | EU members outside the G7 ✗',
    'The distribution agreement we signed covers only the seven G7 countries, which are Canada, France, Germany, Italy, Japan, the United Kingdom and the United States. Companies headquartered in Spain, South Korea, Australia, Brazil or any other country fall outside the agreement, so please disqualify them.',
    'Hello team, for the G7 study we are allowed only companies with headquarter in one of the G7 states, all other please delete from the file. Thank you, Hiroshi',
    'In the Country column, keep G7 memebrs only',
  ],
  asia: [
    'Can you narrow the list to companies headquartered in Asia?',
    'We’re targeting every Asian country, from Israel and Saudi Arabia to Japan and Indonesia, but not Australia or New Zealand',
    'ICP: Asia HQ; no Oceania, no Europe, no Africa, no Americas',
    'disqualify if HQ is not in an Asian country',
    'Our Singapore entity is licensed to sell only to customers headquartered in Asia, so please keep companies based in any Asian country, from Turkey and Israel to Japan, and disqualify the rest, Australia and New Zealand included, since they belong to Oceania.',
    'Dear team, please keep in the sheet only the companies whose main office is in an Asian country; companies of other continents we do not need. Best, Nguyen',
    'In the Region column keep Asian headquaters only',
  ],
  'south-america': [
    'Can you keep only companies headquartered in South America?',
    'We’re targeting the twelve countries of South America, from Colombia and Venezuela down to Chile and Argentina',
    'ICP: South America HQ; no Mexico, no Central America, no Caribbean',
    'disqualify if the HQ country is not South American',
    'The Portuguese and Spanish support desk we just opened in São Paulo covers South America only, so please keep companies headquartered in a South American country – Guyana and Suriname included even though they speak English and Dutch – and disqualify Mexico, Central America, the Caribbean and every other region.',
    'Hola, for the campaign of Bogotá please leave only the enterprises that have the headquarter in a country of South America, the rest erase it. Saludos, Andrés',
    'In the Country column keep Sout American countries only',
  ],
  'us-west-coast': [
    'Could you keep only the companies headquartered in California, Oregon or Washington State?',
    'We’re targeting the West Coast, which for us is exactly CA, OR and WA',
    'ICP: HQ state CA/OR/WA; no AK, no HI, no NV',
    'disqualify if HQ state is not California, Oregon or Washington',
    'Same-day service is only possible from our depots in San Diego, Sacramento, Portland and Spokane, so the leads we want are companies headquartered in the three West Coast states – California, Oregon and Washington. Anything in Idaho, Nevada, Arizona, Alaska, Hawaii or Washington, D.C. should be disqualified.',
    'Hello, the event in Seattle is only for companies with seat in the west coast states of USA (California, Oregon, Washington), other states please take away. Regards, Min-jun',
    'In the State column keep California, Oregan and Washington only',
  ],
  'us-midwest': [
    'Keep it to companies headquartered in the Midwest',
    'We’re targeting the Midwestern states: Illinois, Indiana, Michigan, Ohio, Wisconsin, Iowa, Kansas, Minnesota, Missouri, Nebraska, North Dakota and South Dakota',
    'ICP: Midwest HQ (Census definition, 12 states); no Kentucky, no Oklahoma, no Pennsylvania',
    'DQ if HQ state is outside the Census Bureau’s Midwest region',
    'Our field engineers are based in Columbus, Indianapolis, Milwaukee, Des Moines and Omaha and can only drive to sites in the Midwest, so please keep companies headquartered in the twelve Midwestern states of the Census definition and disqualify the rest, including neighbours such as Kentucky, West Virginia, Colorado and Oklahoma.',
    'Hi, our distributor is only in Midwest region of USA, so please the list must have only companies with headquarter in the Midwest states, the others delete. Thanks, Rafael',
    'In the State column keep the Midwestren states only',
  ],
  manufacturers: [
    'We only want manufacturing companies, whatever they make',
    'We’re targeting manufacturers of every kind: food and drink, textiles, paper, chemicals, plastics, metals, machinery, electronics, vehicles and furniture',
    'ICP: manufacturer (NAICS 31–33); no wholesale, no retail, no construction',
    'disqualify if Industry is not Manufacturing',
    'The energy-monitoring kit we sell is wired into production lines, so only companies that manufacture goods – from bakeries and sawmills to pharmaceutical and semiconductor plants – are leads. Distributors, retailers, builders, utilities, farms and service firms should be disqualified.',
    'Hello, our machine is for the factories, so please leave only the manufacturing enterprises in the list and delete the trade companies, the services and all the others. Regards, Wojciech',
    'In the Industry column keep Manufacturng only',
  ],
  'software-it': [
    'Can you keep only companies that make software or sell IT services?',
    'We’re targeting software vendors and IT service providers: software publishers, custom developers, IT consultancies, systems integrators and hosting firms',
    'ICP: software / IT services; no hardware, no telecoms, no media',
    'Industry: software publishing · IT services · hosting → keep; anything else → DQ',
    'Our observability platform is installed by engineering teams, so the leads that convert are software publishers, custom software shops, IT consulting and systems-integration firms, and data-processing or hosting companies. Please disqualify telecom carriers, computer and chip manufacturers, electronics retailers and publishers of books or newspapers.',
    'Dear all, for the DevDays we want only companies of software and of IT services, please you remove the companies of the other sectors. Best regards, Dmitri',
    'In the Industry column leave only softwre and IT services',
  ],
  healthcare: [
    'Can you keep only healthcare providers such as hospitals, medical and dental practices, clinics, medical labs and care homes?',
    'We’re targeting organizations that deliver health care: hospitals, physicians, dentists, outpatient centers, medical labs, home health agencies, nursing homes and other residential care',
    'ICP: healthcare providers; no pharma, no medtech, no insurers, no social services',
    'DQ if not a healthcare provider (hospitals, practices, clinics, medical labs, ambulances, home health and residential care all count)',
    'Our scheduling tool was designed with nurses and front-desk staff, so the leads we need are healthcare providers: hospitals, doctors’ and dentists’ practices, outpatient and diagnostic centres, medical laboratories, ambulance and home-health services, and nursing or residential care homes. Drug makers, medical-device firms, health insurers and social-assistance agencies such as child day care should be disqualified.',
    'Hello, the software is for hospitals, clinics, doctors and nursing homes, so please keep only the health care providers and erase the other companies. Thank you, Ayşe',
    'in the Industry column, healthcare provdiers only (no pharma)',
  ],
  'financial-services': [
    'Can you keep only financial services and insurance companies?',
    'We’re targeting BFSI: banking, financial services and insurance, from credit unions and lenders to brokers, asset managers and insurance carriers',
    'ICP: finance & insurance (NAICS 52); no real estate, no accountants',
    'disqualify if not a bank, lender, investment firm, insurer or other financial company',
    'Because our product automates anti-money-laundering checks, it only sells to finance and insurance companies: banks, building societies and credit unions, lenders and card issuers, payment processors, securities brokers, fund and asset managers, insurers, reinsurers and insurance brokers. Real estate firms, accounting practices and companies in any other industry should be disqualified.',
    'Hi, for the seminar of banking we invite only companies of financial services and insurances, the other sectors please cancel from the list. Regards, Paolo',
    'In the Industry column keep Finance and Insurence only',
  ],
  'c-level-founders': [
    'Can you keep only founders and C-suite executives?',
    'We’re targeting the very top: CEOs, CFOs, COOs, CTOs, CMOs and other chief officers, plus founders, co-founders and owners',
    'ICP: CxO or founder; no VPs, no heads of department, no managers',
    'disqualify if the title is VP or lower',
    'The invitation is to a closed board-level round table, so please keep only people who sit at the top of their company – founders, co-founders, owners, presidents and the chief officers such as the CEO, CFO, CTO or CRO. Senior, executive and regular vice presidents, heads of department and directors of functions should be disqualified.',
    'Hello, to the dinner with our CEO we invite only founders and persons of C-level (CEO, CFO, CTO and so on), the others please remove from list. Regards, Tomás',
    'In the Title column keep C-suite and foudners only',
  ],
  'director-plus': [
    'Can you keep only contacts who are director level or higher?',
    'We’re targeting people at director level and up: directors, heads of department, VPs, the C-suite, founders and owners',
    'ICP: Director+; no managers, no team leads, no ICs',
    'disqualify if the title is below director',
    'Deals of this size need a signature from someone with their own budget, so please keep contacts who are directors or more senior – directors, senior directors, heads of department, vice presidents, chief officers, founders and owners – and disqualify managers, supervisors, team leads, analysts, specialists and coordinators.',
    'Hi, please in the list let only persons with position director or higher, managers and lower positions we don’t need. Thanks, Bogdan',
    'Direcor-level and above only, in the Title column',
  ],
  'sales-roles': [
    'Can you keep only people who work in sales, whatever their level?',
    'We’re targeting salespeople at every level: SDRs, BDRs, account executives, sales managers, sales directors, VPs of Sales and the CRO',
    'ICP: sales function, any seniority; no marketing, no finance, no HR, no ops, no engineering',
    'Dept: Sales · level: any · other depts: DQ',
    'The coaching programme we’re promoting is built for people who sell, so please keep every contact in a sales role – from sales development reps and account executives through sales team leads and managers to sales directors, VPs of Sales and chief revenue officers – and disqualify anyone in marketing, operations, finance, human resources or engineering.',
    'Hello, the training is for the sellers, so please leave only the persons who work in the sales, of all levels, and delete the others. Greetings, Mehmet',
    'In the Title column keep sales poeple only, any level',
  ],
  'employees-50-500': [
    'Can you keep only companies with between 50 and 500 employees, inclusive?',
    'We’re targeting companies that employ at least fifty and at most five hundred people',
    'ICP: 50–500 FTE; nothing under 50, nothing above 500',
    'disqualify if headcount < 50 or > 500',
    'Our onboarding is run by a single customer success manager per account, which works for companies from fifty up to five hundred people; smaller companies churn and bigger ones need a team we can’t provide. So please keep companies with 50 to 500 employees, both bounds included, and disqualify the rest.',
    'Hello, please keep only the companies which have from 50 to 500 workers (50 and 500 also ok), the smaller and the bigger you can delete. Regards, Jiří',
    'In the Employees column, keep headcounts from 50 to 500 inclusve',
  ],
  'revenue-10m-plus': [
    'Could we keep only companies with revenue of ten million dollars or more?',
    'We’re targeting companies with at least $10 million in yearly revenue',
    'ICP: revenue ≥ $10m; no companies under ten million',
    'disqualify if annual revenue < USD 10,000,000',
    'Implementation takes three months of a consultant’s time, which only pays off for companies of a certain size, so please keep accounts with annual revenue of $10M or above and disqualify every account whose revenue is below ten million dollars.',
    'Hi, please keep only firms with revenue from 10 Mio. USD and more, the firms with less revenue please remove. Thanks, Klaus',
    'In the Revenue column keep anything from $10M upwards, delete what is undr $10M',
  ],
  'business-email': [
    'Is it possible to keep only contacts with a business email address?',
    'We’re targeting people at their work addresses, so anyone on Gmail, Yahoo, Hotmail, Outlook.com, AOL, iCloud, GMX or any other free provider goes',
    'ICP: company-domain email; no gmail, no yahoo, no hotmail, no other freemail',
    'disqualify if the email domain is a free webmail provider',
    'Our deliverability consultant found that messages sent to consumer mailboxes damage the reputation of our sending domain, and those contacts almost never become customers, so please disqualify every address on a free email service such as Gmail, Yahoo Mail, Outlook.com, Hotmail, Mail.ru, Yandex or web.de, and keep the ones on a company’s own domain.',
    'Hello, please remove the contacts with private mail (gmail, yahoo, web.de etc.) and let only the contacts with mail of the company. Thanks, Sven',
    'In the Email column keep corprate addresses only, free mail out',
  ],
  'role-addresses': [
    'Can you remove generic addresses like info@ and support@ and keep only emails of named people?',
    'We’re targeting individuals, so shared inboxes such as hello@, contact@, office@, admin@, sales@ or marketing@ are not leads',
    'ICP: one named person per email; no info@, no sales@, no support@, no noreply@',
    'DQ if the mailbox is a role account (info, sales, admin, webmaster …)',
    'Every email in the sequence opens with the recipient’s first name and the meeting link is tied to that person’s calendar, so addresses that reach a team rather than a person – info@, enquiries@, sales@, support@, careers@, press@, billing@ and the like – should be disqualified; keep only the addresses of individual people.',
    'Hi, please delete the emails like info@ or office@ which are not of one person, we want only the emails of concrete persons. Best, Oleksandr',
    'In the Email column keep individuals only, no role mialboxes',
  ],
  'us-only': [
    'Leads should have their headquarters in the United States',
    'We’re targeting US companies only; Canadian, Mexican, British and all other non-US companies are not leads',
    'ICP: HQ in USA; no Canada, no Mexico, no other country',
    'disqualify if HQ country is anything other than the US',
    'Our payments licence is issued by US state regulators and does not let us onboard foreign businesses, so please keep only companies whose headquarters are in the United States and disqualify companies based in Canada, Mexico, Europe, Asia or anywhere else outside the US.',
    'Hello, we can sell only in the USA for now, so please keep only the american companies (headquarter in USA), the foreign ones please delete. Thank you, Yuki',
    'In the Country column keep Unites States only',
  ],
  'german-speaking': [
    'Can you keep only companies in countries where German is an official language?',
    'We’re targeting the six countries with German as an official language: Germany, Austria, Switzerland, Liechtenstein, Luxembourg and Belgium',
    'ICP: German-official countries (DE, AT, CH, LI, LU, BE); no Namibia, no Italy',
    'disqualify if German is not an official language in the HQ country',
    'All our contracts, invoices and support are in German, and legal only signed off on countries where German has official-language status at national level – Germany, Austria, Switzerland, Liechtenstein, Luxembourg and Belgium. Please disqualify companies headquartered anywhere else, including Italy and Namibia, where German is only regional or recognised.',
    'Hello, the webinar is in German language, so please let only companies from countries where German is official language (Germany, Austria, Switzerland, Liechtenstein, Luxembourg, Belgium), others delete. Grüße, Piotr',
    'In the Country column keep the countries with German as an offcial language',
  ],
  africa: [
    'Only African-headquartered companies are leads for us',
    'We’re targeting African companies, North Africa included, from Morocco and Egypt to South Africa, Nigeria and Kenya',
    'ICP: HQ anywhere in Africa (all 54 states); no Europe, no Asia, no Americas, no Oceania',
    'HQ: Africa ✓ · North Africa ✓ · anywhere else ✗',
    'The microfinance software we sell is built around African mobile-money networks such as M-Pesa, MTN MoMo and Orange Money, so please keep only companies headquartered in an African country, the Maghreb and Egypt included, and disqualify companies from every other continent.',
    'Hello, the event in Accra is only for companies of Africa, all the continent, so please delete the companies of other continents. Merci, Moussa',
    'In the Country column keep Afrcan countries only',
  ],
};

/** The tenth round's criteria (`ph10-…`; `roundCriteria` refuses a sentence of an earlier round or written twice). */
export const phrasing10Criteria = (phrasing: Criterion[], earlier: string[]): Criterion[] =>
  roundCriteria(10, PHRASINGS, phrasing, earlier);
