import { describe, expect, it } from 'vitest';
import { inOwnTask } from '@/components/ui/hydration-slice';

describe('inOwnTask', () => {
  it('hands the value over in a later task, not in a microtask of the current one', async () => {
    let taskRan = false;
    setTimeout(() => {
      taskRan = true;
    }, 0);
    const value = await inOwnTask(Promise.resolve('module'));
    expect(await value).toBe('module');
    expect(taskRan).toBe(true);
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
