/**
 * A quoted passage's source: a link that opens the know at the page (the citation's href, in
 * the edition's localised form), or plain text for a passage of a fresh upload (no know yet).
 * The quote is rendered as text, like any user content.
 */
import { useTranslation } from '@/lib/i18n/use-translation';
import { styled } from 'next-yak';
import { AppLink } from '@/components/ui/app-link';
import type { AiCitation } from '@/lib/api/ai';
import { theme } from '@/styles/theme';
import type { Translate } from '@/lib/i18n/translate';

export function citationLabel(c: AiCitation, t: Translate): string {
  return c.page ? t('citation.page', { title: c.title, page: c.page }) : c.title;
}

export function CitationLink({ citation, onOpen }: { citation: AiCitation; onOpen?: () => void }) {
  const { t } = useTranslation('ai');
  const label = citationLabel(citation, t);
  if (!citation.href) return <Source>{label}</Source>;
  return (
    <AppLink to={citation.href} onClick={onOpen}>
      {label}
    </AppLink>
  );
}

/** A citation with its quoted passage (sources list under an answer, a question's passage). */
export function CitationQuote({ citation, onOpen }: { citation: AiCitation; onOpen?: () => void }) {
  return (
    <Quote>
      <blockquote>{citation.quote}</blockquote>
      <CitationLink citation={citation} onOpen={onOpen} />
    </Quote>
  );
}

const Source = styled.span`
  font-weight: 600;
`;
const Quote = styled.figure`
  margin: 0;
  padding: 10px 14px;
  border-left: 3px solid ${theme.colors.blue500};
  background: ${theme.colors.surfaceAlt};
  border-radius: 0 ${theme.radius.md}px ${theme.radius.md}px 0;
  blockquote {
    margin: 0 0 6px;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
  a {
    color: ${theme.colors.blue700};
    font-weight: 600;
  }
`;
