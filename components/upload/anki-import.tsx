/**
 * "Import an Anki deck" (decision 0070): choose an .apkg, pick the subject where the edition has a
 * catalogue, and import it as a new private flashcard set; then the set's page opens. The upload
 * shows its progress, the server's reading a busy state, and a refusal its reason, each announced
 * to screen readers (a polite status, an alert for errors) and reachable by keyboard alone.
 */
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { styled } from 'next-yak';
import { navigate } from '@/components/shared/redirect';
import { Button } from '@/components/ui/button';
import { FilePicker } from '@/components/ui/file-picker';
import { FormAlert, SelectField, SelectOptions } from '@/components/ui/form-fields';
import type { AnkiImportResult } from '@/lib/contract/anki';
import { ANKI_REFUSALS } from '@/lib/contract/anki-constants';
import { ANKI_LIMITS } from '@/lib/contract/limits';
import { toApiError } from '@/lib/api/errors';
import { useEdition } from '@/lib/edition/use-edition';
import { knowPath } from '@/lib/knows/know-href';
import { localeHref } from '@/lib/links/locale-path';
import { theme } from '@/styles/theme';
import type { CatalogueSubject } from './details-values';
import type { Translate } from '@/lib/i18n/translate';

type Phase = { kind: 'idle' } | { kind: 'sending'; fraction: number } | { kind: 'reading' } | { kind: 'done'; result: AnkiImportResult };

export interface AnkiImportProps {
  subjects: CatalogueSubject[];
  /** Injected in tests; the API module is loaded on the first import otherwise. */
  importDeck?: typeof import('@/lib/api/anki').importAnkiDeck;
  onImported?: (result: AnkiImportResult) => void;
}

const MEGABYTE = 1024 * 1024;

export function AnkiImport({ subjects, importDeck, onImported }: AnkiImportProps) {
  const { t } = useTranslation(['upload', 'errors']);
  const { locale } = useEdition();
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [subjectId, setSubjectId] = useState('');
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [error, setError] = useState<string | null>(null);
  const [subjectError, setSubjectError] = useState<string | null>(null);
  const busy = phase.kind === 'sending' || phase.kind === 'reading';

  const choose = (files: File[]) => {
    const chosen = files[0] ?? null;
    setError(null);
    if (chosen && chosen.size > ANKI_LIMITS.packageBytesMax) {
      setFile(null);
      setError(t('upload:anki.errors.TooLarge', { max: ANKI_LIMITS.packageBytesMax / MEGABYTE }));
      return;
    }
    setFile(chosen);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    setSubjectError(null);
    if (!file) {
      setError(t('upload:anki.chooseFirst'));
      document.getElementById(`${id}-file`)?.focus();
      return;
    }
    if (subjects.length > 0 && !subjectId) {
      setSubjectError(t('upload:details.errors.subjectRequired'));
      document.getElementById(`${id}-subject`)?.focus();
      return;
    }
    setPhase({ kind: 'sending', fraction: 0 });
    try {
      const run = importDeck ?? (await import('@/lib/api/anki')).importAnkiDeck;
      const result = await run({ file, contentLanguageCode: locale.locale, subjectId: subjectId ? Number(subjectId) : null }, (fraction) =>
        setPhase(fraction >= 1 ? { kind: 'reading' } : { kind: 'sending', fraction }),
      );
      setPhase({ kind: 'done', result });
      if (onImported) onImported(result);
      else navigate(localeHref(locale.locale, knowPath(result.know)));
    } catch (err) {
      setPhase({ kind: 'idle' });
      setError(refusalMessage(err, t));
    }
  };

  const status =
    phase.kind === 'sending'
      ? t('upload:anki.sending', { percent: Math.round(phase.fraction * 100) })
      : phase.kind === 'reading'
        ? t('upload:anki.reading')
        : phase.kind === 'done'
          ? t('upload:anki.done', { count: phase.result.cardCount, images: phase.result.imageCount })
          : '';

  return (
    <Section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('upload:anki.title')}</h2>
      <p>{t('upload:anki.intro')}</p>
      <form noValidate onSubmit={(e) => void submit(e)} aria-busy={busy || undefined}>
        <FilePicker
          id={`${id}-file`}
          accept=".apkg,.colpkg,application/apkg,application/zip"
          label={file ? t('upload:anki.chooseOther') : t('upload:anki.choose')}
          onFiles={choose}
          disabled={busy}
          invalid={!!error}
          describedBy={`${id}-hint${error ? ` ${id}-error` : ''}`}
          footer={
            <Hint id={`${id}-hint`}>
              {file ? t('upload:anki.chosen', { name: file.name }) : t('upload:anki.hint', { max: ANKI_LIMITS.packageBytesMax / MEGABYTE, cards: ANKI_LIMITS.cardsMax })}
            </Hint>
          }
        />
        {subjects.length > 0 && (
          <SelectField
            id={`${id}-subject`}
            label={t('upload:anki.subject')}
            value={subjectId}
            onChange={(e) => setSubjectId(e.target.value)}
            error={subjectError}
            disabled={busy}
          >
            <SelectOptions
              empty={t('upload:anki.subjectPlaceholder')}
              options={subjects.map((s) => ({ value: s.id, label: s.name }))}
            />
          </SelectField>
        )}
        {phase.kind === 'sending' && (
          <Progress value={phase.fraction} max={1} aria-label={t('upload:anki.progressLabel')} aria-valuetext={status} />
        )}
        <Status role="status" aria-live="polite">
          {status}
        </Status>
        {error && (
          <div id={`${id}-error`}>
            <FormAlert>{error}</FormAlert>
          </div>
        )}
        <Actions>
          <Button type="submit" loading={busy} loadingLabel={status || t('upload:anki.reading')}>
            {t('upload:anki.submit')}
          </Button>
        </Actions>
      </form>
    </Section>
  );
}

/** The reason the server gave, in words; else the client's message for the failure. */
function refusalMessage(err: unknown, t: Translate): string {
  const error = toApiError(err);
  const reason = (error.data as { reason?: unknown } | null)?.reason;
  if (error.status === 413) return t('upload:anki.errors.TooLarge', { max: ANKI_LIMITS.packageBytesMax / MEGABYTE });
  if (typeof reason === 'string' && (ANKI_REFUSALS as readonly string[]).includes(reason)) {
    return t(`upload:anki.errors.${reason}`, { max: ANKI_LIMITS.packageBytesMax / MEGABYTE, cards: ANKI_LIMITS.cardsMax });
  }
  if (error.type === 'FormValidationError') return t('upload:anki.errors.form');
  return t(error.messageKey);
}

const Section = styled.section`
  margin-bottom: 32px;
  padding: 20px;
  border: 1px solid ${theme.colors.line};
  border-radius: ${theme.radius.xl}px;
  background: #fff;
  h2 {
    margin: 0 0 8px;
    font-size: 1.2rem;
    color: ${theme.colors.blue900};
  }
  p {
    margin: 0 0 14px;
    overflow-wrap: anywhere;
  }
  form {
    display: grid;
    gap: 14px;
  }
`;
const Hint = styled.span`
  color: ${theme.colors.inkMuted};
  font-size: 0.9rem;
  overflow-wrap: anywhere;
`;
const Progress = styled.progress`
  width: 100%;
  height: 8px;
  accent-color: ${theme.colors.blue900};
`;
const Status = styled.p`
  margin: 0;
  min-height: 1.2em;
  color: ${theme.colors.inkMuted};
  font-size: 0.92rem;
`;
const Actions = styled.div`
  display: flex; justify-content: flex-end;
`;
