/**
 * /university: the university area's hub. One card per tool (its public page and the way into
 * it), how the tools work, and answers to the questions students ask first (also as FAQPage
 * JSON-LD, built by universityFaq for the page head).
 */
import styled from 'styled-components';
import { unstyledList } from '@/components/ui/unstyled-list';
import { flexColumn } from '@/components/ui/flex-layout';
import { AboutHero, Section, Steps, type CardItem } from '@/components/shared/about-layout';
import { AppLink } from '@/components/ui/app-link';
import { UNIVERSITY_TOOLS, aiTool } from '@/lib/config/ai-tools';
import { media, theme } from '@/styles/theme';
import { ToolCta } from './tool-cta';
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
      <AboutHero eyebrow={text('hub.eyebrow')} title={text('hub.title')} lead={text('hub.lead')}>
        <ToolCta tool={aiTool('aiSummary')} />
      </AboutHero>

      <Section id="tools" title={text('hub.toolsTitle')}>
        <Cards>
          {UNIVERSITY_TOOLS.map((tool) => (
            <li key={tool.key}>
              <h3>
                <AppLink to={tool.publicPath as string}>{toolName(tool.key)}</AppLink>
              </h3>
              <p>{text(`tools.${tool.key}.short`)}</p>
              <ToolCta tool={tool} variant="secondary" />
            </li>
          ))}
        </Cards>
      </Section>

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

export const Cards = styled.ul`
  ${unstyledList}
  display: grid;
  gap: 16px;
  ${media.md} {
    grid-template-columns: repeat(auto-fit, minmax(260px, 1fr));
  }
  li {
    ${flexColumn({ align: 'flex-start', gap: 12 })}
    padding: 20px;
    border: 1px solid ${theme.colors.line};
    border-radius: ${theme.radius.xl}px;
    background: ${theme.colors.surface};
  }
  h3 {
    margin: 0;
    font-size: 1.2rem;
  }
  h3 a {
    color: ${theme.colors.blue900};
  }
  p {
    margin: 0;
    flex: 1;
    color: ${theme.colors.inkMuted};
  }
`;

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
