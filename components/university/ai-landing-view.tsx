/**
 * The {product}-ai landing (/knowly-ai, localised per §2.3): every AI tool with the way into it,
 * why its answers can be checked, and the way to the university area.
 */
import { AboutHero, CtaPanel, Section, Prose, ButtonAppLink } from '@/components/shared/about-layout';
import { AI_TOOLS, aiTool } from '@/lib/config/ai-tools';
import { ToolCta } from './tool-cta';
import { Cards } from './university-hub-view';
import { useUniversityText } from './use-university-text';

export function AiLandingView() {
  const { text, toolName } = useUniversityText();
  return (
    <>
      <AboutHero eyebrow={text('landing.eyebrow')} title={text('landing.title')} lead={text('landing.lead')}>
        <ToolCta tool={aiTool('schoolGpt')} />
      </AboutHero>

      <Section id="tools" title={text('landing.toolsTitle')}>
        <Cards>
          {AI_TOOLS.map((tool) => (
            <li key={tool.key}>
              <h3>{toolName(tool.key)}</h3>
              <p>{text(`tools.${tool.key}.short`)}</p>
              <ToolCta tool={tool} variant="secondary" label={text('landing.try', { tool: toolName(tool.key) })} />
            </li>
          ))}
        </Cards>
      </Section>

      <Section id="sources" title={text('landing.sourcesTitle')} alt>
        <Prose>
          <p>{text('landing.sourcesText')}</p>
        </Prose>
      </Section>

      <CtaPanel id="university" title={text('landing.universityTitle')} text={text('landing.universityText')}>
        <ButtonAppLink to="/university" $variant="secondary">
          {text('landing.universityLink')}
        </ButtonAppLink>
      </CtaPanel>
    </>
  );
}
