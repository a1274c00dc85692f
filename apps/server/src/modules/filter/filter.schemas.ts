import { creditLimit, FILTER_FILE_MISSING, FILTER_NO_COLUMNS } from '@leadsift/shared';

export { resumeJobBody } from '@leadsift/shared';
import { z } from 'zod';

export const INSUFFICIENT_CREDITS_FILTER =
  'Insufficient credits to start this filter job. Please reduce the dataset size or upgrade your plan.';
export const JOB_NAME_MISSING = 'Job name is missing. Please go back to the upload page and provide a job name.';

const decision = z.enum(['KEEP', 'EXCLUDE']);

/** docs/product.md#entities filter job request; docs/product.md#validation validation texts. */
export const createFilterJobBody = z.object({
  jobName: z.string({ error: JOB_NAME_MISSING }).trim().min(1, JOB_NAME_MISSING).max(200),
  fileId: z.string({ error: FILTER_FILE_MISSING }).min(1, FILTER_FILE_MISSING).max(100),
  selectedColumns: z.array(z.string().max(1000), { error: FILTER_NO_COLUMNS }).min(1, FILTER_NO_COLUMNS).max(50),
  reasoningText: z.string().max(20_000).optional().default(''),
  model: z.string().max(200).optional(),
  chunkSize: z.number().int().min(1).max(1000).optional().default(300),
  temperature: z.number().min(0).max(2).optional().default(0.7),
  logicMode: z.enum(['AND', 'OR']).optional().default('AND'),
  filterConfig: z.object({
    columnConfig: z.record(z.string(), z.object({ instructions: z.string().max(10_000) })),
  }),
  rowCount: z.number().int().nonnegative().optional(),
  /** The template this run applies: its overrides become labelled examples for the model (docs/product.md#list-cleaner). */
  templateId: z.string().max(100).nullish(),
  /** "Ask the model for every value": rules decide nothing, every value goes to the model (ADR 0034). */
  askModelForEveryValue: z.boolean().optional().default(false),
  /** "Stop at N credits" (ADR 0044): only the first N rows are covered (and charged); the job pauses there. */
  creditLimit,
});
export type CreateFilterJobBody = z.infer<typeof createFilterJobBody>;

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

export const exportQuery = z.object({ format: z.enum(['xlsx', 'csv']).optional().default('xlsx') });

export const completeOverride = z.object({ column: z.string().min(1), value: z.string(), decision });
export type Override = z.infer<typeof completeOverride>;

export const estimateBody = z.object({
  fileId: z.string().min(1, FILTER_FILE_MISSING).max(100),
  selectedColumns: z.array(z.string().max(1000)).min(1, FILTER_NO_COLUMNS).max(50),
  chunkSize: z.number().int().min(1).max(1000).optional().default(300),
  // Optional (docs/product.md#list-cleaner): with the criteria, values already in the decision cache (a preview's) are not counted as model work.
  reasoningText: z.string().max(20_000).optional(),
  model: z.string().max(200).optional(),
  filterConfig: z.object({ columnConfig: z.record(z.string(), z.object({ instructions: z.string().max(10_000) })) }).optional(),
  templateId: z.string().max(100).nullish(),
  askModelForEveryValue: z.boolean().optional().default(false),
});
export type EstimateBody = z.infer<typeof estimateBody>;
