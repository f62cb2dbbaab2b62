/**
 * The TanStack Query provider, given only to the pages (and lazy widgets) that read data
 * (decision 0013): `_app` no longer wraps every page, so static pages such as the landing ship
 * no query code. In the browser every provider shares one client, so the cache survives
 * client-side navigation between query pages; on the server each render (one request) gets its
 * own, so no request sees another's data.
 */
import { useState, type ComponentType, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createQueryClient } from './query-client';

let browserClient: QueryClient | undefined;

/** The app instance's client: one per browser tab, a fresh one per server render. */
function appQueryClient(): QueryClient {
  if (typeof window === 'undefined') return createQueryClient();
  browserClient ??= createQueryClient();
  return browserClient;
}

export function QueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(appQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/** A page whose components call query hooks (lib/api): `export default withQueryClient(Page)`. */
export function withQueryClient<P extends object>(Page: ComponentType<P>): ComponentType<P> {
  function WithQueryClient(props: P) {
    return (
      <QueryProvider>
        <Page {...props} />
      </QueryProvider>
    );
  }
  WithQueryClient.displayName = `withQueryClient(${Page.displayName ?? Page.name})`;
  return WithQueryClient;
}
