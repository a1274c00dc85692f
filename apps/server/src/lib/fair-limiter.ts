import { HttpError } from './http-error.ts';
import type { LimiterOptions, Release } from './limiter.ts';

/** Slots shared fairly between users (ADR 0032): the ingest slots of one process. */
export type FairLimiter = {
  /**
   * Waits for a slot for `owner`. One owner holds at most `perOwner` slots at once and may have at most
   * `perOwnerWaiting` waiting; when a slot frees, the waiting upload of the owner holding the fewest slots
   * goes first (then the oldest). Past the queue (the whole one or the owner's share) a 503 at once.
   * `onWait` is called when the caller has to wait (not when a slot is free at once).
   */
  acquire(owner: string, onWait?: () => void, signal?: AbortSignal): Promise<Release>;
  /** A slot at once for `owner`, or null (nothing is queued). */
  tryAcquire(owner: string): Promise<Release> | null;
  readonly running: number;
  readonly waiting: number;
  readonly perOwner: number;
};

type Waiter = { owner: string; grant: (release: Release) => void };

/** Half of the slots per owner (at least one), and half of the queue. */
export function createFairLimiter(options: LimiterOptions & { perOwner?: number; perOwnerWaiting?: number }): FairLimiter {
  const perOwner = options.perOwner ?? Math.max(1, Math.floor(options.running / 2));
  const perOwnerWaiting = options.perOwnerWaiting ?? Math.max(1, Math.ceil(options.waiting / 2));
  const held = new Map<string, number>();
  const queue: Waiter[] = [];
  let running = 0;
  const holding = (owner: string) => held.get(owner) ?? 0;
  const canRun = (owner: string) => running < options.running && holding(owner) < perOwner;

  function take(owner: string): Release {
    running++;
    held.set(owner, holding(owner) + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      running--;
      const left = holding(owner) - 1;
      if (left > 0) held.set(owner, left);
      else held.delete(owner);
      next();
    };
  }

  /** Grants free slots to the waiters that may run, the owner holding the fewest first. */
  function next(): void {
    while (running < options.running) {
      let best = -1;
      for (let i = 0; i < queue.length; i++) {
        const owner = queue[i]!.owner;
        if (holding(owner) >= perOwner) continue;
        if (best < 0 || holding(owner) < holding(queue[best]!.owner)) best = i;
      }
      if (best < 0) return;
      const [waiter] = queue.splice(best, 1);
      waiter!.grant(take(waiter!.owner));
    }
  }

  const busy = () => new HttpError(503, options.busyMessage, options.retryAfterSeconds);

  return {
    acquire(owner, onWait, signal) {
      if (signal?.aborted) return Promise.reject(signal.reason);
      if (canRun(owner)) return Promise.resolve(take(owner));
      const mine = queue.reduce((n, w) => n + (w.owner === owner ? 1 : 0), 0);
      if (queue.length >= options.waiting || mine >= perOwnerWaiting) return Promise.reject(busy());
      onWait?.();
      return new Promise<Release>((resolve, reject) => {
        // A cancelled upload leaves the queue at once.
        const onAbort = () => {
          const at = queue.indexOf(waiter);
          if (at >= 0) queue.splice(at, 1);
          reject(signal!.reason);
        };
        const waiter: Waiter = {
          owner,
          grant: (release) => {
            signal?.removeEventListener('abort', onAbort);
            resolve(release);
          },
        };
        queue.push(waiter);
        signal?.addEventListener('abort', onAbort, { once: true });
      });
    },
    tryAcquire(owner) {
      return canRun(owner) ? Promise.resolve(take(owner)) : null;
    },
    get running() {
      return running;
    },
    get waiting() {
      return queue.length;
    },
    perOwner,
  };
}
