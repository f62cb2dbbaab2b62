/**
 * The {product}-ai landing (/knowly-ai, localised per §2.3): every AI tool with the way into it,
 * why its answers can be checked, and the way to the university area.
 */
import { CtaPanel, Section, Prose, ButtonAppLink } from '@/components/shared/about-layout';
import { AI_TOOLS } from '@/lib/config/ai-tools';
import { ToolOverview } from './tool-overview';
import { useUniversityText } from './use-university-text';

export function AiLandingView() {
  const { text, toolName } = useUniversityText();
  return (
    <>
      <ToolOverview
        page="landing"
        featured="schoolGpt"
        tools={AI_TOOLS}
        name={(tool) => toolName(tool.key)}
        tryLabel={(tool) => text('landing.try', { tool: toolName(tool.key) })}
      />

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
