import { parse } from 'tldts';

/** A source cell read as a website: its URL (https:// added when it had no scheme) and the key it is merged on. */
export type WebsiteCell = { url: string; host: string; key: string } | null;

const scheme = /^([a-z][a-z0-9+.-]*):\/\//i;

/**
 * Cell → website (ADR 0019): trimmed; `https://` prepended without a scheme; bare domains accepted
 * (`acme.com`, `www.acme.co.uk/about`). Null for blanks and values that are no host at all (no dot,
 * spaces, an unknown scheme, credentials, an email address). `key` is the registrable domain (tldts,
 * private suffixes such as github.io count as public, so two GitHub Pages sites stay two websites); an IP
 * address is its own key (with its port).
 */
export function websiteOf(cell: string): WebsiteCell {
  const value = cell.trim();
  if (!value || /\s/.test(value)) return null;
  const withScheme = scheme.exec(value);
  if (withScheme && !/^https?$/i.test(withScheme[1]!)) return null;
  let url: URL;
  try {
    url = new URL(withScheme ? value : `https://${value}`);
  } catch {
    return null;
  }
  if (url.username || url.password || !url.hostname) return null;
  const info = parse(url.hostname, { allowPrivateDomains: true });
  url.hash = '';
  if (info.isIp) return { url: url.href, host: url.host, key: url.host };
  if (!info.domain || !info.publicSuffix || /^[-.]|[-.]$/.test(url.hostname)) return null;
  return { url: url.href, host: url.hostname, key: info.domain };
}

export type SourceSite = { siteNo: number; key: string; url: string; host: string; rowCount: number };
export type SourcePlan = {
  /** Valid websites in order of first appearance (siteNo 0…), then one entry per distinct invalid cell. */
  sites: SourceSite[];
  /** Source row (upload row index) → siteNo, in source order. */
  rows: Array<[rowIndex: number, siteNo: number]>;
  websiteCount: number;
  duplicates: number;
  invalid: number;
  totalRows: number;
};

/** Folds source rows into websites, one per registrable domain; invalid cells are kept apart (never charged). */
export class SourcePlanner {
  private readonly valid = new Map<string, SourceSite>();
  private readonly invalidSites = new Map<string, { site: SourceSite; rows: number[] }>();
  private readonly rows: Array<[number, number]> = [];
  private duplicates = 0;
  private invalid = 0;
  private total = 0;

  add(rowIndex: number, cell: string): void {
    this.total++;
    const site = websiteOf(cell);
    if (!site) {
      this.invalid++;
      const key = `invalid:${cell.trim().slice(0, 500)}`;
      let entry = this.invalidSites.get(key);
      if (!entry) {
        entry = { site: { siteNo: -1, key, url: cell.trim().slice(0, 500), host: '', rowCount: 0 }, rows: [] };
        this.invalidSites.set(key, entry);
      }
      entry.site.rowCount++;
      entry.rows.push(rowIndex);
      this.rows.push([rowIndex, -1]);
      return;
    }
    let known = this.valid.get(site.key);
    if (known) this.duplicates++;
    else {
      known = { siteNo: this.valid.size, ...site, rowCount: 0 };
      this.valid.set(site.key, known);
    }
    known.rowCount++;
    this.rows.push([rowIndex, known.siteNo]);
  }

  plan(): SourcePlan {
    const sites = [...this.valid.values()];
    const invalidNo = new Map<number, number>();
    for (const { site, rows } of this.invalidSites.values()) {
      site.siteNo = sites.length;
      sites.push(site);
      for (const r of rows) invalidNo.set(r, site.siteNo);
    }
    return {
      sites,
      rows: this.rows.map(([r, s]) => [r, s >= 0 ? s : invalidNo.get(r)!]),
      websiteCount: this.valid.size,
      duplicates: this.duplicates,
      invalid: this.invalid,
      totalRows: this.total,
    };
  }
}
