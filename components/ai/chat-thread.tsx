/**
 * The messages of an assistant chat. Answers are plain text (escaped by React, never HTML),
 * with the engine that wrote them, the fallback note, and the passages they quote, each linking
 * to the know at its page. An answer without sources (the material does not cover the question,
 * decision 0061) links to the search for that question instead. The list is a log (role=log): a finished answer is read out once;
 * while one streams it is aria-busy, so screen readers wait for the whole answer.
 */
import { useTranslation } from '@/lib/i18n/use-translation';
import { styled } from 'next-yak';
import { AppLink } from '@/components/ui/app-link';
import { SEARCH_LIMITS } from '@/lib/contract/limits';
import { theme } from '@/styles/theme';
import { trackCitationOpened } from './ai-analytics';
import { CitationQuote } from './citation-link';
import { EngineLabel } from './engine-label';
import { stackedList } from './stacked-list';
import type { ShownMessage } from './use-chat-stream';

export function ChatThread({ messages, sessionUuid }: { messages: ShownMessage[]; sessionUuid: string | null }) {
  const { t } = useTranslation('ai');
  return (
    <Log role="log" aria-label={t('assistant.conversation')} aria-live="polite" data-testid="chat-log">
      {messages.map((m, i) =>
        m.role === 'user' ? (
          <Question key={m.uuid}>
            <span className="visually-hidden">{t('assistant.you')}: </span>
            {m.text}
          </Question>
        ) : (
          <Answer key={m.uuid} aria-busy={m.streaming || undefined} data-testid="chat-answer" data-complete={m.streaming ? 'false' : 'true'}>
            <span className="visually-hidden">{t('assistant.assistant')}: </span>
            <Text>{m.text || (m.streaming ? t('assistant.thinking') : '')}</Text>
            {!m.streaming && !m.complete && <Stopped>{t('assistant.stopped')}</Stopped>}
            <EngineLabel engine={m.engine} note={m.note} />
            {!m.streaming && m.complete && m.citations.length === 0 && messages[i - 1]?.role === 'user' && (
              <SearchInstead>
                <AppLink to="/app/search" query={{ query: searchQueryOf(messages[i - 1]!.text) }}>
                  {t('assistant.searchInstead', { query: searchQueryOf(messages[i - 1]!.text) })}
                </AppLink>
              </SearchInstead>
            )}
            {m.citations.length > 0 && (
              <Sources aria-label={t('assistant.sources')}>
                {m.citations.map((c, i) => (
                  <li key={`${c.knowUuid ?? c.uploadUuid}-${c.page}-${i}`}>
                    <CitationQuote citation={c} onOpen={() => void trackCitationOpened({ sessionUuid: sessionUuid ?? undefined, messageUuid: m.uuid }, c.page)} />
                  </li>
                ))}
              </Sources>
            )}
          </Answer>
        ),
      )}
    </Log>
  );
}

/** The question as a search query: one line, as long as the search takes. */
function searchQueryOf(question: string): string {
  return question.replace(/\s+/g, ' ').trim().slice(0, SEARCH_LIMITS.queryMax);
}

const Log = styled.div`
  display: flex; flex-direction: column; gap: 14px;
  padding: 4px 0 16px;
`;
const Question = styled.p`
  align-self: flex-end;
  max-width: min(85%, 640px);
  margin: 0;
  padding: 10px 14px;
  border-radius: ${theme.radius.xl}px ${theme.radius.xl}px ${theme.radius.sm}px ${theme.radius.xl}px;
  background: ${theme.colors.blue700};
  color: #fff;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;
const Answer = styled.article`
  align-self: flex-start;
  max-width: min(100%, 760px);
  padding: 12px 16px;
  border: 1px solid ${theme.colors.line};
  border-radius: ${theme.radius.xl}px ${theme.radius.xl}px ${theme.radius.xl}px ${theme.radius.sm}px;
  background: ${theme.colors.surface};
`;
const Text = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  line-height: 1.55;
`;
const Stopped = styled.p`
  margin: 6px 0 0;
  font-size: 0.85rem;
  color: ${theme.colors.inkMuted};
`;
const SearchInstead = styled.p`
  margin: 10px 0 0;
  a {
    color: ${theme.colors.blue700};
    font-weight: 600;
  }
`;
const Sources = styled.ol`
  ${stackedList};
  gap: 8px;
  margin: 12px 0 0;
`;
