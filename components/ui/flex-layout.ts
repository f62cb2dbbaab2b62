/**
 * The flex rows and columns that most styled blocks open with, written once (issue 25 §5: the
 * same five declarations stood in some 180 blocks with another gap). A block keeps what is its
 * own (padding, colours, breakpoints) after the mixin:
 *
 *   const Actions = styled.div`
 *     ${flexRow({ wrap: true, gap: 10 })}
 *     margin-top: 16px;
 *   `;
 *
 * Each option emits the one declaration it names, so a block reads the same in the browser as the
 * declarations it replaced; the result is static CSS (no props), which styled-components
 * generates once per component.
 *
 * Not in the landing's first load (components/shell, the ui primitives the shell draws, the hero
 * and landing-section write their declarations out): there this module would cost every page
 * about 0.4 KiB of gzip, more than the declarations it saves, and the landing's first load is
 * held to 1.1x the stack floor (bench/first-load-budget.mjs).
 */
import { theme } from '@/styles/theme';

type Align = 'flex-start' | 'center' | 'flex-end' | 'baseline' | 'stretch';
type Justify = 'flex-start' | 'center' | 'flex-end' | 'space-between' | 'space-around';

interface FlexOptions {
  /** `display: inline-flex` instead of `flex`. */
  inline?: boolean;
  wrap?: boolean;
  align?: Align;
  justify?: Justify;
  /** The gap in px; a string for two values or a theme expression. */
  gap?: number | string;
}

/**
 * The declarations given, without the left-out ones. Plain strings rather than css``: the module
 * is in every page's first load, where this is the smaller code.
 */
const declarations = (list: (string | false | undefined)[]) => list.filter(Boolean).join(' ');

function flex(direction: 'row' | 'column', { inline, wrap, align, justify, gap }: FlexOptions) {
  return declarations([
    `display: ${inline ? 'inline-flex' : 'flex'};`,
    direction === 'column' && 'flex-direction: column;',
    wrap && 'flex-wrap: wrap;',
    align && `align-items: ${align};`,
    justify && `justify-content: ${justify};`,
    gap !== undefined && `gap: ${typeof gap === 'number' ? `${gap}px` : gap};`,
  ]);
}

/** A row: `display: flex` and the options given. */
export const flexRow = (options: FlexOptions = {}) => flex('row', options);

/** A column: `display: flex; flex-direction: column` and the options given. */
export const flexColumn = (options: FlexOptions = {}) => flex('column', options);

interface PillOptions {
  padding: string;
  background?: string;
  color?: string;
  fontSize?: string;
  fontWeight?: number;
}

/** A badge or tag with rounded ends: the theme's pill radius and the padding, colours and type given. */
export const pill = ({ padding, background, color, fontSize, fontWeight }: PillOptions) =>
  declarations([
    `padding: ${padding};`,
    `border-radius: ${theme.radius.pill}px;`,
    background && `background: ${background};`,
    color && `color: ${color};`,
    fontSize && `font-size: ${fontSize};`,
    fontWeight !== undefined && `font-weight: ${fontWeight};`,
  ]);
