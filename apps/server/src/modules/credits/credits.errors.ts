import { insufficientCreditsMessage } from '@leadsift/shared';
import { HttpError } from '../../lib/http-error.ts';

/**
 * A charge larger than the credits available. An HttpError (402) so a route that lets it through
 * answers `{ error: 'Insufficient credits: Need n, have m available.' }` (docs/product.md#messages); features that
 * need their own message catch it and read `needed` / `available`.
 */
export class InsufficientCreditsError extends HttpError {
  readonly needed: number;
  readonly available: number;
  constructor(needed: number, available: number) {
    super(402, insufficientCreditsMessage(needed, available));
    this.name = 'InsufficientCreditsError';
    this.needed = needed;
    this.available = available;
  }
}
