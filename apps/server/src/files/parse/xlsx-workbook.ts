/** Reading the few facts we need from a workbook's XML parts (small files, so plain text matching). */

export type SheetInfo = { name: string; state: string; relationshipId: string };

const attributePattern = /([\w:.-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;

function attributes(text: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const m of text.matchAll(attributePattern)) map.set(m[1]!, decodeXml(m[2] ?? m[3] ?? ''));
  return map;
}

function decodeXml(text: string): string {
  return text.replace(/&(lt|gt|quot|apos|amp|#\d+|#x[0-9a-f]+);/gi, (_, e: string) => {
    const named: Record<string, string> = { lt: '<', gt: '>', quot: '"', apos: "'", amp: '&' };
    if (e[0] !== '#') return named[e.toLowerCase()] ?? '';
    return String.fromCodePoint(e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10));
  });
}

/** The sheets of xl/workbook.xml in tab order, and whether dates count from 1904 (old Mac Excel). */
export function parseWorkbookXml(xml: string): { sheets: SheetInfo[]; date1904: boolean } {
  const sheets: SheetInfo[] = [];
  for (const m of xml.matchAll(/<(?:[\w-]+:)?sheet\b([^>]*)>/g)) {
    const attrs = attributes(m[1]!);
    const idKey = [...attrs.keys()].find((k) => k === 'id' || k.endsWith(':id'));
    sheets.push({ name: attrs.get('name') ?? '', state: attrs.get('state') ?? 'visible', relationshipId: idKey ? attrs.get(idKey)! : '' });
  }
  const pr = /<(?:[\w-]+:)?workbookPr\b([^>]*)>/.exec(xml);
  const date1904 = pr ? ['1', 'true'].includes(attributes(pr[1]!).get('date1904') ?? '') : false;
  return { sheets, date1904 };
}

/** Relationship id → target part path (resolved against `xl/`) from xl/_rels/workbook.xml.rels. */
export function parseRelationships(xml: string, base = 'xl/'): Map<string, string> {
  const map = new Map<string, string>();
  for (const m of xml.matchAll(/<(?:[\w-]+:)?Relationship\b([^>]*)>/g)) {
    const attrs = attributes(m[1]!);
    const id = attrs.get('Id');
    const target = attrs.get('Target');
    if (id && target) map.set(id, resolvePartPath(target, base));
  }
  return map;
}

export function resolvePartPath(target: string, base: string): string {
  const parts = (target.startsWith('/') ? target.slice(1) : base + target).split('/');
  const out: string[] = [];
  for (const part of parts) {
    if (part === '..') out.pop();
    else if (part !== '.' && part !== '') out.push(part);
  }
  return out.join('/');
}

/** The first sheet in tab order that is not hidden, with the part that holds its cells. */
export function firstVisibleSheet(workbookXml: string, relsXml: string): { name: string; path: string; date1904: boolean } | undefined {
  const { sheets, date1904 } = parseWorkbookXml(workbookXml);
  const rels = parseRelationships(relsXml);
  const sheet = sheets.find((s) => s.state !== 'hidden' && s.state !== 'veryHidden');
  const path = sheet && rels.get(sheet.relationshipId);
  return sheet && path ? { name: sheet.name, path, date1904 } : undefined;
}
