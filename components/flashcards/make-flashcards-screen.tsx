/**
 * /app/make-flashcards?knowUuid=… (issue 23 §6): signed in only; names the know, shows the
 * tutoring minutes, and opens the new private set once it is saved.
 */
import { useQuery } from '@tanstack/react-query';
import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/use-translation';
import { styled } from 'next-yak';
import { AllowancePanel } from '@/components/ai/allowance-panel';
import { navigate } from '@/components/shared/redirect';
import { useRequireSession } from '@/components/shared/use-require-session';
import { AppPage } from '@/components/ui/app-page';
import { AppLink } from '@/components/ui/app-link';
import { Spinner } from '@/components/ui/spinner';
import { useAllowance } from '@/lib/api/ai';
import { makeFlashcardDraft } from '@/lib/api/flashcards';
import { createKnow, getKnow } from '@/lib/api/knows';
import { useEdition } from '@/lib/edition/use-edition';
import { knowPath } from '@/lib/knows/know-href';
import { localeHref } from '@/lib/links/locale-path';
import { isUuid } from '@/lib/uuid';
import { theme } from '@/styles/theme';
import { MakeFlashcards, type MakeFlashcardsApi } from './make-flashcards';

const API: MakeFlashcardsApi = { draft: makeFlashcardDraft, save: createKnow };

export function MakeFlashcardsScreen() {
  const { t } = useTranslation(['library', 'ai']);
  const router = useRouter();
  const { locale } = useEdition();
  const user = useRequireSession();
  const knowUuid = isUuid(router.query.knowUuid) ? router.query.knowUuid : null;
  const allowance = useAllowance({ enabled: !!user });
  const know = useQuery({ queryKey: ['make-flashcards', 'know', knowUuid], queryFn: () => getKnow(knowUuid!), enabled: !!user && !!knowUuid });

  if (!user || !router.isReady) {
    return (
      <AppPage>
        <Spinner aria-label={t('ai:loading')} />
      </AppPage>
    );
  }

  return (
    <AppPage>
      <h1>{t('library:makeFlashcards.title')}</h1>
      {!knowUuid ? (
        <Lead>{t('library:makeFlashcards.noSource')}</Lead>
      ) : (
        <>
          <Lead>
            {know.data ? (
              <>
                {t('library:makeFlashcards.leadFrom')} <AppLink to={knowPath(know.data)}>{know.data.title}</AppLink>
              </>
            ) : (
              t('library:makeFlashcards.lead')
            )}
          </Lead>
          {allowance.data && <AllowancePanel allowance={allowance.data} cost={allowance.data.costs.flashcards} />}
          <MakeFlashcards
            knowUuid={knowUuid}
            cost={allowance.data?.costs.flashcards ?? null}
            api={API}
            onSaved={(saved) => navigate(localeHref(locale.locale, knowPath(saved)))}
          />
        </>
      )}
    </AppPage>
  );
}

const Lead = styled.p`
  color: ${theme.colors.inkMuted};
  margin: 0 0 20px;
`;
