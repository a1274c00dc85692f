// Sixth phrasing set (ADR 0034), held apart like the fifth: the same 22 criteria with the same values and labels,
// each written seven NEW ways in the forms sales teams paste into a filter box — RevOps tickets ("REVOPS-412: …",
// "Ticket #5120: …"), Slack asks, spreadsheet comments on a column ("Col. F: …", "State col: … → delete"), emails
// to sales ops ("Hi Priya, … Cheers, Tom"), job-board-style requirement bullets ("Requirements: • … • …");
// negations, exceptions, numbers in words and in notation ("≥ 50 AND ≤ 500", "50..500", "8-figure"), set
// notation, Apollo seniority values, code-switching ("Hallo zusammen", "Hola equipo"), British and American
// spelling, a few real typos. Written by a helper that did not read the rules reader (apps/server/src/knowledge/,
// the rules modules, their tests, the reader-pass notes or docs/EVAL.md's lists of refused sentences), committed
// before any measurement and not changed after it. Each sentence means exactly its criterion's label; wordings
// that would change it ("North America" for the US, "Scandinavia" for the Nordics, "APAC" for Asia, "LATAM" for
// South America, "the Middle East" inside Asia, "tech" for software, "ARR" for revenue, "mid-market" without
// bounds) are not used. `phrasing6Criteria` refuses a sentence equal to one of an earlier round (the fifth
// included) after normalising case and punctuation.
import type { Criterion } from './build-kit.ts';
import { normalised } from './build-phrasing5.ts';

