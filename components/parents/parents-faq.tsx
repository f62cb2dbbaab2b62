/** Questions parents ask, adapted to the country's plan and payouts. */
import { LandingFaq } from '@/components/shared/landing-faq';
import { arePayoutsHidden } from '@/lib/config/countries';
import { useEdition } from '@/lib/edition/use-edition';

export function ParentsFaq() {
  const { country } = useEdition();
  const payouts = !arePayoutsHidden(country.code);
  const ids = ['age', 'cost', 'contact', 'data', ...(payouts ? ['earn'] : []), 'account'];
  const answerKey = (id: string) => (id === 'cost' && country.flags.hasPlusPlan ? 'answerPro' : 'answer');
  return <LandingFaq namespace="parents" titleId="parents-faq-title" ids={ids} answerKey={answerKey} />;
}
