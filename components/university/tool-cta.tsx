/**
 * The way from a public AI page into the tool: visitors (and the server render, which knows no
 * session) get the sign-in page with `redirect` set to the tool, so they land in it after signing
 * in; signed-in users get the tool itself once the session is known.
 */
import { ButtonAppLink } from '@/components/shared/about-layout';
import type { ButtonVariant } from '@/components/ui/button';
import { useSignedIn } from '@/components/shared/use-signed-in';
import type { AiTool } from '@/lib/config/ai-tools';
import { useEdition } from '@/lib/edition/use-edition';
import { editionHref } from '@/lib/links/edition-href';
import { useUniversityText } from './use-university-text';

export function ToolCta({
  tool, variant = 'primary', label, visitorLabel,
}: { tool: AiTool; variant?: ButtonVariant; label?: string; visitorLabel?: string }) {
  const edition = useEdition();
  const signedIn = useSignedIn();
  const { text, toolName } = useUniversityText();
  const name = toolName(tool.key);
  if (signedIn) {
    return (
      <ButtonAppLink to={tool.appPath} $variant={variant}>
        {label ?? text('cta.open', { tool: name })}
      </ButtonAppLink>
    );
  }
  return (
    <ButtonAppLink to="/auth/signin" query={{ redirect: editionHref(edition, tool.appPath) }} $variant={variant}>
      {visitorLabel ?? label ?? text('cta.signIn', { tool: name })}
    </ButtonAppLink>
  );
}
