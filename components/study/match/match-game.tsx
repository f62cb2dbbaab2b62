/**
 * Match, the view only (issue 24 §4): pair each term with its definition against the clock.
 * The pairs come in as props and the finished time goes out through `onFinish` (the caller
 * sends it to the server, which keeps the best). Tiles are buttons with aria-pressed: Tab or
 * the arrow keys move between them, Enter or Space (or a tap) selects, a second selection pairs;
 * a wrong pair flashes and adds a penalty second. A live region says what happened and, at the
 * end, the time.
 */
import { useCallback, useEffect, useId, useReducer, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { styled, css } from 'next-yak';
import { KEYFRAMES } from '@/styles/global-css';
import { useTranslation } from '@/lib/i18n/use-translation';
import { headingFocus } from '@/components/shared/heading-focus';
import { Button } from '@/components/ui/button';
import { formatMediumDate } from '@/lib/dates';
import { useEdition } from '@/lib/edition/use-edition';
import { MATCH_LIMITS, type MatchBest, type MatchPair, type MatchResult } from '@/lib/contract/match';
import { media, theme } from '@/styles/theme';
import { formatMatchTime } from './format-match-time';
import { CardSide } from '@/components/shared/card-side-images';
import { initialMatchState, isComplete, matchReducer, pairsLeft, shuffled, type MatchTile } from './match-state';

export interface MatchGameProps {
  pairs: MatchPair[];
  /** The set: its cards' pictures are shown on their tiles. */
  knowUuid?: string;
  /** The learner's best time on this set before this round. */
  best: MatchBest | null;
  /** Saves the finished time (penalties included); a rejection shows that it was not saved. */
  onFinish: (timeMs: number) => Promise<MatchResult>;
  onPlayAgain: () => void;
  /** More actions under the result (a way back to the set). */
  actions?: ReactNode;
  /** Milliseconds of a monotonic clock (tests pass their own). */
  clock?: () => number;
  /** Tile order; a shuffle in play, the identity in tests. */
  order?: <T>(items: T[]) => T[];
  /** Focus the Start button at once (a round started from "Play again", where the focus was). */
  autoFocus?: boolean;
}

const FLASH_MS = 700;
const defaultClock = () => performance.now();

type Saved = { status: 'saving' } | { status: 'saved'; result: MatchResult } | { status: 'failed'; error: unknown };

export function MatchGame({ pairs, knowUuid, best, onFinish, onPlayAgain, actions, clock = defaultClock, order = shuffled, autoFocus = false }: MatchGameProps) {
  const { t } = useTranslation('match');
  const { locale } = useEdition();
  const [state, dispatch] = useReducer(matchReducer, pairs, (p) => initialMatchState(p, order));
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const [finalMs, setFinalMs] = useState<number | null>(null);
  const [saved, setSaved] = useState<Saved | null>(null);
  const [, tick] = useState(0);
  const gridRef = useRef<HTMLDivElement>(null);
  const resultRef = useRef<HTMLHeadingElement>(null);
  const introRef = useRef<HTMLDivElement>(null);
  const lastIndex = useRef(0);
  const hintId = useId();
  const complete = isComplete(state);
  const playing = startedAt !== null && !complete;
  const time = (ms: number) => formatMatchTime(ms, locale.locale);

  // The clock on screen, ten times a second while playing.
  useEffect(() => {
    if (!playing) return;
    const id = setInterval(() => tick((n) => n + 1), 100);
    return () => clearInterval(id);
  }, [playing]);

  useEffect(() => {
    if (!state.wrong) return;
    const id = setTimeout(() => dispatch({ type: 'clearWrong' }), FLASH_MS);
    return () => clearTimeout(id);
  }, [state.wrong]);

  const tiles = () => [...(gridRef.current?.querySelectorAll<HTMLButtonElement>('button[data-tile]') ?? [])];

  // A matched tile leaves the grid: the focus goes to the nearest tile still in play.
  useEffect(() => {
    if (complete || startedAt === null) return;
    const grid = gridRef.current;
    if (!grid || grid.contains(document.activeElement)) return;
    const open = tiles();
    open[Math.min(lastIndex.current, open.length - 1)]?.focus();
  }, [state.matched, complete, startedAt]);

  // The last pair: stop the clock, save the time, move to the result.
  const finished = useRef(false);
  useEffect(() => {
    if (!complete || startedAt === null || finished.current) return;
    finished.current = true;
    const ms = Math.round(clock() - startedAt) + state.penalties * MATCH_LIMITS.penaltyMs;
    setFinalMs(ms);
    setSaved({ status: 'saving' });
    onFinish(ms).then(
      (result) => setSaved({ status: 'saved', result }),
      (error: unknown) => setSaved({ status: 'failed', error }),
    );
  }, [complete, startedAt, clock, onFinish, state.penalties]);

  useEffect(() => {
    if (finalMs !== null) resultRef.current?.focus();
  }, [finalMs]);

  useEffect(() => {
    if (autoFocus) introRef.current?.querySelector('button')?.focus();
  }, [autoFocus]);

  const start = () => {
    setStartedAt(clock());
    requestAnimationFrame(() => tiles()[0]?.focus());
  };

  const select = (tile: MatchTile, button: HTMLButtonElement) => {
    lastIndex.current = Math.max(0, tiles().indexOf(button));
    dispatch({ type: 'select', id: tile.id });
  };

  const onGridKeyDown = useCallback((e: KeyboardEvent<HTMLDivElement>) => {
    const open = tiles();
    const current = open.indexOf(document.activeElement as HTMLButtonElement);
    if (current < 0) return;
    // Columns as laid out: the tiles sharing the first tile's row.
    const top = open[0]!.offsetTop;
    const columns = Math.max(1, open.filter((b) => b.offsetTop === top).length);
    const rowStep = columns < open.length ? columns : 1;
    const next: Record<string, number> = {
      ArrowRight: current + 1,
      ArrowLeft: current - 1,
      ArrowDown: current + rowStep,
      ArrowUp: current - rowStep,
      Home: 0,
      End: open.length - 1,
    };
    const to = next[e.key];
    if (to === undefined) return;
    e.preventDefault();
    open[Math.max(0, Math.min(open.length - 1, to))]?.focus();
  }, []);

  const elapsed = startedAt === null ? 0 : (finalMs ?? Math.round(clock() - startedAt) + state.penalties * MATCH_LIMITS.penaltyMs);
  const announcement = (() => {
    if (finalMs !== null) {
      const done = t('announce.done', { time: time(finalMs) });
      if (saved?.status === 'saved') return `${done} ${saved.result.isBest ? t('result.newBest') : t('result.best', { time: time(saved.result.best.timeMs) })}`;
      return done;
    }
    if (state.last?.kind === 'matched') return t('announce.matched', { term: state.last.term, definition: state.last.definition, count: pairsLeft(state) });
    if (state.last?.kind === 'mismatch') return t('announce.mismatch', { count: state.penalties });
    return '';
  })();
  // The same words twice in a row are still news: vary the text invisibly so it is read again.
  const spoken = state.penalties % 2 === 1 && state.last?.kind === 'mismatch' ? `${announcement}\u00a0` : announcement;

  return (
    <Region role="region" aria-label={t('label')}>
      <p className="visually-hidden" aria-live="polite" aria-atomic="true">
        {spoken}
      </p>
      <Bar>
        <Clock role="timer" aria-label={t('timeLabel')}>
          {time(elapsed)}
        </Clock>
        {state.penalties > 0 && <Penalty>{t('penalties', { count: state.penalties })}</Penalty>}
        <Left aria-hidden={startedAt === null}>{startedAt !== null && t('pairsLeft', { count: pairsLeft(state) })}</Left>
        {best && <Best>{t('bestSoFar', { time: time(best.timeMs) })}</Best>}
      </Bar>

      {startedAt === null ? (
        <Intro ref={introRef}>
          <p>{t('intro', { count: pairs.length })}</p>
          <p id={hintId}>{t('keys')}</p>
          <Button onClick={start} aria-describedby={hintId}>
            {t('start')}
          </Button>
        </Intro>
      ) : finalMs !== null ? (
        <Result>
          <ResultTitle ref={resultRef} tabIndex={-1}>
            {t('result.title')}
          </ResultTitle>
          <Big>{time(finalMs)}</Big>
          {state.penalties > 0 && <p>{t('result.penalties', { count: state.penalties, time: time(state.penalties * MATCH_LIMITS.penaltyMs) })}</p>}
          <div role="status">
            {saved?.status === 'saving' && <Muted>{t('result.saving')}</Muted>}
            {saved?.status === 'saved' &&
              (saved.result.isBest ? (
                <Record>{t('result.newBest')}</Record>
              ) : (
                <p>
                  {t('result.bestOn', {
                    time: time(saved.result.best.timeMs),
                    date: formatMediumDate(saved.result.best.achievedOn, locale.locale),
                  })}
                </p>
              ))}
            {saved?.status === 'failed' && <ErrorText>{t('result.notSaved')}</ErrorText>}
          </div>
          <Actions>
            <Button onClick={onPlayAgain}>{t('playAgain')}</Button>
            {actions}
          </Actions>
        </Result>
      ) : (
        <Grid ref={gridRef} role="group" aria-label={t('gridLabel')} aria-describedby={hintId} onKeyDown={onGridKeyDown}>
          {state.tiles.map((tile) =>
            state.matched.includes(tile.id) ? (
              <Gap key={tile.id} aria-hidden="true" />
            ) : (
              <Tile
                key={tile.id}
                type="button"
                data-tile={tile.kind}
                data-state={state.wrong?.includes(tile.id) ? 'wrong' : undefined}
                $kind={tile.kind}
                $long={tile.text.length > 80}
                aria-pressed={state.selected === tile.id}
                onClick={(e) => select(tile, e.currentTarget)}
              >
                <span className="visually-hidden">{t(tile.kind === 'term' ? 'term' : 'definition')}: </span>
                <CardSide knowUuid={knowUuid} cardUuid={tile.id.split(':')[0]!} side={tile.kind === 'term' ? 'front' : 'back'} text={tile.text} size="small">
                  {(text) => <TileText>{text}</TileText>}
                </CardSide>
              </Tile>
            ),
          )}
        </Grid>
      )}
      {startedAt !== null && finalMs === null && <Hint id={hintId}>{t('keys')}</Hint>}
    </Region>
  );
}

const Region = styled.section`
  margin: 8px 0 0;
`;
const Bar = styled.div`
  display: flex; flex-wrap: wrap; align-items: baseline; gap: 6px 18px;
  margin-bottom: 16px;
`;
const Clock = styled.p`
  margin: 0;
  font-size: 1.75rem;
  font-weight: 700;
  font-variant-numeric: tabular-nums;
  color: ${theme.colors.blue900};
`;
const Penalty = styled.p`
  margin: 0;
  color: ${theme.colors.danger};
  font-weight: 600;
`;
const Left = styled.p`
  margin: 0;
  color: ${theme.colors.inkMuted};
`;
const Best = styled.p`
  margin: 0 0 0 auto;
  color: ${theme.colors.inkMuted};
  ${media.mobile} {
    margin-left: 0;
  }
`;
const panel = css`
  padding: 28px;
  border: 1px solid ${theme.colors.line};
  border-radius: ${theme.radius.webAppCard}px;
  background: ${theme.colors.surface};
  ${media.mobile} {
    padding: 18px;
  }
`;
const Intro = styled.div`
  ${panel};
  p {
    margin: 0 0 14px;
  }
`;
const Result = styled.div`
  ${panel};
  text-align: center;
`;
const ResultTitle = styled.h2`
  margin: 0 0 8px;
  font-size: 1.4rem;
  ${headingFocus};
`;
const Big = styled.p`
  margin: 0 0 8px;
  font-size: 2.5rem;
  font-weight: 700;
  font-variant-numeric: tabular-nums;
  color: ${theme.colors.blue900};
`;
const Record = styled.p`
  font-weight: 700;
  color: #177a42;
`;
const Muted = styled.p`
  color: ${theme.colors.inkMuted};
`;
const ErrorText = styled.p`
  color: ${theme.colors.danger};
  font-weight: 600;
`;
const Actions = styled.div`
  display: flex; flex-wrap: wrap; justify-content: center; gap: 12px;
  margin-top: 16px;
`;
const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: 12px;
  ${media.mobile} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: 8px;
  }
  @media (max-width: 479px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;
const Tile = styled.button<{ $kind: 'term' | 'definition'; $long: boolean }>`
  min-height: 96px;
  padding: 10px;
  border: 2px solid ${({ $kind }) => ($kind === 'term' ? theme.colors.blue100 : theme.colors.pink100)};
  border-radius: ${theme.radius.xl}px;
  background: ${({ $kind }) => ($kind === 'term' ? '#f3f6ff' : '#fff5f9')};
  color: ${theme.colors.ink};
  font: inherit;
  font-size: ${({ $long }) => ($long ? '0.82rem' : '0.98rem')};
  font-weight: ${({ $kind }) => ($kind === 'term' ? 600 : 400)};
  line-height: 1.3;
  cursor: pointer;
  touch-action: manipulation;
  &:hover {
    border-color: ${theme.colors.blue500};
  }
  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
  &[aria-pressed='true'] {
    border-color: ${theme.colors.blue700};
    background: ${theme.colors.blue100};
    box-shadow: inset 0 0 0 2px ${theme.colors.blue700};
  }
  &[data-state='wrong'] {
    border-color: ${theme.colors.danger};
    background: #fdecea;
    animation: ${KEYFRAMES.shake} 0.3s ease 2;
  }
  ${media.mobile} {
    min-height: 84px;
    padding: 8px;
  }
`;
const TileText = styled.span`
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 6;
  overflow: hidden;
  overflow-wrap: anywhere;
`;
const Gap = styled.div`
  min-height: 96px;
  border: 2px dashed ${theme.colors.line};
  border-radius: ${theme.radius.xl}px;
  opacity: 0.5;
  ${media.mobile} {
    min-height: 84px;
  }
`;
const Hint = styled.p`
  margin: 16px 0 0;
  font-size: 0.9rem;
  color: ${theme.colors.inkMuted};
`;
