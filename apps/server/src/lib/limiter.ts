import { HttpError } from './http-error.ts';

/** A slot taken from a limiter; call it once the work is over (calling it again does nothing). */
export type Release = () => void;

export type Limiter = {
  /**
   * Waits for one of `running` slots. When `waiting` callers already wait, throws a 503 with a
   * Retry-After at once: the work is refused before it costs memory or database time.
   */
  acquire(): Promise<Release>;
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

/** A counting semaphore with a bounded queue (first come, first served) that sheds load past it. */
export function createLimiter(options: LimiterOptions): Limiter {
  let running = 0;
  const queue: (() => void)[] = [];
  const slot = (): Release => {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = queue.shift();
      if (next) next();
      else running--;
    };
  };
  return {
    acquire() {
      if (running < options.running) {
        running++;
        return Promise.resolve(slot());
      }
      if (queue.length >= options.waiting) {
        return Promise.reject(new HttpError(503, options.busyMessage, options.retryAfterSeconds));
      }
      // A released slot passes straight to the next caller: `running` stays the same.
      return new Promise<Release>((resolve) => queue.push(() => resolve(slot())));
    },
    get running() {
      return running;
    },
    get waiting() {
      return queue.length;
    },
  };
}

/** The answer a shed request gets: 'The server is busy … try again in N seconds.' */
export const busyMessage = (what: string, retryAfterSeconds: number) =>
  `The server is busy with other ${what}. Please try again in ${retryAfterSeconds} seconds.`;
