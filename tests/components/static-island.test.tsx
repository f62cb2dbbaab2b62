/**
 * StaticIsland (decision 0081): over server HTML the browser hydrates the page without rendering
 * the island's children, keeps the served DOM, and reports no mismatch (the setup fails the test
 * on any console error); without server HTML, or once its source changes, it renders them.
 */
import { act } from 'react';
import { hydrateRoot, createRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { StaticIsland } from '@/components/ui/static-island';

let renders = 0;
function Content({ text }: { text: string }) {
  renders++;
  return (
    <p>
      <a href="/subjects">{text}</a>
    </p>
  );
}

function Page({ text, source }: { text: string; source?: unknown }) {
  return (
    <main>
      <h1>Page</h1>
      <StaticIsland source={source}>
        <Content text={text} />
      </StaticIsland>
    </main>
  );
}

// Hydration is driven with React's act directly (Testing Library renders without server HTML).
beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

let root: Root | null = null;
let container: HTMLElement;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  container?.remove();
  renders = 0;
});

function serve(page: React.ReactElement) {
  container = document.createElement('div');
  container.innerHTML = renderToString(page);
  document.body.append(container);
  renders = 0;
}

describe('StaticIsland', () => {
  it('keeps the server HTML when the page hydrates, without rendering its children', async () => {
    const source = { id: 1 };
    serve(<Page text="Served" source={source} />);
    const link = container.querySelector('a');
    await act(async () => {
      root = hydrateRoot(container, <Page text="Served" source={source} />);
    });
    expect(renders).toBe(0);
    // The very element the server wrote, not a copy.
    expect(container.querySelector('a')).toBe(link);
    expect(link).toHaveTextContent('Served');
    // A later render with the same source leaves it alone too.
    await act(async () => root!.render(<Page text="Changed" source={source} />));
    expect(renders).toBe(0);
    expect(container.querySelector('a')).toBe(link);
  });

  it('renders its children once its source is another value', async () => {
    const source = { id: 1 };
    serve(<Page text="Served" source={source} />);
    await act(async () => {
      root = hydrateRoot(container, <Page text="Served" source={source} />);
    });
    await act(async () => root!.render(<Page text="Reader's copy" source={{ id: 1 }} />));
    expect(renders).toBe(1);
    expect(container.querySelectorAll('a')).toHaveLength(1);
    expect(container.querySelector('a')).toHaveTextContent("Reader's copy");
  });

  it('renders its children where there is no server HTML (a client-side visit)', async () => {
    container = document.createElement('div');
    document.body.append(container);
    await act(async () => {
      root = createRoot(container);
      root.render(<Page text="Client" />);
    });
    expect(renders).toBe(1);
    expect(container.querySelector('a')).toHaveTextContent('Client');
    expect(container.querySelector('[data-static-island]')).toHaveStyle({ display: 'contents' });
  });
});
