import { z } from 'zod';

/** A "Request a personalised demo" entry as administrators see it (Admin → Demo requests). */
export const demoRequestEntry = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  company: z.string(),
  /** The page the form was sent from, when the browser said. */
  pageUri: z.string().nullable(),
  createdAt: z.string(),
  /** When an administrator first opened the list after it came in; null while it is new. */
  seenAt: z.string().nullable(),
  /** When it was forwarded to DEMO_WEBHOOK_URL; null when not (yet) forwarded or no webhook is set. */
  forwardedAt: z.string().nullable(),
});
export type DemoRequestEntry = z.infer<typeof demoRequestEntry>;

export const DEMO_REQUEST_PAGE_SIZES = [10, 25, 50, 100] as const;

/** GET /api/admin/demo-requests: newest first. */
export const demoRequestsQuery = z.object({
  page: z.coerce.number().int().min(1, 'Page must be 1 or more').default(1),
  pageSize: z.coerce.number().int().min(1).max(100, 'Page size must be at most 100').default(25),
});
export type DemoRequestsQuery = z.infer<typeof demoRequestsQuery>;

export const demoRequestsResponse = z.object({
  success: z.literal(true),
  data: z.array(demoRequestEntry),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type DemoRequestsPage = z.infer<typeof demoRequestsResponse>;

/** GET /api/admin/demo-requests/unseen: the count on the administrators' badge. */
export const demoRequestsUnseenResponse = z.object({ success: z.literal(true), unseen: z.number().int() });

/** POST /api/admin/demo-requests/seen: every request that came in up to now is no longer new. */
export const demoRequestsSeenResponse = z.object({ success: z.literal(true), marked: z.number().int() });

export const DEMO_REQUESTS_CSV_HEADERS = ['Date (UTC)', 'First name', 'Last name', 'Email', 'Company', 'Page', 'Forwarded'] as const;
