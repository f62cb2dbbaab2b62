// The flex-layout mixins (components/ui/flex-layout.ts) stand in for declarations written out in
// many styled blocks, so each option must emit exactly the one declaration it names and an option
// left out must emit nothing: read back from the CSS styled-components injects for the element.
import type { ComponentType } from 'react';
import { render } from '@testing-library/react';
import styled from 'styled-components';
import { describe, expect, it } from 'vitest';
import { flexColumn, flexRow, pill } from '@/components/ui/flex-layout';
import { theme } from '@/styles/theme';

/** The declarations of the rule styled-components generated for the element's class. */
function declarationsOf(element: Element): string[] {
  const css = [...document.head.querySelectorAll('style')].map((s) => s.textContent ?? '').join('');
  const classes = [...element.classList];
  const rule = classes
    .map((c) => new RegExp(`\\.${c}\\{([^}]*)\\}`).exec(css)?.[1])
    .find((body) => body !== undefined);
  expect(rule).toBeDefined();
  return rule!
    .split(';')
    .map((d) => d.trim())
    .filter(Boolean);
}

function rendered(Component: ComponentType): string[] {
  const { container } = render(<Component />);
  return declarationsOf(container.firstElementChild!);
}

describe('flexRow', () => {
  it('emits only display: flex when given no options', () => {
    const Row = styled.div`
      ${flexRow()}
    `;
    expect(rendered(Row)).toEqual(['display:flex']);
  });

  it('emits one declaration per option, px for a numeric gap', () => {
    const Row = styled.div`
      ${flexRow({ inline: true, wrap: true, align: 'baseline', justify: 'space-between', gap: 10 })}
    `;
    expect(rendered(Row)).toEqual([
      'display:inline-flex',
      'flex-wrap:wrap',
      'align-items:baseline',
      'justify-content:space-between',
      'gap:10px',
    ]);
  });

  it('passes a string gap through and leaves the options not given out', () => {
    const Row = styled.div`
      ${flexRow({ gap: '4px 18px' })}
    `;
    expect(rendered(Row)).toEqual(['display:flex', 'gap:4px 18px']);
  });

  it('emits gap: 0px for a gap of 0 (0 is given, not left out)', () => {
    const Row = styled.div`
      ${flexRow({ align: 'center', gap: 0 })}
    `;
    expect(rendered(Row)).toEqual(['display:flex', 'align-items:center', 'gap:0px']);
  });

  it('sits among the block’s own declarations where it is written', () => {
    const Row = styled.div`
      margin: 0;
      ${flexRow({ justify: 'center' })}
      padding: 4px;
    `;
    expect(rendered(Row)).toEqual(['margin:0', 'display:flex', 'justify-content:center', 'padding:4px']);
  });
});

describe('flexColumn', () => {
  it('adds flex-direction: column to display: flex', () => {
    const Column = styled.div`
      ${flexColumn()}
    `;
    expect(rendered(Column)).toEqual(['display:flex', 'flex-direction:column']);
  });

  it('takes the same options as flexRow', () => {
    const Column = styled.div`
      ${flexColumn({ wrap: true, align: 'center', justify: 'flex-end', gap: 6 })}
    `;
    expect(rendered(Column)).toEqual([
      'display:flex',
      'flex-direction:column',
      'flex-wrap:wrap',
      'align-items:center',
      'justify-content:flex-end',
      'gap:6px',
    ]);
  });
});

describe('pill', () => {
  it('emits the padding and the theme’s pill radius, nothing else, when given only a padding', () => {
    const Pill = styled.div`
      ${pill({ padding: '2px 8px' })}
    `;
    expect(rendered(Pill)).toEqual(['padding:2px 8px', `border-radius:${theme.radius.pill}px`]);
  });

  it('emits background, color, font-size and font-weight when given', () => {
    const Pill = styled.div`
      ${pill({ padding: '0 5px', background: '#fff', color: theme.colors.blue900, fontSize: '0.8rem', fontWeight: 700 })}
    `;
    expect(rendered(Pill)).toEqual([
      'padding:0 5px',
      `border-radius:${theme.radius.pill}px`,
      'background:#fff',
      `color:${theme.colors.blue900}`,
      'font-size:0.8rem',
      'font-weight:700',
    ]);
  });

  it('leaves out each option not given', () => {
    const Pill = styled.div`
      ${pill({ padding: '3px 12px', fontWeight: 600 })}
    `;
    expect(rendered(Pill)).toEqual(['padding:3px 12px', `border-radius:${theme.radius.pill}px`, 'font-weight:600']);
  });
});
