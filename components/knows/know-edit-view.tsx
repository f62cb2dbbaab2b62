/**
 * /knows/{slug}/edit: signed-in owners only. The know is loaded in the browser with the
 * reader's session (the know detail query); someone else's know gets a clear "not yours" message,
 * a missing one "not found". Saving leads back to the know page; deleting to /knows.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n/use-translation';
import { styled } from 'next-yak';
import { useRequireSession } from '@/components/shared/use-require-session';
import { PageHead } from '@/components/shared/page-head';
import { PageShell } from '@/components/shell/page-shell';
import type { ShellData } from '@/lib/pages/shell-data';
import { ContentColumn } from '@/components/shared/content-layout';
import { AppLink } from '@/components/ui/app-link';
import { ErrorState } from '@/components/ui/error-state';
import { MessagePanel } from '@/components/ui/message-panel';
import type { KnowDetail, UpdateKnowBody } from '@/lib/api/know-types';
import { toApiError } from '@/lib/api/errors';
import { useKnowDetail } from '@/lib/api/know-detail';
import { knowKeys } from '@/lib/api/query-keys';
import { KNOW_EVENTS } from '@/lib/analytics/event-names';
import { trackEvent } from '@/lib/analytics/track';
import { useEdition } from '@/lib/edition/use-edition';
import { knowPath } from '@/lib/knows/know-href';
import { localeHref } from '@/lib/links/locale-path';
import { assignAfterToasts, errorToastText, notifySuccess } from '@/lib/notifications/toast';
import { KnowEditForm } from './know-edit-form';
import { DecorativeSpinner } from './know-spinner';
import { knowAnalyticsSnapshot } from '@/lib/analytics/know-snapshot';

type EditLoad =
  | { status: 'loading' }
  | { status: 'ready'; know: KnowDetail }
  | { status: 'forbidden'; know: KnowDetail | null }
  | { status: 'not-found' }
  | { status: 'error'; error: unknown };

export function KnowEditView({ shell, uuid }: { shell: ShellData; uuid: string }) {
  const { t } = useTranslation('knows');
  const { locale } = useEdition();
  const user = useRequireSession();
  const queryClient = useQueryClient();
  const query = useKnowDetail(uuid, { enabled: user !== null });
  let load: EditLoad = { status: 'loading' };
  if (query.data) load = query.data.isOwn ? { status: 'ready', know: query.data } : { status: 'forbidden', know: query.data };
  else if (query.isError) {
    const status = toApiError(query.error).status;
    if (status === 404) load = { status: 'not-found' };
    else if (status === 403) load = { status: 'forbidden', know: null };
    else load = { status: 'error', error: query.error };
  }

  const save = async (know: KnowDetail, body: UpdateKnowBody) => {
    const { updateKnow } = await import('@/lib/api/knows');
    const saved = await updateKnow(know.uuid, body);
    queryClient.setQueryData(knowKeys.detail(know.uuid), saved);
    void queryClient.invalidateQueries({ queryKey: knowKeys.all, refetchType: 'none' });
    void trackEvent(KNOW_EVENTS.edited, { know: knowAnalyticsSnapshot(saved) });
    notifySuccess(t('edit.saved'));
    await assignAfterToasts(localeHref(locale.locale, knowPath(saved)));
  };

  const remove = async (know: KnowDetail) => {
    const { deleteKnow } = await import('@/lib/api/knows');
    await deleteKnow(know.uuid);
    queryClient.removeQueries({ queryKey: knowKeys.detail(know.uuid) });
    void queryClient.invalidateQueries({ queryKey: knowKeys.all, refetchType: 'none' });
    void trackEvent(KNOW_EVENTS.deleted, { know: knowAnalyticsSnapshot(know) });
    notifySuccess(t('delete.done'));
    await assignAfterToasts(localeHref(locale.locale, '/knows'));
  };

  let body;
  if (load.status === 'ready') {
    const know = load.know;
    body = (
      <>
        <Back>
          <AppLink to={knowPath(know)}>← {t('edit.backTo', { title: know.title })}</AppLink>
        </Back>
        <h1>{t('edit.heading')}</h1>
        <KnowEditForm know={know} onSubmit={(b) => save(know, b)} onDelete={() => remove(know)} />
      </>
    );
  } else if (load.status === 'forbidden') {
    body = (
      <MessagePanel
        role="alert"
        title={t('edit.forbiddenTitle')}
        message={t('edit.forbidden')}
        actionLabel={load.know ? t('edit.toKnow') : t('edit.toKnows')}
        actionHref={localeHref(locale.locale, load.know ? knowPath(load.know) : '/knows')}
      />
    );
  } else if (load.status === 'not-found') {
    body = (
      <MessagePanel
        role="alert"
        title={t('edit.notFoundTitle')}
        message={t('edit.notFound')}
        actionLabel={t('edit.toKnows')}
        actionHref={localeHref(locale.locale, '/knows')}
      />
    );
  } else if (load.status === 'error') {
    body = (
      <ErrorState message={errorToastText(load.error, t) ?? t('page.error')} retryLabel={t('viewer.retry')} onRetry={() => void query.refetch()} />
    );
  } else {
    body = (
      <State role="status">
        <DecorativeSpinner /> {t('page.loading')}
      </State>
    );
  }

  return (
    <PageShell shell={shell}>
      <PageHead title={t('edit.heading')} noindex />
      <ContentColumn>{body}</ContentColumn>
    </PageShell>
  );
}

const Back = styled.p`
  margin: 24px 0 0;
`;
const State = styled.div`
  display: flex; flex-direction: column; align-items: center; gap: 12px;
  margin: 96px auto;
  text-align: center;
`;
