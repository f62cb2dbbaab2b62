/**
 * The public page of one university AI tool (/university/ai-summary, /mock-exam, /uni-gpt):
 * what it does, how it works, and the way into it (ToolCta), then the other tools of the area.
 */
import { styled } from 'next-yak';
import {
  AboutHero,
  CardGrid,
  CtaPanel,
  Section,
  Steps,
  type CardItem,
} from '@/components/shared/about-layout';
import { AppLink } from '@/components/ui/app-link';
import { UNIVERSITY_TOOLS, aiTool, type AiToolKey } from '@/lib/config/ai-tools';
import { theme } from '@/styles/theme';
import { ToolCta } from './tool-cta';
import { useUniversityText } from './use-university-text';

export type UniversityToolKey = Exclude<AiToolKey, 'schoolGpt'>;

export function ToolPageView({ toolKey }: { toolKey: UniversityToolKey }) {
  const { text, list, toolName } = useUniversityText();
  const tool = aiTool(toolKey);
  const others = UNIVERSITY_TOOLS.filter((t) => t.key !== toolKey);
  return (
    <>
      <AboutHero eyebrow={text(`${toolKey}.eyebrow`)} title={text(`${toolKey}.title`)} lead={text(`${toolKey}.lead`)}>
        <ToolCta tool={tool} />
        <Note>{text('cta.free')}</Note>
      </AboutHero>

      <Section id="features" title={text(`${toolKey}.featuresTitle`)}>
        <CardGrid items={list<CardItem>(`${toolKey}.features`)} />
      </Section>

      <Section id="steps" title={text(`${toolKey}.stepsTitle`)} alt>
        <Steps items={list<CardItem>(`${toolKey}.steps`)} />
      </Section>

      <Section id="more" title={text('hub.toolsTitle')}>
        <Links>
          <li>
            <AppLink to="/university">{text('landing.universityLink')}</AppLink>
          </li>
          {others.map((t) => (
            <li key={t.key}>
              <AppLink to={t.publicPath as string}>{text('hub.more', { tool: toolName(t.key) })}</AppLink>
            </li>
          ))}
        </Links>
      </Section>

      <CtaPanel id="start" title={toolName(toolKey)} text={text(`tools.${toolKey}.short`)}>
        <ToolCta tool={tool} variant="secondary" />
      </CtaPanel>
    </>
  );
}

const Note = styled.p`
  flex-basis: 100%;
  margin: 4px 0 0;
  font-size: 0.95rem;
  color: ${theme.colors.inkMuted};
`;

const Links = styled.ul`
  margin: 0;
  padding: 0 0 0 20px;
  display: grid;
  gap: 8px;
  a {
    color: ${theme.colors.blue700};
    font-weight: 600;
  }
`;
