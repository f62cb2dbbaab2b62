// The one paged-list hook (lib/api/paged-list.ts) and the query retry policy
// (lib/api/query-client.ts): page 2 appends to page 1 without repeating an item, a failed
// further page keeps what is loaded and asking again continues, a failed first page retries a
// server error but not a 4xx, and an empty further page ends the list.
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/errors';
import type { Page } from '@/lib/api/know-types';
import { usePagedList, type PageRequest } from '@/lib/api/paged-list';
import { queryWrapper } from './render';

interface Item {
  uuid: string;
}
const items = (from: number, to: number): Item[] => Array.from({ length: to - from }, (_, i) => ({ uuid: `item-${from + i}` }));

function render(fetchPage: (page: PageRequest) => Promise<Page<Item>>, pageSize = 2) {
  return renderHook(() => usePagedList<Item>({ queryKey: ['test-list'], fetchPage: (page) => fetchPage(page), pageSize }), {
    wrapper: queryWrapper(),
  });
}

describe('usePagedList', () => {
  it('loads page 1, appends page 2, and skips an item already shown', async () => {
    const all = items(0, 5);
    const fetchPage = vi.fn(async ({ limit, offset }: PageRequest) => ({ content: all.slice(offset, offset + limit), numberOfResults: all.length }));
    const { result } = render(fetchPage);
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.items.map((i) => i.uuid)).toEqual(['item-0', 'item-1']);
    expect(result.current.total).toBe(5);
    expect(result.current.hasMore).toBe(true);

    // A know published meanwhile shifts the pages: item-1 comes again on page 2.
    all.unshift({ uuid: 'new' });
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.items).toHaveLength(3));
    expect(fetchPage).toHaveBeenLastCalledWith({ limit: 2, offset: 2 });
    expect(result.current.items.map((i) => i.uuid)).toEqual(['item-0', 'item-1', 'item-2']);
  });

  it('keeps the loaded pages when a further page fails, and loads it when asked again', async () => {
    const all = items(0, 4);
    let failNext = false;
    const fetchPage = vi.fn(async ({ limit, offset }: PageRequest) => {
      if (failNext) throw new ApiError({ status: 400, type: 'FormValidationError' });
      return { content: all.slice(offset, offset + limit), numberOfResults: all.length };
    });
    const { result } = render(fetchPage);
    await waitFor(() => expect(result.current.status).toBe('ready'));
    failNext = true;
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.moreFailed).toBe(true));
    expect(result.current.status).toBe('ready');
    expect(result.current.items.map((i) => i.uuid)).toEqual(['item-0', 'item-1']);
    expect(result.current.hasMore).toBe(true);

    failNext = false;
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.items).toHaveLength(4));
    expect(result.current.moreFailed).toBe(false);
    expect(result.current.hasMore).toBe(false);
  });

  it('retries a server error by itself, then shows the list', async () => {
    let calls = 0;
    const fetchPage = vi.fn(async () => {
      calls += 1;
      if (calls === 1) throw new ApiError({ status: 502, handled: true, messageKey: 'errors:serverNotReachable' });
      return { content: items(0, 1), numberOfResults: 1 };
    });
    const { result } = render(fetchPage);
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(fetchPage).toHaveBeenCalledTimes(2);
    expect(result.current.items).toHaveLength(1);
  });

  it('does not retry a 4xx: the error state, and "try again" loads it', async () => {
    let fail = true;
    const fetchPage = vi.fn(async () => {
      if (fail) throw new ApiError({ status: 403, type: 'ForbiddenError' });
      return { content: items(0, 2), numberOfResults: 2 };
    });
    const { result } = render(fetchPage);
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(fetchPage).toHaveBeenCalledTimes(1);
    fail = false;
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.items).toHaveLength(2);
  });

  it('stops offering more when a further page comes back empty (the list shrank)', async () => {
    let all = items(0, 4);
    const fetchPage = vi.fn(async ({ limit, offset }: PageRequest) => ({ content: all.slice(offset, offset + limit), numberOfResults: all.length }));
    const { result } = render(fetchPage);
    await waitFor(() => expect(result.current.status).toBe('ready'));
    all = items(0, 2);
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.loadingMore).toBe(false));
    await waitFor(() => expect(result.current.hasMore).toBe(false));
    expect(result.current.total).toBe(2);
  });

  it('drops and replaces items without loading again', async () => {
    const fetchPage = vi.fn(async () => ({ content: items(0, 2), numberOfResults: 2 }));
    const { result } = render(fetchPage);
    await waitFor(() => expect(result.current.status).toBe('ready'));
    act(() => result.current.drop('item-0'));
    await waitFor(() => expect(result.current.items.map((i) => i.uuid)).toEqual(['item-1']));
    expect(result.current.total).toBe(1);
    expect(fetchPage).toHaveBeenCalledTimes(1);
  });
});
