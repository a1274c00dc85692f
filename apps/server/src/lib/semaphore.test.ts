import { describe, expect, it } from 'vitest';
import { createLimiter } from './semaphore.ts';

const tick = () => new Promise((r) => setTimeout(r, 5));

describe('limiter', () => {
  it('never runs more than max tasks at once and runs them all', async () => {
    const limiter = createLimiter(3);
    let inFlight = 0;
    let peak = 0;
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        limiter.run(async () => {
          inFlight++;
          peak = Math.max(peak, inFlight);
          await tick();
          inFlight--;
          return i;
        }),
      ),
    );
    expect(peak).toBe(3);
    expect(results).toEqual(Array.from({ length: 20 }, (_, i) => i));
    expect(limiter.active).toBe(0);
    expect(limiter.waiting).toBe(0);
  });

  it('releases the slot when a task throws', async () => {
    const limiter = createLimiter(1);
    await expect(limiter.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(limiter.run(async () => 'next')).resolves.toBe('next');
  });

  it('drops a waiting task whose signal aborts, without taking a slot', async () => {
    const limiter = createLimiter(1);
    let release!: () => void;
    const first = limiter.run(() => new Promise<void>((r) => (release = r)));
    const controller = new AbortController();
    const second = limiter.run(async () => 'never', controller.signal);
    expect(limiter.waiting).toBe(1);
    controller.abort(new Error('stop'));
    await expect(second).rejects.toThrow('stop');
    expect(limiter.waiting).toBe(0);
    release();
    await first;
    expect(limiter.active).toBe(0);
  });

  it('rejects a bad size', () => {
    expect(() => createLimiter(0)).toThrow(RangeError);
  });
});
