// Thirteenth phrasing set, held apart like the fifth to twelfth: the same 22 criteria with the same values and labels,
// each written eight NEW ways. Unlike the fifth to twelfth rounds, which were written in unusual styles on purpose
// (stress tests), this round is meant as a representative sample of ORDINARY writing: what sales and RevOps people
// commonly type into a lead-filtering tool or put in an ICP brief. Per criterion about three short criteria-box entries
// ("EU-based companies only", "Directors and above only"), about three one- or two-sentence instructions as written in
// an ICP brief or a message to an SDR (plain English, with an exception or two where natural), and about two longer
// briefs of two or three sentences that explain the why and say what stays and what goes. Ordinary variety of verbs
// (keep, remove, exclude, only, focus on, target, we sell to, drop), lists of names where natural, and only the
// abbreviations sales teams commonly use (US, UK, EU, VP, C-level, HQ, DACH, G7, CRO, SDR, NAICS). No formulas, no
// foreign languages, no chat transcripts, no deliberate typos. Written by a helper that did not read the rules reader
// (apps/server/src/knowledge/, the offline matcher, their tests, the reader-pass notes or the refused-sentence lists)
// nor the sentences of the earlier rounds, only the values and labels of eval/phrasing.json; committed before any
// measurement and not changed after it. Each sentence means exactly its criterion's labels: Liechtenstein is outside
// the EU and DACH but German is official there; the Nordics include Finland, Iceland, the Faroe Islands and Åland;
// Asia includes Turkey, Israel and the Gulf states but not Cyprus; South America is not Latin America; the West Coast is
// California, Oregon and Washington State (not DC, Alaska or Hawaii); healthcare is care delivery (hospitals,
// ambulatory care, nursing and residential care), not social services or testing labs; financial services include
// insurance; managing directors count as C-level and are kept with founders, without owners; "Head of" counts as
// director level; sales includes the CRO and not marketing; both size bounds are inclusive; "personal" is used only
// for free-mail addresses, never for a named person's address. `phrasing13Criteria` refuses a sentence equal to one of
// an earlier round (the fifth to twelfth included) after normalising case and punctuation, and one written twice.
import { type Criterion, roundCriteria } from './build-kit.ts';

