/**
 * Choosing the material an AI tool works on: the learner's own knows, saved knows, or (where the
 * tool takes one) a new PDF through the upload flow of issue 5 (the same queue, drop zone and
 * progress list). Tabs with arrow-key navigation; each know is a checkbox; the chosen ones are
 * listed above with a remove button, so the choice stays visible across tabs.
 */
import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { styled } from 'next-yak';
import { KnowListStates } from '@/components/shared/know-list-states';
import { DropZone } from '@/components/upload/drop-zone';
import { PDF_ONLY } from '@/components/upload/file-checks';
import { UploadList } from '@/components/upload/upload-list';
import { useUploadQueue } from '@/components/upload/use-upload-queue';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Hint } from '@/components/ui/form-fields';
import { ellipsis } from '@/components/ui/ellipsis';
import type { Know, KnowDocument } from '@/lib/api/know-types';
import { useMyKnows, useSavedKnows } from '@/lib/api/knows';
import { AI_LIMITS } from '@/lib/contract/limits';
import { theme } from '@/styles/theme';
import { stackedList } from './stacked-list';

export interface ChosenKnow {
  uuid: string;
  title: string;
}

type Tab = 'own' | 'saved' | 'upload';

export interface SourcePickerProps {
  chosen: ChosenKnow[];
  onChosen: (next: ChosenKnow[]) => void;
  upload: KnowDocument | null;
  onUpload: (document: KnowDocument | null) => void;
  enabled: boolean;
}

export function SourcePicker({ chosen, onChosen, upload, onUpload, enabled }: SourcePickerProps) {
  const { t } = useTranslation('ai');
  const [tab, setTab] = useState<Tab>('own');
  const tabs: Tab[] = ['own', 'saved', 'upload'];
  const refs = useRef<Record<Tab, HTMLButtonElement | null>>({ own: null, saved: null, upload: null });
  const full = chosen.length >= AI_LIMITS.sourcesMax;

  const onTabKey = (e: KeyboardEvent<HTMLButtonElement>) => {
    const i = tabs.indexOf(tab);
    const next = e.key === 'ArrowRight' ? tabs[(i + 1) % tabs.length] : e.key === 'ArrowLeft' ? tabs[(i + tabs.length - 1) % tabs.length] : null;
    if (!next) return;
    e.preventDefault();
    setTab(next);
    refs.current[next]?.focus();
  };

  const toggle = (know: Know, on: boolean) => {
    if (on && !chosen.some((c) => c.uuid === know.uuid)) onChosen([...chosen, { uuid: know.uuid, title: know.title }]);
    if (!on) onChosen(chosen.filter((c) => c.uuid !== know.uuid));
  };

  return (
    <fieldset>
      <Legend>{t('sources.legend')}</Legend>
      <Hint id="ai-sources-hint">{t('sources.hint', { max: AI_LIMITS.sourcesMax })}</Hint>
      {(chosen.length > 0 || upload) && (
        <Chosen aria-label={t('sources.chosen')}>
          {chosen.map((c) => (
            <li key={c.uuid}>
              <span>{c.title}</span>
              <Button variant="ghost" onClick={() => onChosen(chosen.filter((x) => x.uuid !== c.uuid))} aria-label={t('sources.remove', { title: c.title })}>
                ×
              </Button>
            </li>
          ))}
          {upload && (
            <li>
              <span>{upload.filename}</span>
              <Button variant="ghost" onClick={() => onUpload(null)} aria-label={t('sources.remove', { title: upload.filename })}>
                ×
              </Button>
            </li>
          )}
        </Chosen>
      )}
      <TabList role="tablist" aria-label={t('sources.legend')}>
        {tabs.map((key) => (
          <TabButton
            key={key}
            ref={(el) => {
              refs.current[key] = el;
            }}
            type="button"
            role="tab"
            id={`ai-source-tab-${key}`}
            aria-selected={tab === key}
            aria-controls={`ai-source-panel-${key}`}
            tabIndex={tab === key ? 0 : -1}
            onClick={() => setTab(key)}
            onKeyDown={onTabKey}
          >
            {t(`sources.tabs.${key}`)}
          </TabButton>
        ))}
      </TabList>
      <Panel role="tabpanel" id={`ai-source-panel-${tab}`} aria-labelledby={`ai-source-tab-${tab}`}>
        {tab === 'own' && <KnowChoices kind="own" enabled={enabled} chosen={chosen} full={full} onToggle={toggle} />}
        {tab === 'saved' && <KnowChoices kind="saved" enabled={enabled} chosen={chosen} full={full} onToggle={toggle} />}
        {tab === 'upload' && <UploadChoice onUpload={onUpload} />}
      </Panel>
    </fieldset>
  );
}

