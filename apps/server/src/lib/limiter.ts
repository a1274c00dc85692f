import { createLimiter as createSemaphore } from './semaphore.ts';
import { HttpError } from './http-error.ts';

/** A slot taken from a limiter; call it once the work is over (calling it again does nothing). */
export type Release = () => void;

export type Limiter = {
  /**
   * Waits for one of `running` slots. When `waiting` callers already wait, throws a 503 with a
   * Retry-After at once: the work is refused before it costs memory or database time.
   */
  acquire(): Promise<Release>;
  /** A slot at once, or null when every slot is taken (nothing is queued). */
  tryAcquire(): Promise<Release> | null;
  readonly running: number;
  readonly waiting: number;
};

export type LimiterOptions = {
  running: number;
  waiting: number;
  retryAfterSeconds: number;
  /** The message of the 503 (shown to the user). */
  busyMessage: string;
};

/**
 * The counting semaphore of `semaphore.ts` (first come, first served) with a bounded queue that sheds load past
 * it, and a slot held until released (an export holds it until its stream closes, not for one call).
 */
export function createLimiter(options: LimiterOptions): Limiter {
  const semaphore = createSemaphore(options.running);
  return {
    acquire() {
      if (semaphore.active >= options.running && semaphore.waiting >= options.waiting) {
        return Promise.reject(new HttpError(503, options.busyMessage, options.retryAfterSeconds));
      }
      return new Promise<Release>((resolve) => {
        void semaphore.run(
          () =>
            new Promise<void>((done) => {
              let released = false;
              resolve(() => {
                if (released) return;
                released = true;
                done();
              });
            }),
        );
      });
    },
    tryAcquire() {
      return semaphore.active < options.running ? this.acquire() : null;
    },
    get running() {
      return semaphore.active;
    },
    get waiting() {
      return semaphore.waiting;
    },
  };
}

/** The answer a shed request gets: 'The server is busy … try again in N seconds.' */
export const busyMessage = (what: string, retryAfterSeconds: number) =>
  `The server is busy with other ${what}. Please try again in ${retryAfterSeconds} seconds.`;
