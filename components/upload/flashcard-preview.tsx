/**
 * What the import will create: the number of cards (announced politely as it changes), the
 * lines that were skipped and why, and a table of the cards.
 */
import { useTranslation } from '@/lib/i18n/use-translation';
import { styled } from 'next-yak';
import { MAX_IMPORT_CARDS, type ParseResult } from '@/lib/flashcards/import-parser';
import { theme } from '@/styles/theme';

/** Skipped lines listed one by one up to this many; the rest are counted. */
const ISSUES_SHOWN = 20;

export function FlashcardPreview({ result, empty }: { result: ParseResult; empty: boolean }) {
  const { t } = useTranslation('upload');
  const issues = result.issues.filter((i) => i.code !== 'unclosedQuote');
  const quoteIssues = result.issues.filter((i) => i.code === 'unclosedQuote');
  return (
    <>
      <Summary role="status" aria-live="polite" aria-atomic="true">
        {empty
          ? t('import.previewEmpty')
          : t('import.found', { count: result.cards.length, kind: t(`import.formats.${result.format}`) })}
        {!empty && issues.length > 0 && <> {t('import.skipped', { count: issues.length })}</>}
      </Summary>
      {result.truncated && (
        <Warning>{t('import.truncated', { max: MAX_IMPORT_CARDS, count: result.validCount })}</Warning>
      )}
      {(issues.length > 0 || quoteIssues.length > 0) && (
        <Issues aria-label={t('import.issuesLabel')}>
          {[...issues, ...quoteIssues]
            .sort((a, b) => a.line - b.line)
            .slice(0, ISSUES_SHOWN)
            .map((issue, i) => (
              <li key={`${issue.line}-${issue.code}-${i}`}>{t(`import.issues.${issue.code}`, { line: issue.line })}</li>
            ))}
          {issues.length + quoteIssues.length > ISSUES_SHOWN && (
            <li>{t('import.moreIssues', { count: issues.length + quoteIssues.length - ISSUES_SHOWN })}</li>
          )}
        </Issues>
      )}
      {result.cards.length > 0 && (
        <TableWrap tabIndex={0} role="region" aria-label={t('import.tableLabel')}>
          <table>
            <caption>{t('import.tableCaption', { count: result.cards.length })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('import.line')}</th>
                <th scope="col">{t('import.front')}</th>
                <th scope="col">{t('import.back')}</th>
              </tr>
            </thead>
            <tbody>
              {result.cards.map((card, i) => (
                <tr key={i}>
                  <td>{card.line}</td>
                  <td>{card.front}</td>
                  <td>{card.back}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      )}
    </>
  );
}

const Summary = styled.p`
  margin: 0 0 10px;
  font-weight: 600;
  color: ${theme.colors.blue900};
`;
const Warning = styled.p`
  margin: 0 0 10px;
  padding: 10px 12px;
  border-radius: ${theme.radius.md}px;
  background: ${theme.colors.pink100};
`;
const Issues = styled.ul`
  margin: 0 0 12px;
  padding-left: 20px;
  color: ${theme.colors.danger};
  font-size: 0.92rem;
`;
const TableWrap = styled.div`
  max-height: 420px;
  overflow: auto;
  border: 1px solid ${theme.colors.line};
  border-radius: ${theme.radius.lg}px;
  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
  table {
    width: 100%;
    border-collapse: collapse;
    font-size: 0.95rem;
  }
  caption {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
  }
  th,
  td {
    padding: 8px 12px;
    text-align: left;
    vertical-align: top;
    border-bottom: 1px solid ${theme.colors.line};
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
  th {
    position: sticky;
    top: 0;
    background: ${theme.colors.surfaceAlt};
  }
  td:first-child,
  th:first-child {
    width: 5.5em;
    white-space: nowrap;
    overflow-wrap: normal;
    color: ${theme.colors.inkMuted};
    font-variant-numeric: tabular-nums;
  }
`;
