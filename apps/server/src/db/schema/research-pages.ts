import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export type CachedLink = { href: string; text: string };

/**
 * The Research Agent's page cache (ADR 0019): what a visit read of one public URL, shared by every job and
 * user for RESEARCH_CACHE_HOURS. Public page text only — no user or job ids. A row also records that the
 * page was allowed by robots.txt when fetched (`ok`), or why it could not be read (`failed`, kept one hour).
 */
export const researchPages = pgTable(
  'research_pages',
  {
    /** The URL asked for (no fragment, no trailing slash past the root). */
    url: text('url').primaryKey(),
    /** Where the redirects ended. */
    finalUrl: text('final_url').notNull(),
    status: text('status').$type<'ok' | 'failed'>().notNull(),
    httpStatus: integer('http_status'),
    title: text('title').notNull().default(''),
    description: text('description').notNull().default(''),
    headings: jsonb('headings').$type<string[]>().notNull().default([]),
    text: text('text').notNull().default(''),
    links: jsonb('links').$type<CachedLink[]>().notNull().default([]),
    /** 'Could not be visited' reason for failed rows. */
    error: text('error'),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('research_pages_fetched_idx').on(t.fetchedAt)],
);
