// The query client is given per page (decision 0013), not by _app: a wrapped page reads data with
// no provider above it, and every page shares one browser client, so the cache survives a
// client-side navigation from one query page to another.
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { QueryProvider, withQueryClient } from '@/lib/api/query-provider';

describe('withQueryClient', () => {
  it('lets a page call query hooks without a provider above it', async () => {
    function Page({ label }: { label: string }) {
      const q = useQuery({ queryKey: ['query-provider-test', label], queryFn: async () => `${label} loaded` });
      return <p>{q.data ?? 'loading'}</p>;
    }
    const Wrapped = withQueryClient(Page);
    render(<Wrapped label="first" />);
    expect(await screen.findByText('first loaded')).toBeTruthy();
  });

  it('keeps one client (and its cache) across pages in the browser', () => {
    const seen: QueryClient[] = [];
    function Probe() {
      seen.push(useQueryClient());
      return null;
    }
    const PageA = withQueryClient(Probe);
    const first = render(<PageA />);
    seen[0]?.setQueryData(['kept'], 42);
    first.unmount();
    // Another page, and a lazy widget with its own provider (the profile menu).
    render(
      <QueryProvider>
        <Probe />
      </QueryProvider>,
    );
    expect(seen.at(-1)).toBe(seen[0]);
    expect(seen.at(-1)?.getQueryData(['kept'])).toBe(42);
  });
});
