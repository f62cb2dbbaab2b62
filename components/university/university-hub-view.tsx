/**
 * /university: the university area's hub. One card per tool (its public page and the way into
 * it), how the tools work, and answers to the questions students ask first (also as FAQPage
 * JSON-LD, built by universityFaq for the page head).
 */
import { styled } from 'next-yak';
import { Section, Steps, type CardItem } from '@/components/shared/about-layout';
import { AppLink } from '@/components/ui/app-link';
import { UNIVERSITY_TOOLS } from '@/lib/config/ai-tools';
import { theme } from '@/styles/theme';
import { ToolOverview } from './tool-overview';
import { useUniversityText } from './use-university-text';

interface FaqItem {
  question: string;
  answer: string;
}

/** The hub's questions as schema.org FAQPage (the answers are the visible ones). */
export function useUniversityFaq() {
  const { list } = useUniversityText();
  const items = list<FaqItem>('hub.faq');
  const structuredData = {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
  return { items, structuredData };
}

export function UniversityHubView() {
  const { text, list, toolName } = useUniversityText();
  const { items: faq } = useUniversityFaq();
  return (
    <>
      <ToolOverview
        page="hub"
        featured="aiSummary"
        tools={UNIVERSITY_TOOLS}
        name={(tool) => <AppLink to={tool.publicPath as string}>{toolName(tool.key)}</AppLink>}
      />

      <Section id="how" title={text('hub.howTitle')} alt>
        <Steps items={list<CardItem>('hub.how')} />
      </Section>

      <Section id="faq" title={text('hub.faqTitle')}>
        <Faq>
          {faq.map((item) => (
            <div key={item.question}>
              <dt>{item.question}</dt>
              <dd>{item.answer}</dd>
            </div>
          ))}
        </Faq>
      </Section>
    </>
  );
}

const Faq = styled.dl`
  margin: 0;
  display: grid;
  gap: 16px;
  max-width: 70ch;
  dt {
    font-weight: 700;
    color: ${theme.colors.blue900};
  }
  dd {
    margin: 4px 0 0;
    color: ${theme.colors.inkMuted};
  }
`;
