import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Actor } from './audit.service.ts';

/** The administrator behind a request, as the audit log records them (after requireAdmin). */
export const actorOf = (request: FastifyRequest): Actor => ({ id: request.user.id, email: request.user.email, ip: request.ip || null });

/** The user an administrator's route acts on (`/…/:userId`), the audit entry's target. */
export const userIdParams = z.object({ userId: z.string().min(1).max(200) });