const PHRASINGS: Record<string, string[]> = {
  eu: [
    'REVOPS-412: limit the upload to accounts HQ’d in an EU member state; non-members (UK, Norway, Switzerland, Iceland, Liechtenstein) get excluded',
    'anyone outside the EU can come off this list, ta',
    'Col. F (Country): leave the EU-27 rows, delete the others',
    'Requirements: • HQ within the European Union • no non-member states',
    'Hi Priya, before the upload could you make sure every account is in an EU country and remove the ones that aren’t? Cheers, Tom',
    'EU member states: yes. Rest of Europe: no. Rest of the world: no.',
    'keep the twenty-seven EU countries only',
  ],
  dach: [
    'REVOPS-415: scope = DACH (Germany, Austria, Switzerland); every other country is excluded',
    'DE + AT + CH and nothing else',
    'Col. F: if Country isn’t Germany, Austria or Switzerland → delete the row',
    'Hallo zusammen, for the DACH roadshow we only need accounts from Deutschland, Österreich and the Schweiz; please remove everything else. Danke!',
    'Requirements: • HQ in D, A or CH • no other country',
    'Just the three DACH markets. Liechtenstein and Luxembourg are out, even though they speak German there',
    'germany/austria/swizerland only, everything else off the list',
  ],
  nordics: [
    'ICP doc §2, Geography: the Nordics, i.e. Denmark, Sweden, Norway, Finland and Iceland incl. Greenland, the Faroe Islands and the Åland Islands',
    'can we drop everything that isn’t Nordic? Estonia, Latvia and Lithuania go too',
    'Country column must be one of DK / SE / NO / FI / IS / GL / FO / AX; delete the other rows',
    'Hi both, the new rep covers the Nordic countries only, so please clear out every non-Nordic account. Thanks, Ingrid',
    'Nordic markets: yes. Baltics, Germany, the UK and everything else: no.',
    'keep the Nordic five (plus Greenland, the Faroes and Åland), remove the rest',
    'Nordic regoin only, drop others',
  ],
  g7: [
    'REVOPS-420: limit to the seven G7 members (CA, FR, DE, IT, JP, UK, US); everything else out',
    'G7 list only, anything non-G7 can go',
    'Col. F: keep the G7 nations (7 countries), clear the others',
    'Hi Lena, finance signed off on G7 markets only for FY26. Could you remove the non-G7 accounts? Thanks',
    'Requirements: • HQ in a G7 country • Russia (ex-G8) and the other G20 members do not qualify',
    'Group-of-7 markets only, pls',
    'We’re keeping Japan, Italy, Germany, France, Canada, the US and the UK, and removing every other country',
  ],
  asia: [
    'REVOPS-423: restrict the territory to Asia (every Asian country); non-Asian HQs out',
    'for the Asia roadshow pls strip anything HQ’d outside Asia',
    'Continent: Asia. Oceania (Australia, NZ) is NOT included',
    'Col. F: only rows whose HQ continent is Asia; delete the rest',
    'Hi Kenji, could you cut this down to companies based in Asia? We’re not covering Europe, Africa, Oceania or the Americas. Best, Mei',
    'Requirements: • HQ in an Asian country, from Japan to Kazakhstan to Indonesia • nothing outside Asia',
    'Only Asain accounts pls',
  ],
  'south-america': [
    'REVOPS-426: territory = South America (the twelve independent countries of the continent); Mexico, Central America and the Caribbean excluded',
    '@revops only South American HQs on this one, everything else can go',
    'Col. F: keep rows where Country is in South America, clear all others (Panama and Mexico included)',
    'Hola equipo, please leave only the companies in South America (Brazil, Argentina, Peru etc.). Mexico is handled by another team. Gracias!',
    'Requirements: • HQ in South America • not Central America, not the Caribbean',
    'Sth American companies only, drop the rest',
    'Souht America only',
  ],
  'us-west-coast': [
    'REVOPS-430: limit accounts to the three contiguous Pacific states, CA, OR and WA; AK and HI excluded',
    'west-coast reps only get California, Oregon & Washington accounts, pls remove other states',
    'State col: CA / OR / WA stay, every other state goes',
    'Hi Jordan, the SF office covers the West Coast (California, Oregon, Washington) only. Could you take out the rest? Thx',
    'Requirements: • HQ in Washington State, Oregon or California • no other US state',
    'West Coast = Cali + Oregon + Washington. Nevada and Arizona don’t count',
    'only westcoast HQs (CA/OR/WA)',
  ],
  'us-midwest': [
    'REVOPS-433: restrict the list to Census Region 2 (the Midwest); the Northeast, South and West regions are excluded',
    'midwest only for the Chicago team pls, remove all other states',
    'State in (OH, MI, IN, IL, WI, MN, IA, MO, ND, SD, NE, KS) → keep; else → delete',
    'Hi Dana, next quarter we only cover the Midwest (East North Central + West North Central divisions). Please remove every other state',
    'Requirements: • HQ in Ohio, Michigan, Indiana, Illinois, Wisconsin, Minnesota, Iowa, Missouri, Kansas, Nebraska or one of the Dakotas • no other state',
    'Midwest (twelve states) yes, everything else no',
    'Midwset accounts only pls',
  ],
  manufacturers: [
    'REVOPS-436: industry = Manufacturing (NAICS sectors 31, 32 and 33); all other sectors removed',
    'can we only keep companies that make products in their own plants? resellers/distributors out',
    'Industry col: keep the manufacturing rows only',
    'Hi ops, our product is built for factories, so please keep only the manufacturers and remove wholesale, retail, services and everything else. Thanks!',
    'Requirements: • manufacturer (discrete or process) • not a distributor, retailer or service provider',
    'makers of physical goods only (manufacturing sector)',
    'manufacturing industy only',
  ],
  'software-it': [
    'REVOPS-439: industry = Software Publishers, Computer Systems Design & Related Services, or Data Processing & Hosting; everything else out',
    'only software & IT services firms for this sequence pls, no hardware or telecoms',
    'Industry col: either Software or IT Services, delete other rows',
    'Hi Sam, the new playbook is for companies that build software or run IT for others (consulting, managed services, hosting). Could you clear out everybody else?',
    'Requirements: • software vendor or IT services provider • not hardware, telecoms or media',
    'SaaS/ISV or IT services only',
    'sofware and IT services companies, rest goes',
  ],
  healthcare: [
    'REVOPS-442: industry = healthcare delivery (ambulatory care, hospitals, nursing & residential care); social assistance, pharma and medtech excluded',
    'we only want healthcare providers on this: hospitals, doctors’ offices, clinics, labs, care homes. pls remove the rest',
    'Industry col: keep Health Care rows, delete the others (Social Assistance is not health care here)',
    'Hi team, the pilot is for organisations that provide health care, so please keep only healthcare providers and remove all other industries. Thanks',
    'Requirements: • healthcare provider (hospital, practice, clinic, lab, ambulance, nursing or residential care) • not pharma, devices or insurance',
    'health-care providers only',
    'healtchare orgs only',
  ],
  'financial-services': [
    'Ticket #5120: industry = Finance & Insurance (NAICS 52); real estate is not included',
    'banks, insurers, lenders, brokers, asset managers and the like, everyone else off the list',
    'Industry col: Financial Services (insurance included) only, delete other rows',
    'Hi Alex, for the compliance product we only sell to financial-services companies, insurers included. Could you remove every other industry?',
    'Requirements: • financial institution or insurer • not real estate, not accounting firms',
    'FSI accounts only',
    'fincancial services only pls',
  ],
  'c-level-founders': [
    'Ticket #5123: persona filter = CxO, President, Founder/Co-founder, Owner; VP and below removed',
    'exec level only pls: chiefs, founders, owners. SVPs/EVPs don’t make the cut',
    'Title col: keep the C-suite + founders/owners; everybody from VP down goes',
    'Hi Chris, the offer is a CEO roundtable, so we only want founders, owners and C-level execs on the list. Everyone else can be removed.',
    'Requirements: • CEO/MD, another chief officer, or a founder/owner • no vice presidents',
    'top of the org chart only: C-suite & founders',
    'C-levle and founders only',
  ],
  'director-plus': [
    'Ticket #5127: seniority ≥ Director (Director, Head of, VP, C-level, Founder, Owner); Manager and below excluded',
    'anyone with a manager-or-lower title comes off, directors and up stay',
    'Apollo seniority: keep owner, founder, c_suite, partner, vp, head, director; delete manager, senior, entry, intern',
    'Hi Nina, we only want contacts at director level or above. Team leads, supervisors and managers should be removed. Thanks',
    'Requirements: • Director title or higher • no managers, team leads or individual contributors',
    'Dir./Head/VP/CxO/Founder only',
    'directer level & above',
  ],
  'sales-roles': [
    'Ticket #5131: department = Sales (SDR/BDR, AE, sales managers, sales directors, VP Sales, CRO); all other departments excluded',
    'anyone in the sales org, from SDRs up to the CRO, stays; marketing, finance, HR, ops and engineering all go',
    'Function col = Sales → keep; Marketing / Finance / HR / Ops / Engineering → delete',
    'Hi Mo, this is for a sales-enablement tool, so please keep only people in sales roles, at every level, and remove the rest',
    'Requirements: • job function: Sales, any level • not Marketing, Finance, HR, Operations or Engineering',
    'sales org only: reps, sales support, sales mgmt and sales leadership',
    'sales dept contacts only, pls remove every non-sales title',
  ],
  'employees-50-500': [
    'Ticket #5134: employee range 50–500 inclusive; <50 and >500 excluded',
    'too small under 50 heads, too big over 500. pls keep just the ones in between',
    'No. of employees ≥ 50 AND ≤ 500 → keep, otherwise delete',
    'Hi Jess, the plan is for companies with fifty to five hundred people (inclusive). Could you remove anything smaller or larger?',
    'Requirements: • 50+ employees • no more than 500 employees',
    'company size 50..500 FTE',
    'empolyees 50-500 only',
  ],
  'revenue-10m-plus': [
    'Ticket #5137: annual revenue ≥ USD 10M; below that excluded',
    'anything under ten mil in revenue is too small for us, pls remove',
    'Revenue col: keep 10,000,000 and above, delete below',
    'Hi Raj, enterprise pricing only works at $10 million+ in yearly sales, so could you drop the companies below that?',
    'Requirements: • annual turnover of $10m or more',
    '8-figure revenue and above only',
    'Min. revenue: $10MM/yr',
  ],
  'business-email': [
    'Ticket #5140: remove contacts on free/consumer email domains (gmail.com, yahoo.com, outlook.com, gmx, mail.ru …); keep company domains',
    'pls scrub the personal addresses (gmail, icloud, hotmail etc), we only mail work inboxes',
    'Email col: if the domain is a free provider, delete the row',
    'Hi Pat, legal says cold outreach has to go to business addresses, so could you remove anyone with a personal / free email? Thanks',
    'Requirements: • email on a company-owned domain • no freemail',
    'corp. email addresses only',
    'no personal emials pls',
  ],
  'role-addresses': [
    'Ticket #5143: suppress role-based / generic mailboxes (info@, sales@, support@, office@, jobs@, noreply@ …); keep person-level addresses',
    'can you strip the info@/hello@/contact@ type emails? we only want actual people',
    'Email col: delete rows where the part before the @ is a function, not a name (info, admin, sales, billing …)',
    'Hi Lee, deliverability tip from our ESP: no role accounts. Could you remove every address that isn’t one person’s own mailbox?',
    'Requirements: • email belongs to one named individual • no team, department or catch-all aliases',
    'person-level emails only',
    'drop genric addresses (info@ etc)',
  ],
  'us-only': [
    'Ticket #5146: country = United States; all other countries excluded (incl. Canada and Mexico)',
    'stateside accounts only pls, we can’t sell abroad yet',
    'Country col ≠ US → delete the row',
    'Hi Kim, our entity can only invoice US customers, so please remove every company that isn’t American. Thanks',
    'Requirements: • HQ in the USA • no international accounts',
    'domestic (US) accounts only',
    'Untied States only',
  ],
  'german-speaking': [
    'Ticket #5149: geo = countries with German as an official language: Germany, Austria, Switzerland, Liechtenstein, Luxembourg and Belgium; exclude the rest',
    'for the German-language campaign pls keep only countries where German is official, the rest can go',
    'Country col in {DE, AT, CH, LI, LU, BE} → keep; anything else → delete',
    'Hi Jonas, the German copy is ready, so we’re targeting every country with German as an official language; that includes Belgium and Luxembourg but not Namibia. Please remove the rest.',
    'Requirements: • German is an official language in the HQ country • countries where it is only a minority or regional language do not qualify',
    'DACH + LI/LU/BE',
    'Deutschsprachige Länder only (German as official language)',
  ],
  africa: [
    'Ticket #5152: continent = Africa (all 54 countries); non-African HQs excluded',
    'the africa team needs only african HQs, pls clean out the rest',
    'Continent col: keep Africa (Egypt and the Maghreb included), delete other rows',
    'Hi Amara, the Lagos office covers the whole of Africa, north and south of the Sahara. Could you take out every account outside Africa? Thanks',
    'Requirements: • HQ in an African country • Europe, Asia, Oceania and the Americas excluded',
    'pan-African territory only',
    'Afican countries only',
  ],
};

/**
 * The first phrasing set's criteria (`ph-…`) with the same values and labels and the sixth round's sentences
 * (`ph6-…`); throws when a sentence equals one of `earlier` (every sentence of the earlier rounds, the fifth
 * included) once normalised, or when a criterion has no sentences.
 */
export function phrasing6Criteria(phrasing: Criterion[], earlier: string[]): Criterion[] {
  const used = new Set(earlier.map(normalised));
  return phrasing.map((c): Criterion => {
    const key = c.id.replace(/^ph-/, '');
    const instructions = PHRASINGS[key];
    if (!instructions) throw new Error(`no sixth-round phrasings for ${c.id}`);
    const repeated = instructions.filter((s) => used.has(normalised(s)));
    if (repeated.length) throw new Error(`${c.id} repeats an earlier round: ${repeated.join(' | ')}`);
    return { ...c, id: `ph6-${key}`, instructions, source: `${c.source} (the phrasing set's values and labels)` };
  });
}
