/**
 * StaticIsland (decision 0085): the browser keeps the server's HTML of an island without
 * rendering its content again, and renders the content itself wherever there is no server HTML
 * to keep or the content changed.
 */
import { act, useState } from 'react';
import { hydrateRoot, createRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import Router from 'next/router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { StaticIsland } from '@/components/ui/static-island';

let renders = 0;
function Content({ text }: { text: string }) {
  renders++;
  return (
    <p>
      <a href="/somewhere">{text}</a>
    </p>
  );
}

function Page({ text, version }: { text: string; version: number }) {
  const [count, setCount] = useState(0);
  return (
    <main>
      <button type="button" onClick={() => setCount((c) => c + 1)}>
        pressed {count}
      </button>
      <StaticIsland keepWhile={version}>
        <Content text={text} />
      </StaticIsland>
    </main>
  );
}

const roots: Root[] = [];
beforeAll(() => {
  // Roots of our own (not Testing Library's render): act() needs to be told it is in a test.
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});
afterEach(() => {
  for (const root of roots.splice(0)) act(() => root.unmount());
  document.body.innerHTML = '';
  renders = 0;
});

async function hydrated(text: string) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page text={text} version={1} />);
  document.body.append(container);
  renders = 0;
  const errors: unknown[] = [];
  let root!: Root;
  await act(async () => {
    root = hydrateRoot(container, <Page text={text} version={1} />, { onRecoverableError: (e) => errors.push(e) });
  });
  roots.push(root);
  return { container, root, errors };
}

describe('StaticIsland', () => {
  it('keeps the server HTML while the page hydrates and renders around it', async () => {
    const { container, errors } = await hydrated('From the server');
    expect(renders).toBe(0);
    expect(errors).toEqual([]);
    expect(container.querySelector('a')?.textContent).toBe('From the server');
    // The rest of the page is live, and its updates leave the island's HTML as it is.
    const button = container.querySelector('button')!;
    await act(async () => button.click());
    expect(button.textContent).toBe('pressed 1');
    expect(container.querySelectorAll('a')).toHaveLength(1);
    expect(container.querySelector('a')?.textContent).toBe('From the server');
    expect(renders).toBe(0);
  });

  it('renders its content once what it shows changes', async () => {
    const { container, root } = await hydrated('Old');
    await act(async () => root.render(<Page text="New" version={2} />));
    expect(renders).toBe(1);
    expect([...container.querySelectorAll('a')].map((a) => a.textContent)).toEqual(['New']);
  });

  it('renders its content where the server rendered nothing (a page shown in the browser)', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    roots.push(root);
    await act(async () => root.render(<Page text="Client" version={1} />));
    expect(renders).toBe(1);
    expect(container.querySelector('a')?.textContent).toBe('Client');
  });

  it('renders its content after a route change, even with the same content', async () => {
    const { container, root } = await hydrated('Before');
    Router.events.emit('routeChangeStart', '/next', { shallow: false });
    await act(async () => root.render(<Page text="After" version={1} />));
    expect([...container.querySelectorAll('a')].map((a) => a.textContent)).toEqual(['After']);
  });
});
