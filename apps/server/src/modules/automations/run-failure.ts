import { FetchError } from '../../fetcher/index.ts';
import { HttpError } from '../../lib/http-error.ts';

/** A run that cannot go on, with the reason its owner reads on the automation (ADR 0065). */
export class RunFailure extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RunFailure';
  }
}

/**
 * Why a run failed, in words for the automation's owner; `unexpected` is true for errors no rule of ours
 * raised (logged with their stack; the owner reads a short line).
 */
export function failureReason(err: unknown): { reason: string; unexpected: boolean } {
  if (err instanceof RunFailure) return { reason: err.message, unexpected: false };
  if (err instanceof FetchError) return { reason: `The source could not be read: ${err.message}`, unexpected: false };
  if (err instanceof HttpError) return { reason: err.message, unexpected: false };
  return { reason: 'The run stopped on an unexpected error; it will be tried again at the next trigger', unexpected: true };
}
