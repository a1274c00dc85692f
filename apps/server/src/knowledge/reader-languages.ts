/**
 * "countries where German is an official language", "that have German as one of their official languages" →
 * "German official language" (any country where it is official, place-words.ts); "where German is the official
 * language", "whose official language is German" → "German-speaking" (the only one); "that don't have German as …", "without German as …", "where German isn't …" → "not …".
 */
const OF_LANGUAGE = String.raw`(?:(?:an|one)\s+(?:of\s+(?:the|their|its)\s+)?official\s+languages?|(?<sole>the\s+(?:only\s+)?official\s+language))`;
const LANGUAGE_CLAUSE = new RegExp(
  String.raw`\b(?:whose\s+(?<sole2>(?:only\s+)?official\s+language)\s+is\s+(?<c>\p{L}+)|whose\s+official\s+languages\s+include\s+(?<d>\p{L}+)|(?:(?:any)?where|in\s+which)\s+(?<e>\p{L}+)\s+is\s+official\b)|\b(?:(?:(?:any)?where|in\s+which)\s+(?<a>\p{L}+)\s+(?:is|(?<isnt>is\s+not|isn[’']t))|(?:that|which|with|(?<without>without))\s+(?:(?<dont>don[’']t|do\s+not|doesn[’']t|does\s+not)\s+)?(?:have|has|having)?\s*(?<b>\p{L}+)\s+as)\s+${OF_LANGUAGE}`,
  'giu',
);
export function officialLanguage(text: string): string {
  return text.replace(LANGUAGE_CLAUSE, (...args) => {
    const g = args.at(-1) as Record<string, string | undefined>;
    const language = g['a'] ?? g['b'] ?? g['c'] ?? g['d'] ?? g['e']!;
    const sole = g['sole'] ?? g['sole2'];
    return ` ${g['isnt'] || g['dont'] || g['without'] ? 'not ' : ''}${sole ? `${language}-speaking` : `${language} official language`}`;
  });
}
