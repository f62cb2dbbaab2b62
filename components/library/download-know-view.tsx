/**
 * The download-know page (/knows/{slug}/download-know, localised per §2.3): signed-in users
 * download the know's files, visitors are asked to sign in first (and come back here), and
 * everyone is offered the app. Flashcard sets are studied rather than downloaded: "study now"
 * (/app/flashcards?knowUuid=) and the app instead.
 */
import { styled } from 'next-yak';
import { useTranslation } from '@/lib/i18n/use-translation';
import { CenteredSpinner } from '@/components/shared/auth-layout';
import { SignInButtons } from '@/components/shared/sign-in-buttons';
import { useKnow } from '@/components/knows/use-know';
import { AppLink } from '@/components/ui/app-link';
import { ButtonLink } from '@/components/ui/button';
import { MessagePanel } from '@/components/ui/message-panel';
import { Spinner } from '@/components/ui/spinner';
import type { KnowDetail } from '@/lib/api/know-types';
import { useEdition } from '@/lib/edition/use-edition';
import { knowPath } from '@/lib/knows/know-href';
import { localeHref } from '@/lib/links/locale-path';
import { media, theme } from '@/styles/theme';
import { DownloadDocumentButton } from './download-document-button';
import { GetTheApp } from './get-the-app';

export function DownloadKnowView({ uuid, initial }: { uuid: string | null; initial: KnowDetail | null }) {
  const { t } = useTranslation('library');
  const { locale } = useEdition();
  const { load, signedIn } = useKnow(uuid, initial);

  if (load.status === 'loading' || (load.status === 'not-found' && uuid && signedIn === null)) {
    return (
      <CenteredSpinner label={t('loading')} />
    );
  }
  if (load.status !== 'ready') {
    return (
      <MessagePanel
        title={t('download.notFoundTitle')}
        message={t('download.notFoundText')}
        actionLabel={t('download.notFoundAction')}
        actionHref={localeHref(locale.locale, '/knows/search')}
      />
    );
  }

  const know = load.know;
  const isFlashcards = know.format === 'FLASHCARDS';
  const here = localeHref(locale.locale, `${knowPath(know)}/download-know`);

  return (
    <Page>
      <Back>
        <AppLink to={knowPath(know)}>← {t('download.back')}</AppLink>
      </Back>
      {isFlashcards ? (
        <Card aria-labelledby="download-title">
          <h1 id="download-title">{t('download.flashcardsTitle', { title: know.title })}</h1>
          <p>{t('download.flashcardsText')}</p>
          <ButtonLink $variant="primary" href={localeHref(locale.locale, '/app/flashcards', { knowUuid: know.uuid })}>
            {t('download.studyNow')}
          </ButtonLink>
        </Card>
      ) : (
        <Card aria-labelledby="download-title">
          <h1 id="download-title">{t('download.title', { title: know.title })}</h1>
          <p>{t('download.lead')}</p>
          {signedIn === null && <Spinner $size={24} aria-label={t('loading')} />}
          {signedIn === true && know.documents.length === 0 && <p>{t('download.noFile')}</p>}
          {signedIn === true && (
            <Buttons>
              {know.documents.map((doc) => (
                <DownloadDocumentButton key={doc.uuid} know={know} document={doc} named={know.documents.length > 1} />
              ))}
            </Buttons>
          )}
          {signedIn === false && (
            <SignIn aria-labelledby="download-sign-in">
              <h2 id="download-sign-in">{t('download.signInTitle')}</h2>
              <p>{t('download.signInText')}</p>
              <Row>
                <SignInButtons returnTo={here} signIn={t('download.signIn')} signUp={t('download.signUp')} />
              </Row>
            </SignIn>
          )}
        </Card>
      )}
      <GetTheApp title={isFlashcards ? t('download.studyInApp') : t('download.appTitle')} />
    </Page>
  );
}

const Page = styled.div`
  max-width: 880px;
  margin: 0 auto;
  padding: 32px 16px 72px;
  display: grid;
  gap: 24px;
  ${media.mobile} {
    padding: 20px 12px 48px;
  }
`;
const Back = styled.p`
  margin: 0;
`;
const Card = styled.section`
  padding: 28px;
  border: 1px solid ${theme.colors.line};
  border-radius: ${theme.radius.webAppCard}px;
  background: ${theme.colors.surface};
  h1 {
    margin: 0 0 8px;
    color: ${theme.colors.blue900};
    overflow-wrap: anywhere;
  }
  > p {
    margin: 0 0 20px;
    color: ${theme.colors.inkMuted};
  }
  ${media.mobile} {
    padding: 18px;
  }
`;
const Buttons = styled.div`
  display: grid;
  gap: 12px;
`;
const SignIn = styled.section`
  padding: 18px;
  border-radius: ${theme.radius.xl}px;
  background: ${theme.colors.blue100};
  h2 {
    margin: 0 0 6px;
    font-size: 1.15rem;
  }
  p {
    margin: 0 0 14px;
  }
`;
const Row = styled.div`
  display: flex; flex-wrap: wrap; gap: 10px;
`;
