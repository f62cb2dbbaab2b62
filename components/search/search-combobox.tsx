/**
 * The search box with suggestions while typing (decision 0060): the ARIA 1.2 combobox pattern
 * (an input with a listbox popup). Arrow keys move through the suggestions without leaving the
 * input (aria-activedescendant), Enter picks the active one (else submits the form), Escape
 * closes the list, and a click or tap picks one. Subjects and topics are labelled as such.
 * Without JavaScript it is the plain search field of the GET form.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { styled } from 'next-yak';
import { useTranslation } from '@/lib/i18n/use-translation';
import { fetchSuggestions, type Suggestion, type SuggestionsResponse } from '@/lib/api/search-suggestions';
import type { CountryCode } from '@/lib/config/countries';
import { theme } from '@/styles/theme';
import { HighlightedText } from './highlighted-text';

/** Pause after a keystroke before asking for suggestions (ms): shorter than the search's own. */
export const SUGGEST_DEBOUNCE_MS = 150;
/** Fewer characters suggest too much to be useful. */
const SUGGEST_MIN_CHARS = 2;

export interface SearchComboboxProps {
  id: string;
  name: string;
  value: string;
  maxLength: number;
  placeholder: string;
  countryCode: CountryCode;
  onChange: (value: string) => void;
  onPick: (suggestion: Suggestion) => void;
  /** Loads suggestions; the API by default (tests pass their own). */
  load?: (query: string, signal: AbortSignal) => Promise<SuggestionsResponse['content']>;
}

export function SearchCombobox({ id, name, value, maxLength, placeholder, countryCode, onChange, onPick, load }: SearchComboboxProps) {
  const { t } = useTranslation('search');
  const listId = useId();
  const [items, setItems] = useState<SuggestionsResponse['content']>([]);
  const [open, setOpen] = useState(false);
  // The active option by what it suggests, not by its place: a list that arrives while the
  // learner moves through the previous one keeps them on the same option if it is still there.
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const active = activeKey === null ? -1 : items.findIndex((item) => suggestionKey(item) === activeKey);
  const setActive = (index: number) => setActiveKey(index >= 0 && items[index] ? suggestionKey(items[index]) : null);
  const request = useRef<AbortController | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
      request.current?.abort();
    },
    [],
  );

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const suggest = (text: string) => {
    // Typing leaves the list: no option is active until the arrow keys choose one again.
    setActiveKey(null);
    if (timer.current) clearTimeout(timer.current);
    request.current?.abort();
    const typed = text.trim();
    if ([...typed].length < SUGGEST_MIN_CHARS) {
      setItems([]);
      close();
      return;
    }
    timer.current = setTimeout(() => {
      const controller = new AbortController();
      request.current = controller;
      const loader = load ?? ((q: string, signal: AbortSignal) => fetchSuggestions(q, countryCode, signal));
      loader(typed, controller.signal)
        .then((content) => {
          if (controller.signal.aborted) return;
          setItems(content);
          setOpen(content.length > 0);
        })
        .catch(() => {
          // Aborted or offline: the box simply shows no suggestions.
        });
    }, SUGGEST_DEBOUNCE_MS);
  };

  const pick = (index: number) => {
    const item = items[index];
    if (!item) return;
    if (timer.current) clearTimeout(timer.current);
    request.current?.abort();
    close();
    onPick(item.suggestion);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      if (items.length === 0) return;
      e.preventDefault();
      if (!open) {
        setOpen(true);
        setActive(e.key === 'ArrowDown' ? 0 : items.length - 1);
        return;
      }
      const step = e.key === 'ArrowDown' ? 1 : -1;
      // Past either end the focus returns to the text itself (no active option).
      setActive(active + step < -1 ? items.length - 1 : active + step >= items.length ? -1 : active + step);
    } else if (e.key === 'Enter' && open && active >= 0) {
      e.preventDefault();
      pick(active);
    } else if (e.key === 'Escape' && open) {
      // Only the list closes; the browser's own Escape (clearing the field) waits for the next one.
      e.preventDefault();
      close();
    }
  };

  const optionId = (i: number) => `${listId}-option-${i}`;
  const expanded = open && items.length > 0;
  return (
    <Wrap>
      <Input
        id={id}
        type="search"
        name={name}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        value={value}
        maxLength={maxLength}
        placeholder={placeholder}
        autoComplete="off"
        enterKeyHint="search"
        spellCheck={false}
        onChange={(e) => {
          onChange(e.target.value);
          suggest(e.target.value);
        }}
        onKeyDown={onKeyDown}
        onBlur={close}
      />
      <List id={listId} role="listbox" aria-label={t('search.suggestions')} hidden={!expanded}>
        {items.map((item, i) => (
          <Option
            key={`${item.suggestion.kind}:${item.suggestion.text}:${i}`}
            id={optionId(i)}
            role="option"
            aria-selected={i === active}
            $active={i === active}
            // Keep the focus in the input: a pick must not blur it (which closes the list first).
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => pick(i)}
          >
            <span>
              <HighlightedText segments={item.highlight} />
            </span>
            {item.suggestion.kind !== 'title' && <Kind>{t(`search.suggestionKind.${item.suggestion.kind}`)}</Kind>}
          </Option>
        ))}
      </List>
    </Wrap>
  );
}

const Wrap = styled.div`
  position: relative;
  flex: 1;
  min-width: 0;
`;
const Input = styled.input`
  width: 100%;
  min-height: 52px;
  padding: 0 18px;
  font: inherit;
  font-size: 1.1rem;
  color: ${theme.colors.ink};
  border: 2px solid ${theme.colors.line};
  border-radius: ${theme.radius.pill}px;
  background: ${theme.colors.surface};
  &:focus {
    outline: none;
    border-color: ${theme.colors.focus};
    box-shadow: 0 0 0 3px ${theme.colors.blue100};
  }
`;
const List = styled.ul`
  position: absolute;
  z-index: 20;
  top: calc(100% + 6px);
  left: 0;
  right: 0;
  margin: 0;
  padding: 6px 0;
  list-style: none;
  max-height: min(60vh, 420px);
  overflow-y: auto;
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.line};
  border-radius: ${theme.radius.lg}px;
  box-shadow: 0 12px 32px rgba(16, 24, 64, 0.16);
  &[hidden] {
    display: none;
  }
`;
const Option = styled.li<{ $active: boolean }>`
  display: flex; align-items: center; justify-content: space-between; gap: 12px;
  min-height: 44px;
  padding: 8px 16px;
  cursor: pointer;
  color: ${theme.colors.ink};
  background: ${({ $active }) => ($active ? theme.colors.blue100 : 'transparent')};
  overflow-wrap: anywhere;
  &:hover {
    background: ${theme.colors.blue100};
  }
`;
const Kind = styled.span`
  flex: none;
  font-size: 0.8rem;
  font-weight: 600;
  color: ${theme.colors.inkMuted};
`;

function suggestionKey(item: SuggestionsResponse['content'][number]): string {
  return JSON.stringify(item.suggestion);
}
