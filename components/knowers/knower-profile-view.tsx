/**
 * A knower's public profile (spec §2.1, issue 11 point 1): picture or initial, name, username,
 * country, totals over their public knows, and those knows paged (page 1 server-rendered, the
 * rest through "show more"). The canonical address is the public one on the knower's own
 * edition; the /app twin is not indexed. Strings: namespace `knower-profile`.
 */
import { useTranslation } from '@/lib/i18n/use-translation';
import { styled } from 'next-yak';
import { KnowList } from '@/components/knows/know-list';
import { PageHead } from '@/components/shared/page-head';
import { PageShell } from '@/components/shell/page-shell';
import { ContentColumn, EmptyState } from '@/components/shared/content-layout';
import { StartChatButton } from '@/components/chat/start-chat-button';
import { PersonHeader } from '@/components/ui/person-header';
import { KnowListStates } from '@/components/shared/know-list-states';
import { useKnowerKnows } from '@/lib/api/knowers';
import type { Know, Page } from '@/lib/api/know-types';
import { useProfilePictureUrl } from '@/lib/api/profile-picture';
import { editionOf, editionOrigin } from '@/lib/config/editions';
import type { KnowerProfile } from '@/lib/contract/knowers';
import { useEdition } from '@/lib/edition/use-edition';
import { knowerProfilePath } from '@/lib/knowers/knower-href';
import { localeHref } from '@/lib/links/locale-path';
import type { ShellData } from '@/lib/pages/shell-data';
import { theme } from '@/styles/theme';
import { countryName } from '@/lib/knowers/country-name';
import { knowerStructuredData } from './knower-structured-data';

export interface KnowerProfileViewProps {
  shell: ShellData;
  profile: KnowerProfile;
  firstPage: Page<Know>;
  pageSize: number;
  variant?: 'public' | 'app';
}

/** The knower's own edition holds the canonical profile (as a know's edition holds the know's). */
function canonicalProfileUrl(profile: KnowerProfile): string {
  const edition = editionOf(profile.knower.user.country);
  return `${editionOrigin(edition)}${localeHref(edition.locale, knowerProfilePath(profile.knower))}`;
}

export function KnowerProfileView({ shell, profile, firstPage, pageSize, variant = 'public' }: KnowerProfileViewProps) {
  const { t } = useTranslation('knower-profile');
  const { locale } = useEdition();
  const { knower, counts } = profile;
  const { user } = knower;
  const picture = useProfilePictureUrl(user);
  const list = useKnowerKnows(knower.uuid, { pageSize, initialPage: firstPage });
  const url = canonicalProfileUrl(profile);
  const number = new Intl.NumberFormat(locale.htmlLang);
  const facts = [
    { key: 'publishedKnows', value: counts.publishedKnows },
    { key: 'likes', value: counts.likes },
    { key: 'saves', value: counts.saves },
    { key: 'views', value: counts.views },
  ] as const;
  return (
    <PageShell shell={shell}>
      <PageHead
        title={t('title', { name: user.name })}
        description={t('description', { name: user.name, count: counts.publishedKnows })}
        path={knowerProfilePath(knower)}
        canonicalUrl={url}
        alternateLocales={[]}
        noindex={variant === 'app'}
        structuredData={[knowerStructuredData(profile, url, null)]}
      />
      <ContentColumn>
        <PersonHeader name={user.name} picture={picture} facts={[`@${user.username}`, countryName(user.country, locale.htmlLang)]}>
          <StartChatButton userUuid={user.uuid} />
        </PersonHeader>
        <Counts aria-label={t('countsLabel')}>
          {facts.map((f) => (
            <div key={f.key}>
              <dt>{t(`counts.${f.key}`)}</dt>
              <dd>{number.format(f.value)}</dd>
            </div>
          ))}
        </Counts>
        <h2>{t('knowsHeading', { name: user.name })}</h2>
        <KnowListStates namespace="knower-profile" pages={list}>
          <KnowList
            knows={list.items}
            label={t('knowsHeading', { name: user.name })}
            empty={<EmptyState>{t('empty', { name: user.name })}</EmptyState>}
          />
        </KnowListStates>
      </ContentColumn>
    </PageShell>
  );
}

const Counts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(120px, 1fr));
  gap: 12px;
  margin: 0 0 32px;
  div {
    padding: 12px 16px;
    border: 1px solid ${theme.colors.line};
    border-radius: 12px;
  }
  dt { color: ${theme.colors.inkMuted}; font-size: 0.875rem; }
  dd { margin: 4px 0 0; font-size: 1.5rem; font-weight: 700; }
`;
