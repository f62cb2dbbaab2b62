/**
 * /learning-bot/{uuid}/info (spec §2.1, issue 12 §4): a learning bot's public page, rendered per
 * request and indexable: what it covers and the way into a chat with it. Bots of a catalogue
 * subject are public; a bot over a learner's chosen knows is private (404 here). A bot belongs to
 * its edition: shown elsewhere, its canonical link points there.
 */
import { useTranslation } from '@/lib/i18n/use-translation';
import { LearningBotInfoView } from '@/components/ai/learning-bot-info-view';
import { PageHead } from '@/components/shared/page-head';
import { PageShell } from '@/components/shell/page-shell';
import type { AiLearningBot } from '@/lib/contract/ai';
import { BRAND } from '@/lib/config/brand';
import { editionOf, editionOrigin } from '@/lib/config/editions';
import { localeHref } from '@/lib/links/locale-path';
import { shellPageProps, type ShellPageProps } from '@/lib/pages/static-page-props';
import { isUuid } from '@/lib/uuid';
import { resolveBot } from '@/server/ai/learning-bots';
import { getAppContext } from '@/server/http';
import { withUnavailablePage } from '@/server/http/page-unavailable';

interface LearningBotPageProps extends ShellPageProps {
  bot: AiLearningBot;
  /** Set when the bot belongs to another edition than the page's. */
  canonicalUrl: string | null;
}

export default function LearningBotInfoPage({ shell, bot, canonicalUrl }: LearningBotPageProps) {
  const { t } = useTranslation('ai');
  return (
    <PageShell shell={shell}>
      <PageHead
        title={t('bot.metaTitle', { name: bot.name })}
        description={t('bot.metaDescription', { name: bot.name, brand: BRAND.name, count: bot.knowCount })}
        path={`/learning-bot/${bot.uuid}/info`}
        alternateLocales={[]}
        canonicalUrl={canonicalUrl ?? undefined}
      />
      <LearningBotInfoView bot={bot} />
    </PageShell>
  );
}

async function findBot(uuid: string): Promise<AiLearningBot | null> {
  try {
    return (await resolveBot(await getAppContext(), null, uuid)).view;
  } catch (error) {
    if ((error as { status?: unknown }).status === 404) return null;
    throw error;
  }
}

export const getServerSideProps = withUnavailablePage<LearningBotPageProps>(async ({ locale, params, res }) => {
  const uuid = typeof params?.uuid === 'string' && isUuid(params.uuid) ? params.uuid : null;
  const bot = uuid ? await findBot(uuid) : null;
  if (!bot) return { notFound: true };
  const home = editionOf(bot.country);
  const canonicalUrl = home.locale === editionOf(locale).locale ? null : `${editionOrigin(home)}${localeHref(home.locale, `/learning-bot/${bot.uuid}/info`)}`;
  res.setHeader('Cache-Control', 'public, s-maxage=300, stale-while-revalidate=3600');
  return { props: { ...(await shellPageProps(locale, ['ai'])), bot, canonicalUrl } };
});
