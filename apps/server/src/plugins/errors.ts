import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { HttpError } from '../lib/http-error.ts';
import { ModelBudgetExhaustedError } from '../model/errors.ts';

/** One error shape for every API answer: `{ "error": "<message>" }` (docs/product.md#api clients read that field). */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(err)) {
      const first = err.validation[0];
      const field = first?.instancePath?.replace(/^\//, '').replaceAll('/', '.');
      const message = first?.message ?? 'Invalid request';
      return reply.status(400).send({ error: field ? `${field}: ${message}` : message });
    }
    if (err instanceof ZodError) {
      return reply.status(400).send({ error: err.issues[0]?.message ?? 'Invalid request' });
    }
    if (err instanceof HttpError) {
      if (err.retryAfterSeconds !== undefined) reply.header('Retry-After', String(err.retryAfterSeconds));
      return reply.status(err.statusCode).send({ error: err.message });
    }
    // A request that needs the model (a preview) while the month's budget is used up: the reason, not a 500.
    if ((err as unknown) instanceof ModelBudgetExhaustedError) return reply.status(503).send({ error: err.message });
    const status = typeof err.statusCode === 'number' && err.statusCode >= 400 ? err.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err }, 'request failed');
      return reply.status(status).send({ error: 'Internal server error' });
    }
    // Fastify's own client errors (bad JSON, body too large, rate limit) carry safe messages.
    return reply.status(status).send({ error: err.message });
  });
}
