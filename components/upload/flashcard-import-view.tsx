/**
 * Flashcard import (/knows/create/import-flashcards, /app/knows/create?tab=flashcards): paste
 * text or choose a .csv/.tsv/.txt file, adjust how it is read, check the preview, fill in the
 * details and create a flashcard know.
 */
import { useDeferredValue, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { styled } from 'next-yak';
import { TextAreaField } from '@/components/ui/form-fields';
import type { KnowDetail } from '@/lib/api/know-types';
import { parseFlashcards } from '@/lib/flashcards/import-parser';
import { useEdition } from '@/lib/edition/use-edition';
import { useUploadDraftStore, type DetailsDraft } from '@/stores/upload-draft-store';
import { FilePicker } from '@/components/ui/file-picker';
import { theme } from '@/styles/theme';
import { AnkiImport } from './anki-import';
import { CreateLayout } from './create-layout';
import { initialDetails, knowBody, titleFromFilename, type CatalogueSubject } from './details-values';
import { finishPublish } from './finish-publish';
import { FlashcardPreview } from './flashcard-preview';
import { readFlowQuery, type FlowVariant } from './flow';
import { DEFAULT_SETTINGS, ImportOptions, parseOptions, type ImportSettings } from './import-options';
import { PublishForm, type PublishStepProps } from './publish-form';
import { useFolders } from './use-folders';
import { usePublish } from './use-publish';

/** Larger files are not flashcard exports (500 cards of 2 × 1000 characters are ~1 MB). */
export const MAX_IMPORT_FILE_BYTES = 2 * 1024 * 1024;
const ACCEPT = '.csv,.tsv,.txt,text/csv,text/tab-separated-values,text/plain';
const ID = 'flashcard-details';

export function ImportFlashcardsPage({ variant, subjects }: { variant: FlowVariant; subjects: CatalogueSubject[] }) {
  const { t } = useTranslation('upload');
  return (
    <CreateLayout title={t('import.heading')} intro={t('import.intro')} tabs={variant === 'app' ? { variant, current: 'flashcards' } : undefined}>
      <AnkiImport subjects={subjects} />
      <FlashcardImport variant={variant} subjects={subjects} />
    </CreateLayout>
  );
}

export function FlashcardImport({ variant, subjects, api, onPublished }: PublishStepProps) {
  const { t } = useTranslation(['upload', 'errors']);
  const { locale } = useEdition();
  const query = useMemo(() => readFlowQuery(), []);
  const setDraftCards = useUploadDraftStore((s) => s.setFlashcards);
  const [text, setText] = useState('');
  const [fileError, setFileError] = useState<string | null>(null);
  const [settings, setSettings] = useState<ImportSettings>(DEFAULT_SETTINGS);
  const deferredText = useDeferredValue(text);
  const result = useMemo(() => parseFlashcards(deferredText, parseOptions(settings)), [deferredText, settings]);
  const empty = deferredText.trim() === '';
  const [values, setValues] = useState<DetailsDraft>(() =>
    initialDetails({ title: query.title, isPrivate: query.makeKnowPrivate, folder: query.saveToFolderUuid }),
  );
  const folders = useFolders(true, api?.folders);
  const [leaving, setLeaving] = useState(false);
  const cards = result.cards.map(({ front, back }) => ({ front, back }));

  const publisher = usePublish({
    idPrefix: ID,
    subjects,
    body: (v, folderUuid) => knowBody(v, locale.locale, folderUuid, { flashcards: cards }),
    onValuesChange: setValues,
    onFolderCreated: folders.add,
    onPublished: async (know) => {
      // The next page is loading: no second know from a second click.
      setLeaving(true);
      await (onPublished ?? ((k: KnowDetail) => finishPublish(k, variant, locale.locale, result.format)))(know);
    },
    api,
  });
  const [cardsError, setCardsError] = useState<string | null>(null);

  const onFile = async (file: File | undefined) => {
    setFileError(null);
    if (!file) return;
    if (file.size > MAX_IMPORT_FILE_BYTES) {
      setFileError(t('upload:import.fileTooLarge'));
      return;
    }
    try {
      setText(await file.text());
      if (!values.title.trim()) setValues((v) => ({ ...v, title: titleFromFilename(file.name) }));
    } catch {
      setFileError(t('upload:import.fileUnreadable'));
    }
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!cards.length) {
      setCardsError(t('upload:import.noCards'));
      document.getElementById('flashcard-text')?.focus();
      return;
    }
    setCardsError(null);
    // Also kept in the draft: /knows/create/details?hasFlashcards=true can publish them.
    setDraftCards(cards);
    void publisher.publish(values);
  };

  return (
    <>
      <Section aria-labelledby="import-source-title">
        <h2 id="import-source-title">{t('upload:import.sourceTitle')}</h2>
        <TextAreaField
          id="flashcard-text"
          label={t('upload:import.paste')}
          hint={t('upload:import.pasteHint')}
          value={text}
          onChange={(e) => setText(e.target.value)}
          rows={10}
          spellCheck={false}
          error={cardsError}
          style={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: '0.92rem' }}
        />
        <FileRow
          id="flashcard-file"
          accept={ACCEPT}
          label={t('upload:import.chooseFile')}
          describedBy={fileError ? 'flashcard-file-hint flashcard-file-error' : 'flashcard-file-hint'}
          invalid={!!fileError}
          onFiles={(files) => void onFile(files[0])}
          footer={<span id="flashcard-file-hint">{t('upload:import.fileHint')}</span>}
        />
        {fileError && <ErrorText id="flashcard-file-error">{fileError}</ErrorText>}
        <ImportOptions value={settings} onChange={setSettings} />
      </Section>
      <Section aria-labelledby="import-preview-title">
        <h2 id="import-preview-title">{t('upload:import.previewTitle')}</h2>
        <FlashcardPreview result={result} empty={empty} />
      </Section>
      <Section aria-labelledby="import-details-title">
        <h2 id="import-details-title">{t('upload:import.detailsTitle')}</h2>
        <PublishForm
          idPrefix={ID}
          values={values}
          onChange={setValues}
          subjects={subjects}
          folders={folders.state}
          publisher={publisher}
          leaving={leaving}
          submitLabel={t('upload:import.create', { count: cards.length })}
          onSubmit={onSubmit}
        />
      </Section>
    </>
  );
}

const Section = styled.section`
  margin-bottom: 32px;
  h2 {
    margin: 0 0 14px;
    font-size: 1.2rem;
    color: ${theme.colors.blue900};
  }
`;
const FileRow = styled(FilePicker)`
  margin: -4px 0 18px;
  color: ${theme.colors.inkMuted};
  font-size: 0.9rem;
`;
const ErrorText = styled.p`
  margin: -8px 0 16px;
  color: ${theme.colors.danger};
  font-weight: 600;
  font-size: 0.92rem;
`;