function KnowChoices({
  kind, enabled, chosen, full, onToggle,
}: { kind: 'own' | 'saved'; enabled: boolean; chosen: ChosenKnow[]; full: boolean; onToggle: (know: Know, on: boolean) => void }) {
  const { t } = useTranslation('ai');
  const own = useMyKnows({ enabled: enabled && kind === 'own' });
  const saved = useSavedKnows(undefined, { enabled: enabled && kind === 'saved' });
  const pages = kind === 'own' ? own : saved;
  return (
    <KnowListStates namespace="library" pages={pages}>
      {pages.items.length === 0 ? (
        <EmptyState text={t(`sources.empty.${kind}`)} />
      ) : (
        <Choices>
          {pages.items.map((know) => {
            const on = chosen.some((c) => c.uuid === know.uuid);
            return (
              <li key={know.uuid}>
                <input
                  type="checkbox"
                  id={`ai-source-${kind}-${know.uuid}`}
                  checked={on}
                  disabled={!on && full}
                  aria-describedby="ai-sources-hint"
                  onChange={(e) => onToggle(know, e.target.checked)}
                />
                <label htmlFor={`ai-source-${kind}-${know.uuid}`}>
                  {know.title}
                  <small>{know.isFlashcardKnow ? t('sources.flashcards', { count: know.flashcardCount }) : t('sources.pages', { count: know.pageCount })}</small>
                </label>
              </li>
            );
          })}
        </Choices>
      )}
    </KnowListStates>
  );
}

/** One new PDF (issue 5 upload rules): the upload queue of the upload step, kept to one file. */
function UploadChoice({ onUpload }: { onUpload: (document: KnowDocument | null) => void }) {
  const { t } = useTranslation(['ai', 'upload']);
  const [problem, setProblem] = useState<string | null>(null);
  const queue = useUploadQueue({
    types: PDF_ONLY,
    initialDocuments: [],
    onDocumentsChange: (documents) => onUpload(documents[documents.length - 1] ?? null),
  });
  return (
    <>
      <DropZone
        id="ai-upload"
        accept={PDF_ONLY.accept}
        multiple={false}
        title={t('ai:sources.uploadTitle')}
        pickLabel={t('ai:sources.uploadPick')}
        hint={t('ai:sources.uploadHint')}
        onFiles={(files) => {
          for (const item of queue.items) queue.remove(item.key);
          const rejected = queue.add(files.slice(0, 1));
          const problem = rejected[0]?.problem;
          setProblem(problem && problem !== 'tooMany' ? `${rejected[0]!.name}: ${t(`upload:fileErrors.${problem}`)}` : null);
        }}
      />
      {problem && <ErrorLine role="alert">{problem}</ErrorLine>}
      <UploadList items={queue.items} onCancel={queue.cancel} onRetry={queue.retry} onRemove={queue.remove} onMove={() => undefined} />
    </>
  );
}

const Legend = styled.legend`
  font-weight: 700;
  font-size: 1.1rem;
  color: ${theme.colors.blue900};
  margin-bottom: 4px;
`;
const Chosen = styled.ul`
  list-style: none;
  margin: 12px 0;
  padding: 0;
  display: flex; flex-wrap: wrap; gap: 8px;
  li {
    display: inline-flex; align-items: center; gap: 2px;
    padding-left: 12px;
    border-radius: ${theme.radius.pill}px;
    background: ${theme.colors.blue100};
    color: ${theme.colors.blue900};
    max-width: 100%;
  }
  span {
    ${ellipsis};
  }
  button {
    min-height: 36px;
    padding: 0 12px;
  }
`;
const TabList = styled.div`
  display: flex; flex-wrap: wrap; gap: 6px;
  margin: 12px 0 0;
  border-bottom: 1px solid ${theme.colors.line};
`;
const TabButton = styled.button`
  min-height: 44px;
  padding: 0 16px;
  border: 0;
  border-bottom: 3px solid transparent;
  background: none;
  font: inherit;
  font-weight: 600;
  color: ${theme.colors.inkMuted};
  cursor: pointer;
  &[aria-selected='true'] {
    color: ${theme.colors.blue900};
    border-bottom-color: ${theme.colors.blue700};
  }
`;
const Panel = styled.div`
  padding: 14px 0 4px;
`;
const Choices = styled.ul`
  ${stackedList};
  gap: 6px;
  max-height: 360px;
  overflow-y: auto;
  li {
    display: flex; align-items: flex-start; gap: 10px;
    padding: 8px 10px;
    border: 1px solid ${theme.colors.line};
    border-radius: ${theme.radius.md}px;
  }
  input {
    width: 20px;
    height: 20px;
    margin-top: 2px;
    flex: none;
  }
  label {
    display: flex; flex-direction: column;
    cursor: pointer;
    overflow-wrap: anywhere;
  }
  small {
    color: ${theme.colors.inkMuted};
  }
`;
const ErrorLine = styled.p`
  color: ${theme.colors.danger};
  font-weight: 600;
`;