const PHRASINGS: Record<string, string[]> = {
  eu: [
    'EU-based companies only',
    'Remove anything outside the European Union',
    'Target: EU member countries',
    'We only sell into the EU right now, so keep companies headquartered in one of the 27 member states and exclude the rest.',
    'Please keep leads from EU countries. The UK, Switzerland and Norway are not in the EU, so drop them.',
    'Keep accounts located in the European Union; remove everything else, including non-EU parts of Europe like Serbia or the UK.',
    'Our data processing agreement only covers the European Union, so this list should contain EU companies only. Keep any of the 27 member states, from Ireland to Cyprus. Anything outside the EU goes, including European countries that are not members, such as the UK, Switzerland, Norway or Liechtenstein.',
    "For the Q3 campaign we're focusing on the EU market. Keep companies whose country is an EU member state and exclude all other countries. Being in Europe isn't enough, it has to be an actual EU member.",
  ],
  dach: [
    'Only DACH companies',
    'Keep Germany, Austria and Switzerland',
    'Exclude everything outside DACH',
    'Our sales team covers DACH, so only keep companies in Germany, Austria or Switzerland.',
    'Keep leads from the DACH countries (Germany, Austria, Switzerland) and remove all other countries.',
    'Focus on German, Austrian and Swiss companies. Anything else can be excluded.',
    'This list is for our DACH team, who only handle Germany, Austria and Switzerland. Please keep those three countries and exclude everything else. Liechtenstein and Luxembourg are not part of the territory.',
    "We're launching in the DACH market first. Keep companies located in Germany, Austria and Switzerland; every other country, including neighbours like the Netherlands or Italy, should be removed.",
  ],
  nordics: [
    'Only companies in the Nordics',
    'Keep the Nordic region',
    'Remove non-Nordic countries',
    'Only keep companies in the Nordics: Denmark, Norway, Sweden, Finland and Iceland, plus the Faroe Islands and Åland.',
    'We target the Nordic market. Exclude anything outside the Nordics, including the Baltics.',
    'Keep Nordic leads (Sweden, Norway, Denmark, Finland, Iceland and their territories) and remove everything else.',
    'This list is just for our Nordic team. Keep companies based in Denmark, Finland, Iceland, Norway or Sweden, and count the Faroe Islands, Greenland and Åland too. Everything else, including Estonia and the rest of the Baltics, should be excluded.',
    "We're expanding into the Nordics next quarter. Please keep accounts in any Nordic country and drop the rest of Europe and the world. Note that Finland and Iceland count as Nordic even though they aren't strictly Scandinavian.",
  ],
  g7: [
    'Only keep G7 countries',
    'Keep the G7 economies',
    'Exclude countries outside the G7',
    'Keep companies in the G7: the US, Canada, the UK, France, Germany, Italy and Japan.',
    'We only want leads from G7 member countries. Everything else can be removed.',
    'Please filter to the seven G7 countries and exclude the rest, including other large markets like India or Australia.',
    'Leadership wants this campaign focused on the biggest developed economies, which for us means the G7. Keep the United States, Canada, United Kingdom, France, Germany, Italy and Japan, and drop every other country. Other European countries like Austria or Ireland are out.',
    'Target accounts headquartered in a G7 country. If the company is based in the US, Canada, UK, France, Germany, Italy or Japan, keep it; otherwise exclude it.',
  ],
  asia: [
    'Asian companies only',
    'Keep companies located in Asia',
    'Remove all non-Asian countries',
    'Keep leads based anywhere in Asia, from Turkey and the Gulf to Japan and Indonesia. Exclude everything else.',
    "We're only covering Asia this year (Turkey included), so exclude companies in Europe, Africa, the Americas and Oceania.",
    "Keep all of Asia, including Central Asia, South Asia and the Gulf states. Australia and New Zealand don't count.",
    'This list feeds our Asia sales team. Keep any company whose country is in Asia: East, Southeast, South and Central Asia all count, and so does the Asian part of the Middle East, like Israel, Saudi Arabia and Turkey. Drop companies in Europe (Cyprus included), Africa, the Americas and Oceania.',
    "We're building pipeline for the Asian market. Please keep companies headquartered in Asian countries and exclude those based elsewhere. Treat Turkey as Asian; Cyprus and Russia count as Europe for us.",
  ],
  'south-america': [
    'Only South American accounts',
    'Focus on South America',
    'Exclude countries outside South America',
    'Only keep leads in South America, e.g. Brazil, Argentina, Chile, Colombia and Peru. Remove everything else.',
    'We cover South America only. Central America, Mexico and the Caribbean are out.',
    'Keep the twelve South American countries and exclude the rest of the world.',
    'Our new São Paulo office handles South America. Keep companies based in any South American country, from Colombia and Venezuela down to Chile and Argentina, including Guyana and Suriname. Mexico, Central America and the Caribbean are handled by another team, so exclude them along with everything outside the Americas.',
    'This campaign targets South America. Please keep accounts headquartered on the continent and remove all others. Note this is not all of Latin America: Mexico, Panama and the Dominican Republic should be excluded.',
  ],
  'us-west-coast': [
    'West Coast companies only',
    'Keep California, Oregon and Washington',
    'Remove anything not on the West Coast',
    'Keep companies based in California, Oregon or Washington State and exclude all other states.',
    "Only keep West Coast accounts. Alaska and Hawaii don't count, and Washington means the state, not DC.",
    'Focus on the US West Coast (CA, OR, WA); exclude the rest of the country.',
    'Our West Coast rep covers California, Oregon and Washington State. Keep leads in those three states and exclude every other state. Washington, D.C. is on the East Coast, so it goes too.',
    "We're running a West Coast event series this quarter. Please keep companies headquartered on the West Coast and drop everyone else. Nevada, Arizona, Alaska and Hawaii are not included.",
  ],
  'us-midwest': [
    'Midwest-based companies only',
    'Keep Midwestern companies',
    'Remove anything outside the Midwest',
    'Keep companies in the Midwest: Illinois, Indiana, Iowa, Kansas, Michigan, Minnesota, Missouri, Nebraska, North Dakota, Ohio, South Dakota and Wisconsin.',
    'Our Chicago team covers the Midwest, so keep only those states and exclude the rest of the US.',
    'Only keep leads in the 12 Midwest states as defined by the Census Bureau.',
    'This territory is the US Midwest. Keep accounts based in any of the twelve Midwestern states, from Ohio and Michigan out to Kansas and the Dakotas. Everything else, including Pennsylvania, Kentucky and Oklahoma, should be excluded.',
    "We're hosting roadshows in the Midwest this fall. Please keep companies whose HQ is in a Midwestern state (Census definition) and remove all others.",
  ],
  manufacturers: [
    'Only manufacturing businesses',
    'Target: manufacturers',
    'Exclude non-manufacturing industries',
    'Keep companies that manufacture products, such as food, chemicals, plastics, metal, machinery or electronics. Remove everything else.',
    'We only sell to manufacturers. Exclude wholesalers, retailers, construction, mining, agriculture and services.',
    'Keep the manufacturing sector (NAICS 31-33) and drop all other industries.',
    'Our product is built for factories and production plants, so we only want manufacturers. Keep any company in the manufacturing sector, including mills, food processors and metal finishers. Distributors, wholesalers, retailers, farms, mines, contractors and service businesses should be excluded.',
    'Target manufacturers only. Keep companies that produce goods in their own plants and remove resellers, distributors, retailers and everyone else.',
  ],
  'software-it': [
    'Software and IT services only',
    'Keep software companies and IT service providers',
    "Remove anything that isn't software or IT services",
    'Keep software publishers, IT consultancies and hosting or data processing companies. Hardware manufacturers are out.',
    'We sell to software and IT services firms, so please remove all other industries, including electronics manufacturing.',
    'Only keep companies whose industry is software or IT services (custom development, systems integration, managed IT, hosting).',
    'Our integration only makes sense for software vendors and IT services companies. Keep software publishers, IT consulting and systems integration firms, managed IT providers and data hosting companies. Exclude everyone else, including computer hardware makers, telecoms and other publishers.',
    "This list is for the software and IT services segment. Keep companies that develop software or provide IT services, and drop every other industry. Making computers or electronic instruments doesn't qualify.",
  ],
  healthcare: [
    'Only healthcare provider organizations',
    'Keep healthcare providers, including nursing and residential care',
    'Remove non-healthcare companies',
    "Keep healthcare providers: hospitals, doctors' and dentists' offices, outpatient and mental health clinics, medical labs, home health, ambulance services and nursing or residential care facilities. Drop everything else.",
    'We only work with organizations that provide medical or residential care, so exclude all other industries. Social services and non-medical testing labs are out too.',
    "Only keep companies in the healthcare sector (hospitals, ambulatory care, nursing and residential care). Social assistance doesn't count.",
    'Our scheduling software is built for care providers, so this list should only contain healthcare companies. Keep hospitals, physician and dental practices, therapists, outpatient and surgical centers, medical laboratories, home health and ambulance services, as well as nursing homes, assisted living and other residential care. Remove everything else, including social services agencies and product testing labs.',
    "We're targeting the healthcare delivery market. Please keep any organization that delivers health care or residential care, from a dental office to a psychiatric hospital or a retirement community, and exclude all other industries.",
  ],
  'financial-services': [
    'Financial services and insurance only',
    'Keep banking, lending, investing and insurance businesses',
    'Exclude non-financial industries',
    'We sell to financial services companies, meaning banks, credit unions, lenders, brokers, investment firms and anything in insurance. Remove all other industries.',
    'Keep the finance and insurance sector and exclude everything else.',
    'Only keep financial services firms, insurance included (carriers, brokers and other insurance-related businesses); drop all other verticals.',
    'Our compliance product is aimed at regulated financial firms. Keep banks, credit unions, lenders, payment and credit card companies, securities and commodities firms, investment advisers and funds, and insurance carriers, agencies and claims adjusters. Anything outside finance and insurance should be excluded.',
    'This campaign is for our financial services vertical. Please keep companies whose industry is banking, lending, investing or insurance, and remove the rest. Insurance counts as financial services for us.',
  ],
  'c-level-founders': [
    'Only C-suite and founders',
    'Keep C-level, managing directors and founders',
    'Founders and C-level execs only',
    'Only keep C-level titles (CEO, CFO, COO, CMO, CTO and other Chief ... Officers), managing directors and founders or co-founders.',
    'We want to reach the top decision makers: the C-suite, managing directors and founders. VPs and department directors should be excluded.',
    'Keep founders, chief officers and managing directors (the CEO equivalent); remove everyone else, including VPs and heads of department.',
    'Our deal size means the buyer is always someone at the very top. Keep founders, co-founders and C-level executives such as the CEO, CFO or CTO, and count managing directors as CEO-level. Exclude VPs, functional directors, heads of department and assistants, even if their title mentions the CEO.',
    'For the executive dinner invites we only want C-suite and founders. Keep anyone with a Chief ... Officer title or its abbreviation (CEO, CFO, CMO, etc.), founders and co-founders, and the top executive titles used abroad like managing director or director general. Everyone else, including SVPs and EVPs, should be removed.',
  ],
  'director-plus': [
    'Directors and above only',
    'Directors, heads of, VPs and above',
    'Exclude managers and anyone junior to them',
    'Keep decision makers at director level or higher: directors, heads of department, VPs, C-level, founders and owners. Remove managers, team leads and individual contributors.',
    'We only want senior people, director or above. Senior managers still count as managers, so drop them.',
    'Keep Director+ titles (including Head of and VP) and exclude everyone more junior.',
    'Our champions are usually budget holders, which means director level or above. Keep directors, senior directors, heads of a function, VPs of any kind, presidents, managing directors, C-level executives, founders and owners. Exclude managers, team leads, supervisors, specialists, analysts, coordinators, consultants, assistants and interns.',
    'Please filter this list down to director-level and senior leadership. Anyone whose role sits below director, like a senior manager, account executive or executive assistant, should be removed. Heads of department count as director level.',
  ],
  'sales-roles': [
    'Sales roles only',
    'Keep anyone working in sales',
    'Exclude non-sales functions',
    'Keep people in sales at any level, from SDRs up to the Chief Revenue Officer. Remove other departments.',
    'We want the sales org only (e.g. reps, sales managers, sales directors and sales leadership). Marketing, finance, HR, operations and engineering are out.',
    'Only keep contacts whose role is in the sales function, whatever their seniority.',
    "We're selling a sales enablement tool, so our users are salespeople and their leaders. Keep every sales title, whether it's a junior sales analyst, a sales development rep, a sales manager, a head of sales or a CRO. Exclude anyone in marketing, finance, HR, operations or engineering, even if they are senior.",
    'This sequence is written for sales teams. Please keep contacts who work in sales, at any level, and remove everyone in other functions. Revenue leaders like the CRO count as sales; marketers do not.',
  ],
  'employees-50-500': [
    'Employees: 50 to 500',
    'Keep companies with 50 to 500 employees',
    'Exclude companies under 50 or over 500 staff',
    'We target mid-market companies with between 50 and 500 employees. Remove anything smaller or larger.',
    'Only keep accounts with a headcount of 50-500; drop self-employed and micro businesses as well as enterprises above 500.',
    'Keep companies sized 50 to 500 people (inclusive) and exclude the rest.',
    'Our sweet spot is companies big enough to have a dedicated team but small enough to buy without a procurement process. Keep companies with 50 to 500 employees, inclusive. Anything below 50 or above 500 employees should be excluded.',
    'For this list, company size matters most. Please keep companies whose employee count falls between 50 and 500, and drop companies with fewer than 50 people or more than 500.',
  ],
  'revenue-10m-plus': [
    '$10M+ annual revenue',
    'Keep companies with at least $10M in revenue',
    'Exclude companies under $10M revenue',
    'We only target companies doing $10 million or more in annual revenue. Remove anyone below that.',
    'Keep accounts with revenue of $10M and up; anything below $10M is too small for us.',
    'Only keep companies whose annual revenue is $10M or higher.',
    'Our minimum deal size only works for established businesses. Keep companies with annual revenue of at least $10 million, with no upper limit. Companies under $10M in revenue should be excluded.',
    'Please filter on revenue for this list. Anything at or above $10M a year stays, from $10M companies all the way to the largest enterprises. Anything below $10M, including small businesses under $1M, goes.',
  ],
  'business-email': [
    'Only business email addresses',
    'Remove free email addresses',
    'Exclude Gmail, Yahoo, Hotmail and other free providers',
    'Keep contacts with a company email domain and remove anyone using a free webmail provider like Gmail, Outlook.com, AOL or GMX.',
    'We only want work email addresses. Personal addresses from consumer email services should be dropped.',
    'Only keep corporate email addresses; exclude personal/free mail domains (gmail.com, yahoo.com, hotmail.com, web.de etc.).',
    "Our sequences get flagged when we send to personal inboxes, so we only want business addresses. Keep emails on a company's own domain and exclude any address from a free or consumer email service, including Gmail, Yahoo, Hotmail, Outlook.com, iCloud, AOL, GMX, Libero and the smaller free providers.",
    "Please clean the email column before we import it. If the address is on a company domain, keep it. If it's from a free mailbox provider, whether a big one like Gmail or an obscure one, remove it.",
  ],
  'role-addresses': [
    'Remove role-based email addresses',
    'No generic inboxes like info@ or sales@',
    'Keep only emails of named people',
    'Exclude shared mailboxes such as info@, support@, sales@, billing@ and admin@. Keep addresses that belong to an individual person.',
    'We only email real people, so drop role accounts (contact@, hello@, jobs@, press@, webmaster@ and the like).',
    "Keep named contacts' email addresses and remove any generic or departmental address.",
    'Generic addresses hurt our deliverability and never reply. Please remove any role or team mailbox, like info@, sales@, support@, marketing@, careers@, office@, postmaster@ or abuse@. Keep emails that clearly belong to a named person, like firstname.lastname@company.com.',
    "Before we load this list, strip out the generic email addresses. Anything that goes to a function or team inbox rather than a specific person should be excluded, and individual employees' addresses should be kept.",
  ],
  'us-only': [
    'US companies only',
    'Keep United States-based accounts',
    'Exclude all non-US countries',
    'We only sell in the United States right now. Remove every company outside the US, including Canada and Mexico.',
    'Keep leads headquartered in the USA and exclude international ones.',
    'Only keep companies in the United States; no other countries.',
    'Our product is only available to US customers for tax and compliance reasons. Keep companies based in the United States and exclude those in any other country. That includes our neighbours Canada and Mexico.',
    'This list is for the domestic US team. Please keep accounts whose country is the United States and remove every international account, wherever it is.',
  ],
  'german-speaking': [
    'Countries where German is an official language',
    'Keep Germany, Austria, Switzerland, Liechtenstein, Luxembourg and Belgium',
    'German-speaking countries only (DACH, Liechtenstein, Luxembourg, Belgium)',
    'Keep companies in countries with German as an official national language: Germany, Austria, Switzerland, Liechtenstein, Luxembourg and Belgium. Exclude the rest.',
    "Our campaign is in German, so keep only countries where German is an official language at the national level. Italy doesn't count, since German is only regional there.",
    'Keep the DACH region plus Liechtenstein, Luxembourg and Belgium; drop every other country.',
    'We localised our onboarding into German and want to start with markets where German is an official language. That means Germany, Austria and Switzerland, plus the smaller ones: Liechtenstein, Luxembourg and Belgium. Every other country should be excluded, even if some people there speak German.',
    'Please filter to the German-speaking markets. By that we mean any country that has German as one of its official languages nationally, so Belgium and Luxembourg are included alongside DACH and Liechtenstein. Remove everything else.',
  ],
  africa: [
    'African companies only',
    'Keep Africa',
    'Exclude countries outside Africa',
    'Keep companies anywhere in Africa, North Africa and the island nations included. Remove everything else.',
    "We're only covering the African continent, so drop all leads from Europe, Asia, the Americas and Oceania.",
    'Only keep accounts based in an African country, from Egypt and Morocco to South Africa, plus Madagascar, Mauritius and the other African island states.',
    "Our Africa expansion team needs a clean list. Keep every company located in Africa, whether it's in North Africa like Egypt or Tunisia, Sub-Saharan Africa, or an island nation like Cape Verde or the Seychelles. Companies outside Africa, including those in the Gulf states, should be excluded.",
    "For this campaign we're targeting the whole of Africa, not just Sub-Saharan Africa. Please keep companies headquartered in any of the African countries and exclude those based on other continents.",
  ],
};

/** The thirteenth round's criteria (`ph13-…`; `roundCriteria` refuses a sentence of an earlier round or written twice). */
export const phrasing13Criteria = (phrasing: Criterion[], earlier: string[]): Criterion[] =>
  roundCriteria(13, PHRASINGS, phrasing, earlier);
