import { describe, expect, it } from 'vitest';
import { inOwnTask } from '@/components/ui/hydration-slice';

describe('inOwnTask', () => {
  it('hands the value over only after every microtask of the current task has run', async () => {
    let depth = 0;
    const chain = () => {
      depth++;
      if (depth < 200) queueMicrotask(chain);
    };
    queueMicrotask(chain);
    const value = await inOwnTask(Promise.resolve('module'));
    expect(await value).toBe('module');
    // A hand-over in a microtask would have come while the chain was still running.
    expect(depth).toBe(200);
  });

  it('hands two values resolved together over in two tasks', async () => {
    const order: string[] = [];
    const first = inOwnTask('a').then((v) => {
      order.push(v);
      queueMicrotask(() => order.push('after a'));
    });
    const second = inOwnTask('b').then((v) => order.push(v));
    await Promise.all([first, second]);
    // The microtask queued while handing over "a" ran before "b" was handed over: separate tasks.
    expect(order).toEqual(['a', 'after a', 'b']);
  });
});
