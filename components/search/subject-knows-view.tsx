/**
 * /app/subjects/knows: choose one of the edition's subjects (chips; ?subjectId= in the URL so
 * the choice survives a reload and can be shared) and browse its newest knows with "load more".
 */
import { useState, type MouseEvent } from 'react';
import { useRouter } from 'next/router';
import { styled } from 'next-yak';
import { AppPage, pageH1Titles } from '@/components/ui/app-page';
import { useTranslation } from '@/lib/i18n/use-translation';
import { CenteredSpinner } from '@/components/shared/auth-layout';
import { useRequireSession } from '@/components/shared/use-require-session';
import type { MenuSubject } from '@/lib/pages/shell-data';
import { AppLink } from '@/components/ui/app-link';
import { useKnowList } from '@/lib/api/knows';
import { useEdition } from '@/lib/edition/use-edition';
import { localeHref } from '@/lib/links/locale-path';
import { chipRow, currentChipLink, surfaceChipLink } from '@/components/ui/chip-link';
import { theme } from '@/styles/theme';
import { KnowFeedSection } from './know-feed-section';

const PAGE_SIZE = 20;
const PATH = '/app/subjects/knows';

export function SubjectKnowsView({ subjects }: { subjects: MenuSubject[] }) {
  const { t } = useTranslation('search');
  const user = useRequireSession();
  const router = useRouter();
  const { locale } = useEdition();
  // undefined: not chosen on this page yet, so the URL decides (known once the router is ready).
  const [picked, setPicked] = useState<number | null | undefined>(undefined);
  const fromUrl = router.isReady ? Number(router.query.subjectId) : NaN;
  const subjectId = picked !== undefined ? picked : Number.isInteger(fromUrl) ? fromUrl : null;
  const subject = subjects.find((s) => s.id === subjectId) ?? null;
  const feed = useKnowList({ subjectId: subject?.id, sort: 'new' }, { enabled: !!user && !!subject, pageSize: PAGE_SIZE });

  const choose = (id: number) => (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    setPicked(id);
    // The address only records the choice; Next's own history entry stays as it is.
    window.history.replaceState(window.history.state, '', localeHref(locale.locale, PATH, { subjectId: id }));
  };

  if (!user) {
    return (
      <Page>
        <h1>{t('subjectKnows.heading')}</h1>
        <CenteredSpinner label={t('subjectKnows.loading')} />
      </Page>
    );
  }

  return (
    <Page>
      <h1>{t('subjectKnows.heading')}</h1>
      {subjects.length === 0 ? (
        <p>{t('subjectKnows.noSubjects')}</p>
      ) : (
        <nav aria-label={t('subjectKnows.chooseSubject')}>
          <Chips>
            {subjects.map((s) => (
              <li key={s.id}>
                <AppLink
                  to={PATH}
                  query={{ subjectId: s.id }}
                  aria-current={s.id === subject?.id ? 'true' : undefined}
                  onClick={choose(s.id)}
                >
                  {s.name}
                </AppLink>
              </li>
            ))}
          </Chips>
        </nav>
      )}
      {subjects.length > 0 && !subject && <Prompt>{t('subjectKnows.pickPrompt')}</Prompt>}
      {subject && (
        <KnowFeedSection
          title={subject.name}
          feed={feed}
          summary={t('subjectKnows.count', { count: feed.total, subject: subject.name })}
          loadingLabel={t('subjectKnows.loading')}
          errorText={t('subjectKnows.error')}
          retryLabel={t('subjectKnows.retry')}
          moreLabel={t('subjectKnows.loadMore')}
          empty={<Prompt>{t('subjectKnows.empty', { subject: subject.name })}</Prompt>}
        />
      )}
    </Page>
  );
}

const Page = styled(AppPage)`
  ${pageH1Titles};
  --title-below: 16px;
  h2 {
    margin: 24px 0 4px;
    font-size: 1.3rem;
    color: ${theme.colors.blue900};
  }
`;
const Chips = styled.ul`
  ${chipRow};
  /* The links: chips with 16px sides. */
  a {
    ${surfaceChipLink};
    padding: 0 16px;
  }
  ${currentChipLink};
  --chip-color: ${theme.colors.blue700};
`;
const Prompt = styled.p`
  margin: 24px 0;
  padding: 24px;
  border: 1px dashed ${theme.colors.line};
  border-radius: ${theme.radius.webAppCard}px;
  background: ${theme.colors.surfaceAlt};
  color: ${theme.colors.inkMuted};
`;
