/** Landing FAQ (hidden where the country hides it, e.g. US). */
import { payoutsHidden } from '@/lib/config/country-facts';
import { useEdition } from '@/lib/edition/use-edition';
import { LandingFaq } from '@/components/shared/landing-faq';

export function FaqSection() {
  const { country } = useEdition();
  const answerKey: Record<string, string> = {
    free: country.flags.hasPlusPlan ? 'answerPro' : 'answer',
    knower: payoutsHidden(country) ? 'answerNoPayouts' : 'answer',
  };
  const ids = ['what', 'know', 'free', 'knower', 'ai', 'safe'];
  return <LandingFaq namespace="home" titleId="faq-title" ids={ids} answerKey={(id) => answerKey[id] ?? 'answer'} />;
}
