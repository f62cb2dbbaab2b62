/**
 * The search form: a GET form that works without JavaScript (submits query, subject and format
 * to the page's own URL). With JavaScript, typing searches after a pause and suggests titles,
 * subjects and topics (search-combobox.tsx), a changed filter searches at once, and submitting
 * searches without a page load.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { styled } from 'next-yak';
import { SelectOptions } from '@/components/ui/form-fields';
import { useTranslation } from '@/lib/i18n/use-translation';
import type { MenuSubject } from '@/lib/pages/shell-data';
import type { KnowFormat } from '@/lib/api/know-types';
import type { Suggestion } from '@/lib/api/search-suggestions';
import { useEdition } from '@/lib/edition/use-edition';
import { searchSubmit } from '@/components/ui/search-submit';
import { media, theme } from '@/styles/theme';
import { SearchCombobox, type SearchComboboxProps } from './search-combobox';
import { SEARCH_QUERY_MAX, type SearchState } from './search-query';

/** Pause after the last keystroke before searching (ms). */
export const TYPING_DEBOUNCE_MS = 400;
/** Shorter words match too much to be worth searching while typing (submit still searches). */
const TYPING_MIN_CHARS = 2;

export interface SearchFormProps {
  action: string;
  state: SearchState;
  subjects: MenuSubject[];
  formats: KnowFormat[];
  loading: boolean;
  /** Omitted without JavaScript-driven navigation (tests, no-JS render). */
  onSearch?: (state: SearchState, how: { replace: boolean }) => void;
  /** The state without its topic filter, as a link. */
  removeTopicHref: string;
  /** Suggestion loader for tests; the API by default. */
  loadSuggestions?: SearchComboboxProps['load'];
}

/** The search a picked suggestion starts: a title as the query, a subject or topic as the filter. */
function stateForSuggestion(state: SearchState, s: Suggestion): SearchState {
  const base = { ...state, page: 1 };
  if (s.kind === 'title') return { ...base, query: s.text };
  if (s.kind === 'subject') return { ...base, query: '', subjectId: s.subjectId, topicUuid: null };
  return { ...base, query: '', subjectId: s.subjectId, topicUuid: s.topicUuid };
}

