import { describe, expect, it } from 'vitest';
import { createFairLimiter } from './fair-limiter.ts';

const options = { running: 4, waiting: 12, retryAfterSeconds: 3, busyMessage: 'busy' };
const tick = () => new Promise((r) => setImmediate(r));

describe('fair limiter (ADR 0032)', () => {
  it('gives one user at most half of the slots; another user gets the rest at once', async () => {
    const slots = createFairLimiter(options);
    const a1 = await slots.acquire('a');
    await slots.acquire('a');
    let waited = 0;
    let third = false;
    void slots.acquire('a', () => waited++).then(() => (third = true));
    await tick();
    expect([third, waited, slots.running, slots.waiting]).toEqual([false, 1, 2, 1]);
    expect(slots.tryAcquire('a')).toBeNull();
    await slots.acquire('b');
    await slots.acquire('b');
    expect(slots.running).toBe(4);
    a1();
    await tick();
    expect(third).toBe(true);
  });

  it('lets the waiting upload of the user holding fewest slots go first', async () => {
    const slots = createFairLimiter({ ...options, running: 2, perOwner: 2 });
    const a1 = await slots.acquire('a');
    await slots.acquire('a');
    const order: string[] = [];
    void slots.acquire('a').then(() => order.push('a'));
    void slots.acquire('b').then(() => order.push('b'));
    await tick();
    a1();
    await tick();
    expect(order).toEqual(['b']);
  });

  it('sheds one user past their share of the queue, not the others', async () => {
    const slots = createFairLimiter({ ...options, running: 2, waiting: 4 });
    await slots.acquire('a');
    const queued = [slots.acquire('a'), slots.acquire('a')];
    void queued;
    await expect(slots.acquire('a')).rejects.toMatchObject({ statusCode: 503, message: 'busy' });
    const b = slots.acquire('b');
    await expect(b).resolves.toBeTypeOf('function');
  });

  it('a cancelled wait leaves the queue', async () => {
    const slots = createFairLimiter({ ...options, running: 1 });
    await slots.acquire('a');
    const cancel = new AbortController();
    const waiting = slots.acquire('b', undefined, cancel.signal);
    expect(slots.waiting).toBe(1);
    cancel.abort(new Error('gone'));
    await expect(waiting).rejects.toThrow('gone');
    expect(slots.waiting).toBe(0);
  });
});
