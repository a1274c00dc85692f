import { decisionState } from '@leadsift/shared';
import { z } from 'zod';

// The job's contract (settings, create and estimate bodies, decisions, overrides) is shared with the web and
// the MCP tools: packages/shared/src/filter-job.ts. What stays here is the server's own: params and queries.

export const filterIdParams = z.object({ filterId: z.string().min(1).max(100) });
export const jobIdParams = z.object({ id: z.string().min(1).max(100) });

export const resultsQuery = z.object({
  view: z.enum(['kept', 'excluded']).optional(),
  page: z.coerce.number().int().min(1).max(1_000_000).optional(),
  pageSize: z.coerce.number().int().min(1).max(1000).optional(),
});

export const decisionsQuery = z.object({
  column: z.string().max(1000).optional(),
  search: z.string().max(500).optional(),
  needsReview: z.enum(['true', 'false', '1', '0']).optional(),
  /** Only values in this state (ADR 0058): KEEP, EXCLUDE or REVIEW (what `needsReview=true` shows). */
  state: decisionState.optional(),
  sort: z.enum(['frequency', '-frequency', 'value', '-value']).optional().default('-frequency'),
  page: z.coerce.number().int().min(1).optional().default(1),
  pageSize: z.coerce.number().int().min(1).max(1000).optional().default(100),
});

export const overridesBody = z.object({
  filterId: z.string().min(1).max(100),
  // docs/product.md#validation: an incomplete override is ignored, so the items are loose and filtered in the service.
  overrides: z
    .array(z.object({ column: z.unknown(), value: z.unknown(), decision: z.unknown() }).partial())
    .max(10_000)
    .or(
      z
        .object({ column: z.unknown(), value: z.unknown(), decision: z.unknown() })
        .partial()
        .transform((o) => [o]),
    ),
});

export const exportQuery = z.object({
  format: z.enum(['xlsx', 'csv']).optional().default('xlsx'),
  /** CSV only (ADR 0058): the qualified rows (the default, as before), the disqualified ones, or all in file order. */
  rows: z.enum(['qualified', 'disqualified', 'all']).optional().default('qualified'),
});

/** The shape of every error answer (plugins/errors.ts), for routes that list their 402 or 409 in the OpenAPI document. */
export const errorAnswer = z.object({ error: z.string() });
