/**
 * How the university hub and the AI landing open: the hero with the way into their featured tool,
 * then one card per tool (its name, what it does, the way into it). `page` is the key prefix of
 * the hero's and the section's strings (`{page}.eyebrow`, `.title`, `.lead`, `.toolsTitle`).
 */
import type { ReactNode } from 'react';
import { styled } from 'next-yak';
import { AboutHero, Section } from '@/components/shared/about-layout';
import { unstyledList } from '@/components/ui/unstyled-list';
import { aiTool, type AiTool, type AiToolKey } from '@/lib/config/ai-tools';
import { media, theme } from '@/styles/theme';
import { ToolCta } from './tool-cta';
import { useUniversityText } from './use-university-text';

export function ToolOverview({
  page,
  featured,
  tools,
  name,
  tryLabel,
}: {
  page: 'hub' | 'landing';
  featured: AiToolKey;
  tools: readonly AiTool[];
  /** A card's heading: the tool's name, or a link to its page. */
  name: (tool: AiTool) => ReactNode;
  /** A card's button, where it says more than ToolCta's own label. */
  tryLabel?: (tool: AiTool) => string;
}) {
  const { text } = useUniversityText();
  return (
    <>
      <AboutHero eyebrow={text(`${page}.eyebrow`)} title={text(`${page}.title`)} lead={text(`${page}.lead`)}>
        <ToolCta tool={aiTool(featured)} />
      </AboutHero>

      <Section id="tools" title={text(`${page}.toolsTitle`)}>
        <Cards>
          {tools.map((tool) => (
            <li key={tool.key}>
              <h3>{name(tool)}</h3>
              <p>{text(`tools.${tool.key}.short`)}</p>
              <ToolCta tool={tool} variant="secondary" label={tryLabel?.(tool)} />
            </li>
          ))}
        </Cards>
      </Section>
    </>
  );
}

const Cards = styled.ul`
  ${unstyledList};
  display: grid;
  gap: 16px;
  ${media.md} {
    grid-template-columns: repeat(auto-fit, minmax(260px, 1fr));
  }
  li {
    display: flex; flex-direction: column; align-items: flex-start; gap: 12px;
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
