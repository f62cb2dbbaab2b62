/** The details of a new know and its publish button: the form of the details step and of the flashcard import. */
import type { FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { styled } from 'next-yak';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-fields';
import type { KnowDetail } from '@/lib/api/know-types';
import type { DetailsDraft } from '@/stores/upload-draft-store';
import type { CatalogueSubject, DetailsErrors } from './details-values';
import type { FlowVariant } from './flow';
import { KnowDetailsForm, type FolderState } from './know-details-form';
import type { PublishApi } from './use-publish';

/** What a step that publishes a know takes; `api` and `onPublished` stand in for the server and the next page (tests). */
export interface PublishStepProps {
  variant: FlowVariant;
  subjects: CatalogueSubject[];
  api?: Partial<PublishApi>;
  onPublished?: (know: KnowDetail) => Promise<void> | void;
}

export function PublishForm({
  idPrefix,
  values,
  onChange,
  subjects,
  folders,
  publisher,
  leaving,
  submitLabel,
  onSubmit,
  alertId,
}: {
  idPrefix: string;
  values: DetailsDraft;
  onChange: (values: DetailsDraft) => void;
  subjects: CatalogueSubject[];
  folders: FolderState;
  publisher: { errors: DetailsErrors; alert: string | null; busy: boolean };
  /** Published, the next page loading: the form stays busy. */
  leaving: boolean;
  submitLabel: string;
  onSubmit: (e: FormEvent) => void;
  /** The alert's id, when the form is to be described by it. */
  alertId?: string;
}) {
  const { t } = useTranslation('upload');
  const busy = publisher.busy || leaving;
  return (
    <form noValidate onSubmit={onSubmit} aria-describedby={alertId && publisher.alert ? alertId : undefined}>
      <KnowDetailsForm idPrefix={idPrefix} values={values} onChange={onChange} errors={publisher.errors} subjects={subjects} folders={folders} disabled={busy} />
      {publisher.alert && <FormAlert id={alertId}>{publisher.alert}</FormAlert>}
      <Actions>
        <Button type="submit" loading={busy} loadingLabel={t('details.publishing')}>
          {submitLabel}
        </Button>
      </Actions>
    </form>
  );
}

const Actions = styled.div`
  display: flex; justify-content: flex-end;
`;
