/** An error whose message is safe to show to the caller, with its HTTP status. */
export class HttpError extends Error {
  readonly statusCode: number;
  /** Seconds the caller should wait before trying again (sent as `Retry-After` with 429 and 503). */
  readonly retryAfterSeconds: number | undefined;
  constructor(statusCode: number, message: string, retryAfterSeconds?: number) {
    super(message);
    this.statusCode = statusCode;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export const notFound = (what = 'Not found') => new HttpError(404, what);
export const badRequest = (message: string) => new HttpError(400, message);
export const forbidden = (message = 'Forbidden') => new HttpError(403, message);
export const unauthorized = (message = 'Authentication required') => new HttpError(401, message);
export const conflict = (message: string) => new HttpError(409, message);
