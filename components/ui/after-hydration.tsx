/**
 * Renders its children only on the client, once the page has hydrated (never on the server).
 *
 * Only this small component re-renders when hydration ends. A parent that read
 * useHasMounted itself would re-render its whole subtree in a synchronous pass right after
 * hydration: in _app that was the entire page a second time, a long task on slow phones.
 */
import type { ReactNode } from 'react';
import { useHasMounted } from '@/lib/hooks/use-has-mounted';

export function AfterHydration({ children }: { children: ReactNode }) {
  return useHasMounted() ? children : null;
}
