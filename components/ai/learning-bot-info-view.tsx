/**
 * /learning-bot/{uuid}/info: what a learning bot covers (its topics or knows, how many knows,
 * the language it answers in) and the way into a chat with it: sign-in with a redirect back for
 * visitors, the assistant with the bot for signed-in users.
 */
import { useTranslation } from '@/lib/i18n/use-translation';
import { styled } from 'next-yak';
import { AboutHero, CheckList, Section } from '@/components/shared/about-layout';
import { ToolCta } from '@/components/university/tool-cta';
import type { AiLearningBot } from '@/lib/api/ai';
import { BRAND } from '@/lib/config/brand';
import { useEdition } from '@/lib/edition/use-edition';
import { theme } from '@/styles/theme';

export function botChatPath(bot: Pick<AiLearningBot, 'uuid' | 'assistantKind'>): string {
  return `/app/${bot.assistantKind}?learningBotUuid=${bot.uuid}`;
}

function languageName(code: string, htmlLang: string): string {
  try {
    return new Intl.DisplayNames([htmlLang], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

export function LearningBotInfoView({ bot }: { bot: AiLearningBot }) {
  const { t } = useTranslation('ai');
  const { locale } = useEdition();
  const start = { key: 'schoolGpt' as const, publicPath: null, appPath: botChatPath(bot) };
  return (
    <>
      <AboutHero eyebrow={t('bot.eyebrow')} title={bot.name} lead={t('bot.lead', { name: bot.name, brand: BRAND.name })}>
        <ToolCta tool={start} label={t('bot.start')} visitorLabel={t('bot.startSignIn')} />
      </AboutHero>
      <Section id="covers" title={t('bot.covers')}>
        <Facts>
          <li>{t('bot.knows', { count: bot.knowCount })}</li>
          <li>{t('bot.language', { language: languageName(bot.contentLanguage, locale.htmlLang) })}</li>
        </Facts>
        {bot.covers.length > 0 ? <CheckList items={bot.covers} /> : <p>{t('bot.coversEmpty')}</p>}
      </Section>
    </>
  );
}

const Facts = styled.ul`
  list-style: none;
  margin: 0 0 16px;
  padding: 0;
  display: flex; flex-wrap: wrap; gap: 8px;
  li {
    padding: 4px 12px; border-radius: ${theme.radius.pill}px; background: ${theme.colors.blue100}; color: ${theme.colors.blue900}; font-weight: 600;
  }
`;