export function SearchForm({ action, state, subjects, formats, loading, onSearch, removeTopicHref, loadSuggestions }: SearchFormProps) {
  const { t } = useTranslation('search');
  const { country } = useEdition();
  const [text, setText] = useState(state.query);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const topicName = state.topicUuid
    ? subjects.flatMap((s) => s.topics).find((topic) => topic.uuid.toLowerCase() === state.topicUuid)?.name
    : undefined;

  // Back/forward or a link changed the query: show it (unless the user is typing a newer one).
  useEffect(() => {
    if (!timer.current) setText(state.query);
  }, [state.query]);

  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);

  const cancelTyping = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  };

  const search = (next: Partial<SearchState>, replace = false) => {
    cancelTyping();
    onSearch?.({ ...state, query: text.trim(), ...next, page: 1 }, { replace });
  };

  const onType = (value: string) => {
    setText(value);
    if (!onSearch) return;
    cancelTyping();
    const trimmed = value.replace(/\s+/g, ' ').trim();
    if (trimmed === state.query || (trimmed.length > 0 && trimmed.length < TYPING_MIN_CHARS)) return;
    timer.current = setTimeout(() => {
      timer.current = null;
      onSearch({ ...state, query: trimmed, page: 1 }, { replace: true });
    }, TYPING_DEBOUNCE_MS);
  };

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    if (!onSearch) return;
    e.preventDefault();
    search({});
  };

  return (
    <Form role="search" method="get" action={action} onSubmit={onSubmit} aria-busy={loading || undefined}>
      <label htmlFor="search-query" className="visually-hidden">
        {t('search.label')}
      </label>
      <QueryRow>
        <SearchCombobox
          id="search-query"
          name="query"
          value={text}
          maxLength={SEARCH_QUERY_MAX}
          placeholder={t('search.placeholder')}
          countryCode={country.code}
          onChange={onType}
          onPick={(suggestion) => {
            cancelTyping();
            const next = stateForSuggestion(state, suggestion);
            setText(next.query);
            onSearch?.(next, { replace: false });
          }}
          load={loadSuggestions}
        />
        <SubmitButton type="submit">{t('search.submit')}</SubmitButton>
      </QueryRow>
      <Filters aria-label={t('search.filters')} role="group">
        {subjects.length > 0 && (
          <Filter>
            <span>{t('search.subjectLabel')}</span>
            <select
              name="subjectId"
              value={state.subjectId ?? ''}
              onChange={(e) => search({ subjectId: e.target.value ? Number(e.target.value) : null, topicUuid: null })}
            >
              <SelectOptions
                empty={t('search.allSubjects')}
                options={subjects.map((s) => ({ value: s.id, label: s.name }))}
              />
            </select>
          </Filter>
        )}
        <Filter>
          <span>{t('search.formatLabel')}</span>
          <select
            name="knowFormat"
            value={state.knowFormat ?? ''}
            onChange={(e) => search({ knowFormat: (e.target.value || null) as KnowFormat | null })}
          >
            <SelectOptions
              empty={t('search.allFormats')}
              options={formats.map((f) => ({ value: f, label: t(`search.format.${f}`) }))}
            />
          </select>
        </Filter>
        {state.topicUuid && topicName && (
          <TopicChip>
            <input type="hidden" name="topicUuid" value={state.topicUuid} />
            {t('search.topicFilter', { topic: topicName })}
            <a
              href={removeTopicHref}
              aria-label={t('search.removeTopic')}
              onClick={(e) => {
                if (!onSearch) return;
                e.preventDefault();
                search({ topicUuid: null });
              }}
            >
              ×
            </a>
          </TopicChip>
        )}
        {state.gradeId !== null && <input type="hidden" name="gradeId" value={state.gradeId} />}
        {state.utmContent && <input type="hidden" name="utm_content" value={state.utmContent} />}
      </Filters>
    </Form>
  );
}

const Form = styled.form`
  margin: 8px 0 16px;
`;
const QueryRow = styled.div`
  display: flex; gap: 8px;
`;
const SubmitButton = styled.button`
  min-height: 52px;
  padding: 0 24px;
  ${searchSubmit};
  ${media.mobile} {
    padding: 0 16px;
  }
`;
const Filters = styled.div`
  display: flex; flex-wrap: wrap; align-items: flex-end; gap: 12px;
  margin-top: 12px;
`;
const Filter = styled.label`
  display: flex; flex-direction: column; gap: 4px;
  font-size: 0.85rem;
  font-weight: 600;
  color: ${theme.colors.inkMuted};
  select {
    min-height: 44px;
    min-width: 180px;
    padding: 0 12px;
    font: inherit;
    font-size: 1rem;
    font-weight: 400;
    color: ${theme.colors.ink};
    border: 1px solid ${theme.colors.line};
    border-radius: ${theme.radius.lg}px;
    background: ${theme.colors.surface};
  }
  ${media.mobile} {
    flex: 1 1 140px;
    select {
      min-width: 0;
      width: 100%;
    }
  }
`;
const TopicChip = styled.span`
  display: inline-flex; align-items: center; gap: 8px;
  min-height: 44px;
  padding: 0 6px 0 14px; border-radius: ${theme.radius.pill}px; background: ${theme.colors.blue100}; color: ${theme.colors.blue900}; font-weight: 600;
  a {
    display: inline-flex; align-items: center; justify-content: center;
    width: 32px;
    height: 32px;
    border-radius: 50%;
    color: inherit;
    text-decoration: none;
    font-size: 1.2rem;
  }
  a:hover {
    background: #fff;
  }
`;
