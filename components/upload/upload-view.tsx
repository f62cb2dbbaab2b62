/**
 * Step 1 of creating a know (/knows/create/upload, /app/knows/create): choose or drop PDFs
 * (and images where the edition allows them), watch each upload, then continue to the details.
 */
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { styled } from 'next-yak';
import { FormAlert } from '@/components/ui/form-fields';
import { Button, ButtonLink } from '@/components/ui/button';
import { useEdition } from '@/lib/edition/use-edition';
import { useUploadDraftStore } from '@/stores/upload-draft-store';
import { visuallyHidden } from '@/components/ui/visually-hidden';
import { theme } from '@/styles/theme';
import { DropZone } from './drop-zone';
import { acceptedTypes, MAX_FILES } from './file-checks';
import { carriedQuery, flowHref, readFlowQuery, type FlowVariant } from './flow';
import { CreateLayout } from './create-layout';
import { UploadList } from './upload-list';
import { useUploadQueue, type RejectedFile, type Uploader } from './use-upload-queue';

export function UploadPage({ variant }: { variant: FlowVariant }) {
  const { t } = useTranslation('upload');
  return (
    <CreateLayout title={t('uploadStep.title')} intro={t('uploadStep.intro')} tabs={variant === 'app' ? { variant, current: 'upload' } : undefined}>
      <UploadStep variant={variant} />
    </CreateLayout>
  );
}

export function UploadStep({ variant, uploader }: { variant: FlowVariant; uploader?: Uploader }) {
  const { t } = useTranslation(['upload', 'errors']);
  const { locale, country } = useEdition();
  const types = useMemo(() => acceptedTypes(country), [country]);
  const initialDocuments = useUploadDraftStore((s) => s.documents);
  const setDocuments = useUploadDraftStore((s) => s.setDocuments);
  const [rejected, setRejected] = useState<RejectedFile[]>([]);
  const queue = useUploadQueue({ types, initialDocuments, onDocumentsChange: setDocuments, uploader });
  const query = useMemo(() => readFlowQuery(), []);

  // A file dropped next to the zone would open in the tab and lose the uploads running here.
  useEffect(() => {
    const stop = (e: DragEvent) => {
      if (Array.from(e.dataTransfer?.types ?? []).includes('Files')) e.preventDefault();
    };
    window.addEventListener('dragover', stop);
    window.addEventListener('drop', stop);
    return () => {
      window.removeEventListener('dragover', stop);
      window.removeEventListener('drop', stop);
    };
  }, []);

  const busy = queue.items.some((i) => i.status === 'queued' || i.status === 'uploading' || i.status === 'processing');
  const failed = queue.items.some((i) => i.status === 'failed');
  const done = queue.items.filter((i) => i.status === 'done').length;
  // A know is PDFs or images, never both (decision 0008): said here rather than at publish.
  const kinds = new Set(queue.items.filter((i) => i.document).map((i) => (i.document!.contentType === 'application/pdf' ? 'pdf' : 'image')));
  const mixed = kinds.size > 1;
  const canContinue = done > 0 && !busy && !failed && !mixed;
  const detailsHref = flowHref(locale.locale, variant, 'details', { ...carriedQuery(query), filename: query.filename });

  const hint = types.imagesAllowed ? t('upload:uploadStep.hintImages', { max: MAX_FILES }) : t('upload:uploadStep.hint', { max: MAX_FILES });

  return (
    <>
      <DropZone
        id="know-files"
        accept={types.accept}
        title={t('upload:uploadStep.dropTitle')}
        pickLabel={t('upload:uploadStep.pick')}
        hint={hint}
        disabled={queue.items.length >= MAX_FILES}
        onFiles={(files) => setRejected(queue.add(files))}
      />
      {rejected.length > 0 && (
        <RejectedAlert>
          <FormAlert>
            <p>{t('upload:rejected.title', { count: rejected.length })}</p>
            <ul>
              {rejected.map((r, i) => (
                <li key={`${r.name}-${i}`}>
                  <strong>{r.name}</strong>:{' '}
                  {r.problem === 'wrongType'
                    ? t(types.imagesAllowed ? 'upload:fileErrors.wrongTypeImages' : 'upload:fileErrors.wrongType')
                    : r.problem === 'tooMany'
                      ? t('upload:fileErrors.tooMany', { max: MAX_FILES })
                      : t(`upload:fileErrors.${r.problem}`)}
                </li>
              ))}
            </ul>
          </FormAlert>
        </RejectedAlert>
      )}
      <UploadList items={queue.items} onCancel={queue.cancel} onRetry={queue.retry} onRemove={queue.remove} onMove={queue.move} />
      <LiveRegion aria-live="polite" role="status">
        {queue.announcement &&
          // The id keys the text, so a repeated message is announced again.
          <span key={queue.announcement.id}>{t(`upload:announce.${queue.announcement.kind}`, { name: queue.announcement.name })}</span>}
      </LiveRegion>
      <Footer>
        <FooterText>
          {busy
            ? t('upload:uploadStep.waiting')
            : failed
              ? t('upload:uploadStep.fixFailed')
              : mixed
                ? t('upload:details.errors.documentsMixed')
              : done > 0
                ? t('upload:uploadStep.ready', { count: done })
                : t('upload:uploadStep.none')}
        </FooterText>
        {canContinue ? (
          <ButtonLink $variant="primary" href={detailsHref}>
            {t('upload:uploadStep.continue')}
          </ButtonLink>
        ) : (
          <Button disabled>{t('upload:uploadStep.continue')}</Button>
        )}
      </Footer>
      <Alternative>
        {t('upload:uploadStep.flashcardsQuestion')}{' '}
        <a href={flowHref(locale.locale, variant, 'flashcards', carriedQuery(query))}>{t('upload:uploadStep.flashcardsLink')}</a>
      </Alternative>
    </>
  );
}

const RejectedAlert = styled.div`
  margin-top: 16px;
  p {
    margin: 0 0 6px;
    font-weight: 600;
  }
  ul {
    margin: 0;
    padding-left: 20px;
  }
`;
const LiveRegion = styled.div`
  ${visuallyHidden};
`;
const Footer = styled.div`
  display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 16px;
  margin-top: 24px;
  padding-top: 20px;
  border-top: 1px solid ${theme.colors.line};
`;
const FooterText = styled.p`
  margin: 0;
  color: ${theme.colors.inkMuted};
`;
const Alternative = styled.p`
  margin: 24px 0 0;
  color: ${theme.colors.inkMuted};
  a {
    color: ${theme.colors.blue700};
    font-weight: 600;
  }
`;
