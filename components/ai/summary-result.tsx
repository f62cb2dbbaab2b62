/**
 * A finished summary: its sentences in reading order, each linked to the page it came from;
 * which engine wrote it; copy (the plain text) and save as a know (private by default). Where
 * the edition has a catalogue and the know's subject cannot come from a source know (a summary
 * of an upload alone), the server asks for one: the subject select appears.
 */
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { styled } from 'next-yak';
import { useCopy } from '@/components/shared/use-copy';
import { AppLink } from '@/components/ui/app-link';
import { Button } from '@/components/ui/button';
import { FormAlert, SelectField } from '@/components/ui/form-fields';
import { saveSummaryAsKnow, type AiSummary } from '@/lib/api/ai';
import { fieldErrors } from '@/lib/api/errors';
import { errorToastText } from '@/lib/notifications/toast';
import { theme } from '@/styles/theme';
import { trackSummaryAction } from './ai-analytics';
import { CitationLink } from './citation-link';
import { EngineLabel, ItemEngine } from './engine-label';

export interface SubjectOption {
  id: number;
  name: string;
}

export function SummaryResult({
  summary, subjects, onNew, headingRef,
}: { summary: AiSummary; subjects: SubjectOption[]; onNew: () => void; headingRef: React.Ref<HTMLHeadingElement> }) {
  const { t } = useTranslation(['ai', 'errors']);
  const { copied, copy } = useCopy();
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState<{ knowUuid: string; href: string } | null>(
    summary.savedKnowUuid ? { knowUuid: summary.savedKnowUuid, href: `/knows/${summary.savedKnowUuid}` } : null,
  );
  const [saveError, setSaveError] = useState<string | null>(null);
  const [needsSubject, setNeedsSubject] = useState(false);
  const [subjectId, setSubjectId] = useState('');

  const copySummary = async () => {
    if (await copy(summary.text)) void trackSummaryAction('copied');
  };

  const save = async () => {
    setSaving(true);
    setSaveError(null);
    try {
      setSaved(await saveSummaryAsKnow(summary.uuid, { isPrivate: true, subjectId: subjectId ? Number(subjectId) : null }));
      setNeedsSubject(false);
      void trackSummaryAction('saved');
    } catch (error) {
      const fields = fieldErrors(error);
      if (fields.subjectId && subjects.length > 0) {
        setNeedsSubject(true);
        setSaveError(t('summary.chooseSubject'));
      } else setSaveError(Object.values(fields)[0] ?? errorToastText(error, t));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Result aria-labelledby="summary-title">
      <h2 id="summary-title" ref={headingRef} tabIndex={-1}>
        {summary.title}
      </h2>
      <EngineLabel engine={summary.engine} note={summary.note} checked />
      {summary.sentences.length === 0 ? (
        <p>{t('summary.noSentences')}</p>
      ) : (
        <Sentences data-testid="summary-sentences">
          {summary.sentences.map((s, i) => (
            <li key={i}>
              <span>{s.text}</span> <Source>(<CitationLink citation={s.citation} />)</Source>
              {/* Which sentences are the model's matters only when the model wrote some. */}
              {summary.engine !== 'embedded' && <> <ItemEngine engine={s.engine} /></>}
            </li>
          ))}
        </Sentences>
      )}
      {needsSubject && !saved && (
        <SelectField label={t('summary.subject')} value={subjectId} onChange={(e) => setSubjectId(e.target.value)}>
          <option value="">{t('summary.subjectPlaceholder')}</option>
          {subjects.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </SelectField>
      )}
      <Actions>
        <Button variant="secondary" onClick={copySummary}>
          {t('summary.copy')}
        </Button>
        {saved ? (
          <AppLink to={saved.href}>{t('summary.openSaved')}</AppLink>
        ) : (
          <Button variant="secondary" onClick={save} loading={saving} loadingLabel={t('summary.saving')} disabled={needsSubject && !subjectId}>
            {t('summary.save')}
          </Button>
        )}
        <Button variant="ghost" onClick={onNew}>
          {t('summary.new')}
        </Button>
      </Actions>
      <p role="status" aria-live="polite">
        {copied ? t('summary.copied') : ''}
        {saved ? ` ${t('summary.saved')}` : ''}
      </p>
      {saveError && <FormAlert>{saveError}</FormAlert>}
    </Result>
  );
}

const Result = styled.section`
  margin-top: 24px;
  padding: 20px;
  border: 1px solid ${theme.colors.line};
  border-radius: ${theme.radius.webAppCard}px;
  background: ${theme.colors.surface};
  h2 {
    margin: 0;
    color: ${theme.colors.blue900};
    overflow-wrap: anywhere;
  }
`;
const Sentences = styled.ol`
  margin: 16px 0;
  padding-left: 22px;
  display: grid;
  gap: 10px;
  line-height: 1.55;
  li span {
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`;
const Source = styled.small`
  white-space: nowrap;
  a {
    color: ${theme.colors.blue700};
  }
`;
const Actions = styled.div`
  display: flex; flex-wrap: wrap; align-items: center; gap: 10px;
`;
