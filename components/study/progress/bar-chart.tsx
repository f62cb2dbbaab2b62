/**
 * A small bar chart for the progress page, with no chart library: one SVG of bars (an image
 * named by the chart's title and described by a one-sentence summary), axis labels in HTML so
 * they neither stretch nor shrink with the bars, and the same numbers as a table behind a
 * "Show as table" button for screen readers, keyboard users and anyone who wants the figures.
 */
import { useId, useState } from 'react';
import { styled } from 'next-yak';
import { media, theme } from '@/styles/theme';

export interface ChartBar {
  key: string;
  /** Under the axis (shown for every `tickEvery`-th bar). */
  tick: string;
  /** The row header of the table and the bar's tooltip. */
  label: string;
  /** Null: no data (no bar, a dash in the table). */
  value: number | null;
  /** The value in words or digits: "12", "83 %". */
  valueText: string;
}

export interface BarChartProps {
  title: string;
  summary: string;
  bars: ChartBar[];
  /** The top of the scale (at least the largest value). */
  max: number;
  maxText: string;
  tickEvery: number;
  columns: [string, string];
  showTable: string;
  hideTable: string;
}

const HEIGHT = 120;
const SLOT = 10;

export function BarChart({ title, summary, bars, max, maxText, tickEvery, columns, showTable, hideTable }: BarChartProps) {
  const id = useId();
  const [tableOpen, setTableOpen] = useState(false);
  const scale = max > 0 ? max : 1;
  const width = bars.length * SLOT;
  return (
    <Figure aria-labelledby={`${id}-title`}>
      <Title id={`${id}-title`}>{title}</Title>
      <Summary id={`${id}-summary`}>{summary}</Summary>
      <Plot>
        <Max aria-hidden="true">{maxText}</Max>
        <svg
          role="img"
          aria-labelledby={`${id}-title`}
          aria-describedby={`${id}-summary`}
          viewBox={`0 0 ${width} ${HEIGHT}`}
          preserveAspectRatio="none"
          width="100%"
          height={HEIGHT}
        >
          <line x1={0} x2={width} y1={HEIGHT - 0.5} y2={HEIGHT - 0.5} stroke={theme.colors.line} vectorEffect="non-scaling-stroke" />
          {bars.map((bar, i) => {
            if (bar.value === null || bar.value <= 0) return null;
            const h = Math.max(2, (bar.value / scale) * (HEIGHT - 4));
            return (
              <rect key={bar.key} x={i * SLOT + 1.5} y={HEIGHT - h} width={SLOT - 3} height={h} rx={1.5} fill={theme.colors.blue500}>
                <title>{`${bar.label}: ${bar.valueText}`}</title>
              </rect>
            );
          })}
        </svg>
        <Ticks aria-hidden="true">
          {bars.map((bar, i) =>
            i % tickEvery === 0 ? (
              <Tick key={bar.key} style={{ left: `${((i + 0.5) / bars.length) * 100}%` }}>
                {bar.tick}
              </Tick>
            ) : null,
          )}
        </Ticks>
      </Plot>
      <Toggle type="button" aria-expanded={tableOpen} aria-controls={`${id}-table`} onClick={() => setTableOpen((o) => !o)}>
        {tableOpen ? hideTable : showTable}
      </Toggle>
      <div id={`${id}-table`} hidden={!tableOpen}>
        {tableOpen && (
          // Scrolls on its own: focusable and named, so keyboard users can scroll it too.
          <TableScroll tabIndex={0} role="region" aria-label={title}>
            <Table>
              <caption className="visually-hidden">{title}</caption>
              <thead>
                <tr>
                  <th scope="col">{columns[0]}</th>
                  <th scope="col">{columns[1]}</th>
                </tr>
              </thead>
              <tbody>
                {bars.map((bar) => (
                  <tr key={bar.key}>
                    <th scope="row">{bar.label}</th>
                    <td>{bar.valueText}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </TableScroll>
        )}
      </div>
    </Figure>
  );
}

const Figure = styled.figure`
  margin: 0;
  padding: 20px;
  border: 1px solid ${theme.colors.line};
  border-radius: ${theme.radius.xl}px;
  background: ${theme.colors.surface};
  min-width: 0;
  ${media.mobile} {
    padding: 14px;
  }
`;
const Title = styled.h2`
  margin: 0 0 4px;
  font-size: 1.15rem;
`;
const Summary = styled.p`
  margin: 0 0 14px;
  font-size: 0.9rem;
  color: ${theme.colors.inkMuted};
`;
const Plot = styled.div`
  position: relative;
  padding: 18px 0 26px;
  svg {
    display: block;
  }
`;
const Max = styled.span`
  position: absolute;
  top: 0;
  left: 0;
  font-size: 0.75rem;
  color: ${theme.colors.inkMuted};
`;
const Ticks = styled.div`
  position: absolute;
  left: 0;
  right: 0;
  bottom: 0;
  height: 22px;
`;
const Tick = styled.span`
  position: absolute;
  top: 4px;
  transform: translateX(-50%);
  font-size: 0.72rem;
  white-space: nowrap;
  color: ${theme.colors.inkMuted};
`;
const Toggle = styled.button`
  min-height: 44px;
  padding: 0 14px; border-radius: ${theme.radius.pill}px; background: ${theme.colors.surfaceAlt}; color: ${theme.colors.blue900};
  border: 1px solid ${theme.colors.line};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;
const TableScroll = styled.div`
  max-height: 320px;
  overflow: auto;
  margin-top: 12px;
  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;
const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.92rem;
  th,
  td {
    padding: 6px 8px;
    border-bottom: 1px solid ${theme.colors.line};
    text-align: left;
  }
  td {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
  thead th:last-child {
    text-align: right;
  }
  th[scope='row'] {
    font-weight: 400;
  }
`;
