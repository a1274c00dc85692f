/**
 * Tenth pass (ADR 0034): forms and words of the ninth held-apart round (`eval/phrasing9.json`; README.md, "Tenth
 * pass") that the earlier passes do not read — "good leads have / use …", a span of examples after a group ("the
 * EU, from Ireland and Portugal to Finland and Cyprus"), "whatever they produce", "of every kind", "meaning …", ranges
 * "from fifty through five hundred", the others said as "foreign companies" or "another free provider", and typing
 * slips of field words. Run before the event asks (reader-event-asks.ts). Each rewrite needs the words that make it
 * a criterion around it; a word with no agreed meaning is left as written, and refused.
 */

const GOOD = String.raw`(?:good|qualified|right|valid|ideal|real|proper)`;
/** A place or group word a span of examples may follow ("the EU", "the Midwest", "sales roles", "manufacturers"). */
const SPAN_END = String.raw`(?=\s*(?:[\n.;!?]|$))`;

const REWRITES: Array<[RegExp, string | ((...args: string[]) => string)]> = [
  // "Good leads have 50-500 employees", "… have revenue of $10M or more", "Good leads use a work email address": what
  // they have is kept (the ninth pass's "a good lead has" said in the plural, and with "use").
  [
    new RegExp(
      String.raw`(^|[\n.;!?]\s*)(?:the\s+|our\s+)?${GOOD}\s+leads\s+(?:have|make|earn|bring\s+in)\s+(?:(?:an?\s+)?(?:annual\s+)?(?:revenue|turnover|sales)\s+of\s+)?(?=(?:at\s+least|over|more\s+than|between|from|\$|€|£|\d))`,
      'giu',
    ),
    '$1keep ',
  ],
  [
    new RegExp(
      String.raw`(^|[\n.;!?]\s*)(?:the\s+|our\s+)?${GOOD}\s+leads\s+(?:use|have)\s+(?=an?\s+[\p{L}-]+\s+(?:e-?mail|address|job\s+title|title)\b)`,
      'giu',
    ),
    '$1keep ',
  ],
  // "the only leads we want are …", "the guests have to be …": what is kept.
  [/(^|[\n.;!?,]\s*|\bso\s+)the\s+only\s+(?:leads|contacts|accounts|companies)\s+we\s+(?:want|need)\s+are\s+/giu, '$1keep only '],
  [/(^|[\n.;!?,]\s*|\bso\s+)the\s+(?:guests|attendees|invitees|recipients)\s+(?:have\s+to|must|should|need\s+to)\s+be\s+/giu, '$1keep '],
  // "every lead needs a head office in …": the companies headquartered there.
  [
    /(^|[\n.;!?,]\s*|\bso\s+)(?:every|each|a|any)\s+lead\s+(?:needs|must\s+have|has\s+to\s+have|should\s+have)\s+(?:a|an|its|their)\s+(?:head\s*office|HQ|headquarters)\s+in\b/giu,
    '$1keep companies headquartered in',
  ],
  // A span of examples after what they are examples of, at the clause's end: "the EU, from Ireland and Portugal to
  // Finland and Cyprus", "the Midwest, from Ohio and Michigan west to Kansas", "sales roles, from SDRs … to CROs",
  // "Asia, from Turkey … in the west to Japan … in the east". An aside (as "e.g."); a span alone ("from Japan to
  // Indonesia") is the criterion itself and is left, and refused.
  [
    new RegExp(
      String.raw`(\p{L}[\p{L})'-]*)\s*,\s*from\s+(?![^\n.;!?]*(?:\d|\b(?:ten|twenty|fifty|hundred|thousand|million|billion)\b))[^\n.;!?,]+?(?:,[^\n.;!?,]+?)*?(?:\s+in\s+the\s+(?:west|east|north|south))?\s+(?:(?:west|east|north|south|up|down|all\s+the\s+way)\s+)?to\s+[^\n.;!?]+?(?:\s+in\s+the\s+(?:west|east|north|south))?(?=\s*,\s*so\b|${SPAN_END})`,
      'gu',
    ),
    '$1',
  ],
  // "manufacturers, whatever they produce", "manufacturers of every kind", "– whatever they make": no condition.
  [/\s*(?:,|—|–|-)?\s*(?:whatever|whichever)\s+(?:they|it)\s+(?:produce|make|manufacture|sell|build|do)s?\b/giu, ''],
  [/\s+of\s+(?:every|any|all)\s+(?:kinds?|sorts?|types?)\b/giu, ''],
  // "the US West Coast, meaning the three Pacific-coast states": the group spelled out (as ", which means").
  [/,\s*meaning\s+(?=\S)/giu, ', which means '],
  // "the three Pacific-coast states" and not Alaska or Hawaii: the contiguous Pacific states (CA, OR, WA).
  [/\bthe\s+(?:three|3)\s+Pacific(?:[\s-]+coast)?\s+states\b/giu, 'the contiguous Pacific states'],
  // "EU member-state HQs": the member state.
  [/\bmember-(states?)\b/giu, 'member $1'],
  // "…, Greenland and Åland as well": nothing more.
  [/\s+as\s+well(?=\s*(?:[\n.;!?,)]|$))/giu, ''],
  // "G7 members only (7)": a bare count is a count of the group's members (reader-framing.ts checks it).
  [/\(\s*(\d{1,3})\s*\)/gu, '($1 members)'],
  // "North Africa", "North and sub-Saharan Africa alike": the M49 subregion Northern Africa; the compass word shared.
  [
    /\b(North(?:ern)?|South(?:ern)?|East(?:ern)?|West(?:ern)?|Middle)\s+(and|or|&)\s+(sub-Saharan|North(?:ern)?|South(?:ern)?|East(?:ern)?|West(?:ern)?|Middle)\s+(Africa)\b/gu,
    '$1 $4 $2 $3 $4',
  ],
  [/\bNorth\s+Africa\b/gu, 'Northern Africa'],
  [/,?\s+alike(?=\s*(?:[\n.;!?,]|$))/giu, ''],
  // "Japan, India or anywhere else in Asia", "… or other countries in Asia": the items are examples of the place, which
  // is read (as "… and other Asian countries"; "in Asia" was read as the shared words of every item, and Asia lost).
  [
    /\b(and|or)\s+(?:any\s+)?(?:other|anywhere\s+else|everywhere\s+else)\s+(?:(?:countries|places|markets|states|regions|locations)\s+)?(?:in|across|within)\s+(?:the\s+)?(?=\p{Lu})/gu,
    '$1 other ',
  ],
  // "the twelve Midwestern states as the Census Bureau defines them": the source the rules use (reader-normalise.ts).
  [
    /\s+as\s+(?:the\s+)?(?:U\.?S\.?\s+)?Census(?:\s+Bureau)?\s+(?:defines|draws|counts)\s+(?:them|it)\b/gu,
    ' as defined by the Census Bureau',
  ],
  // "remove ones like info@, hello@": addresses like them (reader-mailboxes.ts).
  [/\bones\s+(?=(?:like|such\s+as)\s+[a-z0-9._-]+@)/giu, 'addresses '],
  // "the dinner guests — chief executive, chief financial … and so on": a list of examples, an aside.
  [/\s+(?:—|–|-{1,2})\s+([^—–\n.;!?]+?),?\s+(?:and\s+so\s+on|etc\.?)(?=\s*(?:[\n.;!?]|$))/giu, ' (e.g. $1)'],
  // "director, head, vp, c_suite, founder, owner, partner": the title table reads a partner as an owner, so beside
  // "owner" the word adds nothing ("Keep partners" alone stays refused).
  [/(?<=\bowners?\b[^\n.;!?]*?),\s*partners?\b|,\s*partners?\b(?=[^\n.;!?]*\bowners?\b)/giu, ''],
  // "HQ country has German as an official language": the countries that have it (reader-framing.ts).
  [/\b(countr(?:y|ies))\s+(?:has|have)\s+(\p{L}+)\s+as\s+(?=(?:an|one)\s+)/giu, '$1 that have $2 as '],
  // "a headcount from fifty through five hundred", "FTEs: 50 through 500": a range, bounds in.
  [
    /\b(\d[\d,.]*\s*[kKmM]?|(?:one|two|three|four|five|six|seven|eight|nine|ten|twenty|fifty)(?:\s+(?:hundred|thousand))?)\s+through\s+(?=\d|(?:one|two|three|four|five|six|seven|eight|nine|ten|a\s+hundred)\b)/giu,
    '$1 to ',
  ],
  [/\bheadcount\s+(?=from\s)/giu, 'headcount of '],
  // "ten million US dollars": dollars ("US" beside a size refused the column as a place).
  [/\b(million|billion|thousand|[\dkKmM])\s+(?:US|U\.S\.|American)\s+dollars\b/gu, '$1 dollars'],
  [/,?\s*both\s+(?:limits|ends|bounds)\s+(?:included|inclusive)\b/giu, ''],
  // "managers and more junior staff": and below.
  [/\band\s+(?:anyone|everyone|people|staff|contacts)?\s*more\s+junior(?:\s+(?:staff|people|contacts|titles|roles))?\b/giu, 'and below'],
  // "…, and keep every seniority": no bound on the level (reader-normalise.ts drops "any seniority").
  [/,?\s*(?:and\s+)?keep\s+(?:every|all|any)\s+(?:seniorit(?:y|ies)|levels?)\b/giu, ''],
  // The others, said in words: "foreign companies out", "remove every foreign company", "another free provider".
  [
    /\b(?:(?:every|any|all|the)\s+)?(?<!\bother\s+)foreign\s+(?:company|companies|cos|firms?|businesses|accounts?|leads?|ones|HQs?)\b/giu,
    'everything else',
  ],
  [
    /\b(?:or|and)\s+(?:another|any\s+other|some\s+other)\s+free\s+(?:e-?mail\s+)?(?:provider|service|domain)\b/giu,
    'or other free providers',
  ],
  // "… need to be taken off / removed": an exclusion at the end (as "should be taken off").
  [/\s+(?:need|needs)\s+to\s+be\s+(?=(?:taken\s+(?:off|out)|removed|dropped|deleted|excluded|left\s+off)\b)/giu, ' should be '],
  // "… are of no use": out.
  [/\s+(?:are|is)\s+(?:of\s+)?no\s+use(?:\s+(?:to|for)\s+us)?(?=\s*(?:[\n.;!?,]|$))/giu, ' are out'],
  // "Pennsylvania and Kentucky are neighbours, not members": not in the group, so out.
  [/\s+(?:are|is)\s+(?:neighbou?rs?|adjacent|next\s+door)\s*,\s*not\s+(?:members?|part\s+of\s+it)(?=\s*(?:[\n.;!?,]|$))/giu, ' are out'],
  // "…, Norway or further away": everywhere else (as "further afield").
  [/,?\s*(?:or|and)\s+(?:anywhere\s+)?(?:further|farther)\s+away\b/giu, ' and the rest'],
  // "… are out. Please remove them and keep …": the removal said twice.
  [/(\s+are\s+out)\.\s+(?:please\s+)?(?:remove|delete|drop)\s+(?:them|those)\s+and\s+(?=keep\b)/giu, '$1. '],
  // "no role-based addresses, individual people only": the clause that ends in "only" keeps, after the one "no" opens.
  [/(^|[\n.;!?]\s*)(no\s+[^,\n.;!?]+),\s*([^,\n.;!?]+\s+only)(?=\s*(?:[\n.;!?]|$))/giu, '$1$2; $3'],
  // A reason before ", so X are out" (X are of no use): the exclusion is the instruction, when the reason restricts
  // nothing itself ("our cadence personalises every step …, so role-based mailboxes … are no use").
  [
    /(^|[\n.;!?]\s*)(?![^\n.;!?,]*\b(?:only|just|not|no|never|can|cannot|must|except|outside)\b|[^\n.;!?,]*n't\b)(?:our|we|the|this)\b[^\n.;!?,]{3,200},\s*so\s+(?=[^\n.;!?]+\s+are\s+out(?:\s*[\n.;!?]|$))/giu,
    '$1',
  ],
  // "companies that build software or provide IT services": the industries (not "make software", a product).
  [/\s*\b(?:that|which|who)\s+(?:build|builds|develop|develops|write|writes)\s+(?=software\b)/giu, ' '],
  [/\b(?:provide|provides|offer|offers|deliver|delivers)\s+(?=IT\s+services\b)/gu, ''],
  // "physician and dental offices", "outpatient and diagnostic centres": the noun shared by both.
  [
    // Kinds in lower case: "the Tokyo and Dubai offices" are two places.
    /\b(?!(?:offices|practices|centres|centers|clinics|labs|laboratories)\b)(\p{Ll}+)\s+(and|or)\s+(\p{Ll}+)\s+(offices|practices|centres|centers|clinics|labs|laboratories)\b/gu,
    '$1 $4 $2 $3 $4',
  ],
  // "physician offices", "home health agencies": "offices" and "home" are words of where a company is (filler), so the
  // kind of practice is said with the word the industry table reads.
  [/\b(physician|medical|dental)\s+offices\b/giu, '$1 practices'],
  [/\bhome\s+health\b/giu, 'home-health'],
  // "NAICS 621–623": the subsectors of the range (as the eighth pass's "NAICS 31–33").
  [
    /\bNAICS\s+(\d{3})\s*[–-]\s*(\d{3})\b/gu,
    (m: string, a: string, b: string) =>
      Number(b) > Number(a) && a.slice(0, 2) === b.slice(0, 2)
        ? Array.from({ length: Number(b) - Number(a) + 1 }, (_, i) => `NAICS ${Number(a) + i}`).join(', ')
        : m,
  ],
  // Who covers the accounts, said of offices or a partner: "the Tokyo and Dubai offices between them cover Asia", "the
  // Oslo office owns every account in the Nordic countries", "the reseller we signed in Santiago covers …": whom we target.
  [/(^|[\n.;!?,]\s*)(?:the|our)\s+(?:[\p{L}\d.&'-]+\s+){0,3}?offices\s+(?:between\s+them\s+)?(?:only\s+)?cover\b/giu, '$1we target'],
  [
    /(^|[\n.;!?,]\s*)(?:the|our)\s+(?:[\p{L}\d.&'-]+\s+){0,3}?(?:office|team|desk|branch|pod)\s+owns\s+(?:every|all|each)\s+(?:the\s+)?(?:accounts?|leads?|compan(?:y|ies))\s+in\b/giu,
    '$1we target',
  ],
  [
    /(^|[\n.;!?,]\s*)(?:[Tt]he|[Oo]ur)\s+(?:new\s+)?(?:reseller|partner|distributor|agency)\s+(?:(?:that\s+)?we\s+(?:signed|appointed|hired|use|work\s+with)(?:\s+in\s+\p{Lu}[\p{L}-]*)?\s+)?(?:only\s+)?covers\b/gu,
    '$1we target',
  ],
  // "… – Mexico and the Caribbean sit with a different partner – so please keep …": the dash before "so" is its comma.
  [/\s+(?:—|–|-{1,2})\s+so\s+(?=\S)/giu, ', so '],
  // "Mexico and the Caribbean sit with a different partner": someone else's, so out.
  [
    /\s+(?:sit|sits|stay|stays)\s+with\s+(?:a\s+different|another|the\s+other|a\s+separate)\s+(?:partner|team|rep|office|reseller|distributor)\b/giu,
    ' are out',
  ],
  // Typing slips of field words too short for the general rule (reader-typos.ts), where nothing else is near:
  // "contry", "departmnets", "addreses"; "ony" for "only" at a clause's end.
  [/\bcontr(y|ies)\b/giu, 'countr$1'],
  [/\bdepartm(?:ne|en)ts\b/giu, 'departments'],
  [/\baddres(?:es|ses)\b/giu, 'addresses'],
  [/(?<=\p{L})\s+(?:ony|onyl|olny)(?=\s*(?:[\n.;!?,)]|$))/giu, ' only'],
];

export function tenthWords(text: string): string {
  let t = text;
  for (const [pattern, to] of REWRITES) t = typeof to === 'string' ? t.replace(pattern, to) : t.replace(pattern, to as never);
  return t;
}
