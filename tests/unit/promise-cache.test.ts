import { describe, expect, it } from 'vitest';
import { sharedPromise } from '@/lib/promise-cache';

describe('sharedPromise', () => {
  it('makes the promise once per key and gives every caller the same one', async () => {
    const cache = new Map<string, Promise<number>>();
    let made = 0;
    const make = () => Promise.resolve(++made);
    const [a, b] = [sharedPromise(cache, 'k', make), sharedPromise(cache, 'k', make)];
    expect(a).toBe(b);
    expect(await a).toBe(1);
    expect(await sharedPromise(cache, 'k', make)).toBe(1);
    expect(await sharedPromise(cache, 'other', make)).toBe(2);
  });

  it('forgets a failed promise, so the next caller tries again', async () => {
    const cache = new Map<number, Promise<string>>();
    await expect(sharedPromise(cache, 1, () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    // The rejection handler that forgets it runs before the caller's.
    expect(cache.has(1)).toBe(false);
    expect(await sharedPromise(cache, 1, () => Promise.resolve('up'))).toBe('up');
  });
});
