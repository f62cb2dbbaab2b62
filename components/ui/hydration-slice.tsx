/**
 * A part of a server-rendered page that hydrates on its own, in small slices.
 *
 * React hydrates the page root in one uninterrupted task; an <Activity> boundary it meets
 * there stays as server HTML and hydrates afterwards at low priority, yielding to the browser
 * every few milliseconds (and at once where the user clicks or types in it: React replays the
 * event). Wrapping the header, the main content and the footer splits one long task into many
 * short ones. Activity rather than Suspense: the server writes an Activity inline, while a large
 * completed Suspense boundary may be moved to the end of the HTML and revealed by an inline
 * script, which the Content-Security-Policy refuses. Decision 0040.
 */
import { Activity, lazy, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';

export function HydrationSlice({ children }: { children: ReactNode }) {
  return <Activity mode="visible">{children}</Activity>;
}

/**
 * React.lazy for a part that sits in a HydrationSlice and whose code is a chunk of its own.
 *
 * When a lazy part's module arrives, React hydrates it at once, in the promise's reaction and
 * not in one of its scheduler's short tasks; the landing's six lower sections, resolved by one
 * chunk, hydrated in a single 80 ms task. Here each part gets its module in a task of its own,
 * so each hydrates in its own task and the browser can paint and take input in between
 * (decision 0081, session 20).
 */
export function lazySlice<P extends object>(load: () => Promise<ComponentType<P>>): LazyExoticComponent<ComponentType<P>> {
  return lazy(() => load().then(inOwnTask).then((component) => ({ default: component })));
}

/**
 * Resolves with `value` in a later task than the one it was called in: a message to itself, as
 * React's scheduler posts its tasks (no timer, so no 4 ms clamp and nothing a test's fake clock holds).
 */
export function inOwnTask<T>(value: T): Promise<T> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve(value);
    };
    channel.port2.postMessage(null);
  });
}
