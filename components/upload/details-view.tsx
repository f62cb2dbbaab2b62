/**
 * Step 2 of creating a know (/knows/create/details, /app/knows/details): the uploaded documents
 * (or, with hasFlashcards=true, the imported cards) and the know's details, then publish.
 * Everything typed is kept in the draft store, so a reload or a failed publish loses nothing.
 * Spec §2.1: without documents in the draft, `url` (an own upload's address) with `filename`
 * and `title` is the know's document; the `#detail` anchor brings the details form into view
 * with the focus on its first field.
 */
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { styled } from 'next-yak';
import { ButtonLink } from '@/components/ui/button';
import type { KnowDetail, KnowDocument } from '@/lib/api/know-types';
import { useEdition } from '@/lib/edition/use-edition';
import { useUploadDraftStore, type DetailsDraft, type DraftCard } from '@/stores/upload-draft-store';
import { theme } from '@/styles/theme';
import { CreateLayout } from './create-layout';
import { initialDetails, knowBody, NEW_FOLDER, titleFromFilename, type CatalogueSubject } from './details-values';
import { DocumentList } from './document-list';
import { finishPublish } from './finish-publish';
import { carriedQuery, flowHref, readFlowQuery, uploadFromQuery, type FlowVariant } from './flow';
import { PublishForm, type PublishStepProps } from './publish-form';
import { useFolders } from './use-folders';
import { usePublish } from './use-publish';

export function DetailsPage({ variant, subjects }: { variant: FlowVariant; subjects: CatalogueSubject[] }) {
  const { t } = useTranslation('upload');
  return (
    <CreateLayout title={t('details.heading')} intro={t('details.intro')}>
      <DetailsStep variant={variant} subjects={subjects} />
    </CreateLayout>
  );
}

const ID = 'know-details';

export function DetailsStep({ variant, subjects, api, onPublished }: PublishStepProps) {
  const { t } = useTranslation(['upload', 'errors']);
  const { locale } = useEdition();
  const query = useMemo(() => readFlowQuery(), []);
  const draftDocuments = useUploadDraftStore((s) => s.documents);
  const draftCards = useUploadDraftStore((s) => s.flashcards);
  const storedDetails = useUploadDraftStore((s) => s.details);
  const setDetails = useUploadDraftStore((s) => s.setDetails);
  // Once published, the draft is cleared while the next page loads: keep showing what was sent.
  const [leaving, setLeaving] = useState<{ documents: KnowDocument[]; cards: DraftCard[] | null } | null>(null);
  const queryUpload = useMemo(() => (query.hasFlashcards ? null : uploadFromQuery(query, window.location.origin)), [query]);
  const documents = leaving?.documents ?? (draftDocuments.length === 0 && queryUpload ? [queryUpload] : draftDocuments);
  const cards = leaving ? leaving.cards : query.hasFlashcards ? (draftCards ?? []) : null;

  const [values, setValues] = useState<DetailsDraft>(
    () =>
      storedDetails ??
      initialDetails({
        title: query.title ?? titleFromFilename(query.filename ?? documents[0]?.filename ?? ''),
        isPrivate: query.makeKnowPrivate,
        folder: query.saveToFolderUuid,
      }),
  );
  const change = (next: DetailsDraft) => {
    setValues(next);
    setDetails(next);
  };

  const folders = useFolders(true, api?.folders);

  // The detail anchor (#detail; #details too): the form in view, the focus on its first field.
  useEffect(() => {
    if (!/^#details?$/.test(window.location.hash)) return;
    const section = document.getElementById('detail');
    section?.scrollIntoView?.({ block: 'start' });
    document.getElementById(`${ID}-title`)?.focus({ preventScroll: true });
  }, []);
  // A saveToFolderUuid that is not one of the learner's folders is dropped, not sent.
  const unknownFolder =
    folders.state.status !== 'loading' &&
    !!values.folder &&
    values.folder !== NEW_FOLDER &&
    !folders.state.folders.some((f) => f.uuid === values.folder);
  const effective = unknownFolder ? { ...values, folder: '' } : values;

  const publisher = usePublish({
    idPrefix: ID,
    subjects,
    body: (v, folderUuid) => knowBody(v, locale.locale, folderUuid, cards ? { flashcards: cards } : { documents }),
    onValuesChange: change,
    onFolderCreated: folders.add,
    onPublished: async (know) => {
      setLeaving({ documents, cards });
      await (onPublished ?? ((k: KnowDetail) => finishPublish(k, variant, locale.locale)))(know);
    },
    api,
  });

  const uploadHref = flowHref(locale.locale, variant, cards ? 'flashcards' : 'upload', carriedQuery(query));
  if (cards ? cards.length === 0 : documents.length === 0) {
    return (
      <Empty>
        <p>{cards ? t('upload:details.noCards') : t('upload:details.noDocuments')}</p>
        <ButtonLink $variant="primary" href={uploadHref}>
          {cards ? t('upload:details.toImport') : t('upload:details.toUpload')}
        </ButtonLink>
      </Empty>
    );
  }

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void publisher.publish(effective);
  };

  return (
    <>
      <Section id="documents" aria-labelledby="documents-title">
        <SectionHead>
          <h2 id="documents-title">{cards ? t('upload:details.cardsTitle', { count: cards.length }) : t('upload:details.documentsTitle', { count: documents.length })}</h2>
          <a href={uploadHref}>{cards ? t('upload:details.changeCards') : t('upload:details.changeDocuments')}</a>
        </SectionHead>
        {cards ? (
          <CardSample>
            {cards.slice(0, 3).map((c, i) => (
              <li key={i}>
                <strong>{c.front}</strong> — {c.back}
              </li>
            ))}
          </CardSample>
        ) : (
          <DocumentList documents={documents} />
        )}
      </Section>
      <Section id="detail" aria-labelledby="details-title">
        <h2 id="details-title">{t('upload:details.formTitle')}</h2>
        <PublishForm
          idPrefix={ID}
          values={effective}
          onChange={change}
          subjects={subjects}
          folders={folders.state}
          publisher={publisher}
          leaving={!!leaving}
          submitLabel={t('upload:details.publish')}
          onSubmit={onSubmit}
          alertId={`${ID}-alert`}
        />
      </Section>
    </>
  );
}

const Section = styled.section`
  margin-bottom: 28px;
  h2 {
    margin: 0 0 14px;
    font-size: 1.2rem;
    color: ${theme.colors.blue900};
  }
`;
const SectionHead = styled.div`
  display: flex; flex-wrap: wrap; align-items: baseline; justify-content: space-between; gap: 12px;
  a {
    color: ${theme.colors.blue700};
    font-weight: 600;
  }
`;
const CardSample = styled.ul`
  margin: 0;
  padding-left: 20px;
  color: ${theme.colors.inkMuted};
  li {
    margin-bottom: 4px;
    white-space: pre-wrap;
  }
`;
const Empty = styled.div`
  padding: 32px 20px;
  border: 1px dashed ${theme.colors.line};
  border-radius: ${theme.radius.xl}px;
  text-align: center;
  p {
    margin: 0 0 16px;
    color: ${theme.colors.inkMuted};
  }
`;
