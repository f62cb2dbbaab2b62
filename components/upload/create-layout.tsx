/**
 * Frame of the create pages: heading, intro and a spinner until the learner's draft session is
 * known (useDraftSession: visitors are sent to sign-in). The web-app create page adds its two tabs
 * (upload | flashcards) as links that keep the page's utm_content.
 */
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { styled } from 'next-yak';
import { AppPage } from '@/components/ui/app-page';
import { CenteredSpinner } from '@/components/shared/auth-layout';
import { useEdition } from '@/lib/edition/use-edition';
import { theme } from '@/styles/theme';
import { flowHref, useFlowQuery, type FlowVariant } from './flow';
import { useDraftSession } from './use-draft-session';

export function CreateLayout({
  title,
  intro,
  tabs,
  children,
}: {
  title: string;
  intro?: ReactNode;
  tabs?: { variant: FlowVariant; current: 'upload' | 'flashcards' };
  children: ReactNode;
}) {
  const { t } = useTranslation('upload');
  const { locale } = useEdition();
  const ready = useDraftSession();
  const query = { utm_content: useFlowQuery().utmContent };
  return (
    <Page>
      {tabs && (
        <Tabs aria-label={t('tabs.label')}>
          {(['upload', 'flashcards'] as const).map((tab) => (
            <a
              key={tab}
              href={flowHref(locale.locale, tabs.variant, tab, query)}
              aria-current={tabs.current === tab ? 'page' : undefined}
            >
              {t(`tabs.${tab}`)}
            </a>
          ))}
        </Tabs>
      )}
      <h1>{title}</h1>
      {intro && <Intro>{intro}</Intro>}
      {ready ? (
        children
      ) : (
        <CenteredSpinner label={t('loading')} />
      )}
    </Page>
  );
}

export const Page = styled(AppPage)`
  max-width: 820px;
  h1 {
    margin: 0 0 6px;
    color: ${theme.colors.blue900};
    line-height: 1.2;
  }
`;
const Intro = styled.p`
  margin: 0 0 24px;
  color: ${theme.colors.inkMuted};
`;
const Tabs = styled.nav`
  display: flex; gap: 6px;
  margin-bottom: 20px;
  border-bottom: 1px solid ${theme.colors.line};
  a {
    display: inline-flex; align-items: center;
    min-height: 44px;
    padding: 0 16px;
    color: ${theme.colors.inkMuted};
    font-weight: 600;
    text-decoration: none;
    border-bottom: 3px solid transparent;
    margin-bottom: -1px;
  }
  a[aria-current='page'] {
    color: ${theme.colors.blue700};
    border-bottom-color: ${theme.colors.blue700};
  }
  a:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;
