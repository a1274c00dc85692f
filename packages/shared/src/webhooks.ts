import { z } from 'zod';

export const webhookEventTypes = [
  'filter.completed',
  'filter.failed',
  'filter.paused',
  'research.completed',
  'research.failed',
  'research.paused',
  'credits.low',
  'automation.failed',
] as const;
export type WebhookEventType = (typeof webhookEventTypes)[number];
/** `ping` is sent by "Send test" only; endpoints cannot subscribe to it. */
export type WebhookMessageType = WebhookEventType | 'ping';

export const webhookEventLabels: Record<WebhookEventType, string> = {
  'filter.completed': 'List Cleaner job completed',
  'filter.failed': 'List Cleaner job failed',
  'filter.paused': 'List Cleaner job paused',
  'research.completed': 'Research job completed',
  'research.failed': 'Research job failed',
  'research.paused': 'Research job paused',
  'credits.low': 'Credits running low',
  'automation.failed': 'Automation run failed',
};

export const webhookEndpointBody = z.object({
  url: z
    .string()
    .trim()
    .min(1, 'Enter the URL to send events to')
    .max(2000)
    .refine((v) => URL.canParse(v), 'Enter a full URL, such as https://example.com/hooks/leadsift'),
  description: z.string().trim().max(200).default(''),
  events: z.array(z.enum(webhookEventTypes)).min(1, 'Pick at least one event'),
});
export type WebhookEndpointBody = z.input<typeof webhookEndpointBody>;

export const updateWebhookEndpointBody = webhookEndpointBody.partial().extend({
  /** true re-enables an endpoint that was disabled after repeated failures. */
  enabled: z.boolean().optional(),
});
export type UpdateWebhookEndpointBody = z.input<typeof updateWebhookEndpointBody>;

export const webhookEndpoint = z.object({
  id: z.string(),
  url: z.string(),
  description: z.string(),
  events: z.array(z.enum(webhookEventTypes)),
  enabled: z.boolean(),
  disabledReason: z.string().nullable(),
  consecutiveFailures: z.number().int(),
  createdAt: z.string(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpoint>;

/** POST answer: the signing secret, shown this once. */
export const createdWebhookEndpoint = webhookEndpoint.extend({ secret: z.string() });
export type CreatedWebhookEndpoint = z.infer<typeof createdWebhookEndpoint>;
export const webhookEndpointList = z.object({ endpoints: z.array(webhookEndpoint) });

export const webhookAttempt = z.object({
  attempt: z.number().int(),
  statusCode: z.number().int().nullable(),
  error: z.string().nullable(),
  latencyMs: z.number().int(),
  /** The first 1 KB of the answer. */
  response: z.string(),
  createdAt: z.string(),
});
export type WebhookAttempt = z.infer<typeof webhookAttempt>;

export const webhookDelivery = z.object({
  id: z.string(),
  eventType: z.string(),
  status: z.enum(['pending', 'sending', 'succeeded', 'failed']),
  attempts: z.number().int(),
  nextAttemptAt: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  /** Newest first. */
  log: z.array(webhookAttempt),
});
export type WebhookDelivery = z.infer<typeof webhookDelivery>;
export const webhookDeliveryList = z.object({ deliveries: z.array(webhookDelivery) });
