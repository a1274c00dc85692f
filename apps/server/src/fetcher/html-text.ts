/** The readable parts of an HTML page. A small extractor on purpose: no DOM, no scripts run. */
export type PageText = { title: string; description: string; headings: string[]; text: string };

const DROP_WITH_CONTENT = /<(script|style|noscript|template|svg|iframe|object|canvas|math)\b[^>]*>[\s\S]*?(?:<\/\1\s*>|$)/gi;
const BLOCK_TAGS =
  /<\/?(?:p|div|br|li|ul|ol|h[1-6]|tr|td|th|table|section|article|header|footer|nav|main|aside|blockquote|pre|hr|dd|dt|dl|form|figure|figcaption|address|option|title)\b[^>]*>/gi;
const MAX_HEADINGS = 50;

export function extractPageText(html: string, maxTextChars = 100_000): PageText {
  const cleaned = html.replace(/<!--[\s\S]*?(?:-->|$)/g, ' ').replace(DROP_WITH_CONTENT, ' ');
  const title = inlineText(/<title\b[^>]*>([\s\S]*?)<\/title\s*>/i.exec(cleaned)?.[1] ?? '') || metaContent(cleaned, ['og:title']);
  const description = metaContent(cleaned, ['description', 'og:description', 'twitter:description']);

  const headings: string[] = [];
  for (const match of cleaned.matchAll(/<h([1-3])\b[^>]*>([\s\S]*?)<\/h\1\s*>/gi)) {
    const heading = inlineText(match[2] ?? '');
    if (heading && !headings.includes(heading)) headings.push(heading);
    if (headings.length >= MAX_HEADINGS) break;
  }

  const bodyStart = cleaned.search(/<body\b/i);
  const body = (bodyStart >= 0 ? cleaned.slice(bodyStart) : cleaned).replace(/<head\b[^>]*>[\s\S]*?<\/head\s*>/i, ' ');
  const text = decodeEntities(body.replace(BLOCK_TAGS, '\n').replace(/<[^>]*>/g, ' '))
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n')
    .slice(0, maxTextChars);
  return { title, description, headings, text };
}

/** Text of an inline fragment: tags removed, entities decoded, whitespace collapsed. */
function inlineText(fragment: string): string {
  return decodeEntities(fragment.replace(/<[^>]*>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
}

/** The content of the first <meta> whose name or property is one of `names`, in the order of `names`. */
function metaContent(html: string, names: string[]): string {
  const found = new Map<string, string>();
  for (const tag of html.matchAll(/<meta\b[^>]*>/gi)) {
    const attrs = attributes(tag[0]);
    const key = (attrs.name ?? attrs.property ?? '').toLowerCase();
    if (names.includes(key) && attrs.content && !found.has(key)) found.set(key, inlineText(attrs.content));
  }
  for (const name of names) {
    const value = found.get(name);
    if (value) return value;
  }
  return '';
}

export function attributes(tag: string): Record<string, string> {
  const out: Record<string, string> = {};
  const inner = tag.replace(/^<\w+/, '').replace(/\/?>$/, '');
  for (const match of inner.matchAll(/([^\s=/>"']+)\s*(?:=\s*(?:"([^"]*)"|'([^']*)'|([^\s>"']+)))?/g)) {
    const name = (match[1] ?? '').toLowerCase();
    if (name && !(name in out)) out[name] = match[2] ?? match[3] ?? match[4] ?? '';
  }
  return out;
}

const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  copy: '©',
  reg: '®',
  trade: '™',
  hellip: '…',
  mdash: '—',
  ndash: '–',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  laquo: '«',
  raquo: '»',
  middot: '·',
  bull: '•',
  euro: '€',
  pound: '£',
  yen: '¥',
  cent: '¢',
  deg: '°',
  times: '×',
  eacute: 'é',
  egrave: 'è',
  ecirc: 'ê',
  aacute: 'á',
  agrave: 'à',
  acirc: 'â',
  iacute: 'í',
  oacute: 'ó',
  ocirc: 'ô',
  uacute: 'ú',
  ccedil: 'ç',
  auml: 'ä',
  ouml: 'ö',
  uuml: 'ü',
  Auml: 'Ä',
  Ouml: 'Ö',
  Uuml: 'Ü',
  szlig: 'ß',
  ntilde: 'ñ',
  Eacute: 'É',
  shy: '',
};

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z][a-z0-9]*);/gi, (match, body: string) => {
    if (body[0] === '#') {
      const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff) ? String.fromCodePoint(code) : match;
    }
    return NAMED[body] ?? match;
  });
}

/** The charset a page declares in a <meta> tag within its first bytes, if any. */
export function sniffCharset(head: string): string | undefined {
  const direct = /<meta\b[^>]*\bcharset\s*=\s*["']?\s*([\w-]+)/i.exec(head);
  return direct?.[1]?.toLowerCase();
}
