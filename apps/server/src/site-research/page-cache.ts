import { and, eq, gt, inArray, lt, or } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client.ts';
import { researchPages } from '../db/schema/index.ts';
import type { ExtractedPage } from '../fetcher/index.ts';

/** A page as a visit read it, or why it could not be read. */
export type VisitedPage =
  | ({ url: string; finalUrl: string; status: 'ok'; httpStatus: number } & ExtractedPage)
  | { url: string; finalUrl: string; status: 'failed'; httpStatus: number | null; error: string };

/** Failures (a timeout, a refused connection) may pass: they are kept an hour, pages RESEARCH_CACHE_HOURS. */
const FAILURE_TTL_MS = 3_600_000;
const PURGE_EVERY_MS = 3_600_000;
/** Longer URLs are not cached (a primary-key entry must stay well under PostgreSQL's index row limit). */
const MAX_URL_CHARS = 2_000;

export type PageCache = {
  get(urls: string[]): Promise<Map<string, VisitedPage>>;
  put(page: VisitedPage): Promise<void>;
};

/** The shared page cache (table research_pages); `hours` 0 turns it off. */
export function createPageCache(db: Db, hours: number, now: () => number = Date.now): PageCache {
  const ttlMs = hours * 3_600_000;
  const failureTtlMs = Math.min(ttlMs, FAILURE_TTL_MS);
  let lastPurge = 0;

  async function purge(): Promise<void> {
    if (now() - lastPurge < PURGE_EVERY_MS) return;
    lastPurge = now();
    await db.delete(researchPages).where(lt(researchPages.fetchedAt, new Date(now() - ttlMs)));
  }

  return {
    async get(urls) {
      const found = new Map<string, VisitedPage>();
      const wanted = urls.filter((u) => u.length <= MAX_URL_CHARS);
      if (ttlMs === 0 || wanted.length === 0) return found;
      const rows = await db
        .select()
        .from(researchPages)
        .where(
          and(
            inArray(researchPages.url, wanted),
            or(
              and(eq(researchPages.status, 'ok'), gt(researchPages.fetchedAt, new Date(now() - ttlMs))),
              and(eq(researchPages.status, 'failed'), gt(researchPages.fetchedAt, new Date(now() - failureTtlMs))),
            ),
          ),
        );
      for (const row of rows) {
        if (row.status === 'ok') {
          found.set(row.url, {
            url: row.url,
            finalUrl: row.finalUrl,
            status: 'ok',
            httpStatus: row.httpStatus ?? 200,
            title: row.title,
            description: row.description,
            headings: row.headings,
            text: row.text,
            links: row.links,
          });
        } else {
          found.set(row.url, {
            url: row.url,
            finalUrl: row.finalUrl,
            status: 'failed',
            httpStatus: row.httpStatus,
            error: row.error ?? '',
          });
        }
      }
      return found;
    },
    async put(page) {
      if (ttlMs === 0 || page.url.length > MAX_URL_CHARS) return;
      const values =
        page.status === 'ok'
          ? {
              url: page.url,
              finalUrl: page.finalUrl,
              status: page.status,
              httpStatus: page.httpStatus,
              title: page.title,
              description: page.description,
              headings: page.headings,
              text: page.text,
              links: page.links,
              error: null,
              fetchedAt: new Date(now()),
            }
          : {
              url: page.url,
              finalUrl: page.finalUrl,
              status: page.status,
              httpStatus: page.httpStatus,
              title: '',
              description: '',
              headings: [],
              text: '',
              links: [],
              error: page.error,
              fetchedAt: new Date(now()),
            };
      const { url: _url, ...update } = values;
      await db.insert(researchPages).values(values).onConflictDoUpdate({ target: researchPages.url, set: update });
      await purge();
    },
  };
}

/**
 * Forgets the failures cached for these addresses, so that the next visit asks the site again: a retry of the
 * websites not visited (ADR 0066) must not be answered by the failure of an hour ago. Pages read stay cached.
 */
export async function forgetFailedPages(db: DbOrTx, urls: string[]): Promise<void> {
  const wanted = urls.filter((u) => u.length <= MAX_URL_CHARS);
  for (let i = 0; i < wanted.length; i += 5_000) {
    await db.delete(researchPages).where(and(inArray(researchPages.url, wanted.slice(i, i + 5_000)), eq(researchPages.status, 'failed')));
  }
}
