import { createLimiter, type Limiter } from '../lib/semaphore.ts';

/**
 * Politeness for the visits of one process: at most `perHost` requests in flight to one host (2) and
 * `total` in all (FETCH_CONCURRENCY). A host's slot is taken before the process's, so a busy host does not
 * hold process slots while it waits. Limiters of idle hosts are dropped.
 */
export type FetchGate = {
  run<T>(host: string, task: () => Promise<T>, signal?: AbortSignal): Promise<T>;
  readonly active: number;
};

export function createFetchGate(options: { perHost: number; total: number }): FetchGate {
  const total = createLimiter(options.total);
  const hosts = new Map<string, { limiter: Limiter; users: number }>();
  return {
    async run(host, task, signal) {
      const key = host.toLowerCase();
      let entry = hosts.get(key);
      if (!entry) {
        entry = { limiter: createLimiter(options.perHost), users: 0 };
        hosts.set(key, entry);
      }
      entry.users++;
      try {
        return await entry.limiter.run(() => total.run(task, signal), signal);
      } finally {
        entry.users--;
        if (entry.users === 0) hosts.delete(key);
      }
    },
    get active() {
      return total.active;
    },
  };
}
