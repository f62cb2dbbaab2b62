/**
 * One know as a card: thumbnail (or an icon for flashcards / no thumbnail), format badge, title
 * linking to the know page, optional search snippet, subject, knower, size and likes. The title
 * link is stretched over the whole card, so the card is one click target; the knower's name
 * (a link to their profile) and `actions` (e.g. the library's "remove") sit above that link and
 * stay separately clickable.
 * Strings: namespace `search` (card.*).
 */
import type { ReactNode } from 'react';
import { styled } from 'next-yak';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Icon } from '@/components/ui/icons';
import { HighlightedText, hasMatch } from '@/components/search/highlighted-text';
import { KnowerLink } from '@/components/shared/knower-link';
import { AppLink } from '@/components/ui/app-link';
import { cardSurface, cardTitle, stretchedLink } from '@/components/ui/card-surface';
import type { HighlightSegment, Know } from '@/lib/api/know-types';
import type { QueryValue } from '@/lib/links/build-href';
import { knowPath } from '@/lib/knows/know-href';
import { theme } from '@/styles/theme';

export interface KnowCardProps {
  know: Know;
  /** Search: the title with its matches marked (falls back to the plain title). */
  titleHighlight?: HighlightSegment[];
  /** Search: a text excerpt around the matches. */
  snippet?: HighlightSegment[];
  /** Query parameters for the know page (e.g. query and referrer=search, kept for analytics). */
  linkQuery?: Record<string, QueryValue>;
  /** Called when the card's link is followed (analytics); navigation is not held up. */
  onOpen?: () => void;
  /** Level of the title heading, to fit the page outline. */
  headingLevel?: 'h2' | 'h3' | 'h4';
  /** Extra controls below the card's facts (rendered above the stretched link). */
  actions?: ReactNode;
  /** Likely on the first screen: the thumbnail loads with the page, not when laid out. */
  eagerImage?: boolean;
}

export function KnowCard({ know, titleHighlight, snippet, linkQuery, onOpen, headingLevel = 'h3', actions, eagerImage = false }: KnowCardProps) {
  const { t } = useTranslation('search');
  const isFlashcards = know.format === 'FLASHCARDS';
  const size = isFlashcards
    ? t('card.cards', { count: know.flashcardCount })
    : t('card.pages', { count: know.pageCount });
  const title = titleHighlight && titleHighlight.length > 0 ? <HighlightedText segments={titleHighlight} /> : know.title;
  return (
    <Article>
      <Thumb aria-hidden="true">
        {know.thumbnailUrl && !isFlashcards ? (
          <img src={know.thumbnailUrl} loading={eagerImage ? 'eager' : 'lazy'} alt="" />
        ) : (
          <IconBox>
            <Icon name={isFlashcards ? 'flashcards' : 'know'} size={40} />
          </IconBox>
        )}
        <Badge $format={know.format}>{t(`card.format.${know.format}`)}</Badge>
      </Thumb>
      <Body>
        <Title tag={headingLevel}>
          <StretchedLink to={knowPath(know)} query={linkQuery} onClick={onOpen}>
            {title}
          </StretchedLink>
        </Title>
        {snippet && hasMatch(snippet) && (
          <Snippet>
            <HighlightedText segments={snippet} />
          </Snippet>
        )}
        <Facts>
          {know.subject && <Subject>{know.subject.name}</Subject>}
          <ByKnower knower={know.knower}>{t('card.by', { name: know.knower.user.name })}</ByKnower>
        </Facts>
        <Stats>
          <span>{size}</span>
          <span>
            <HeartIcon />
            <span className="visually-hidden">{t('card.likes', { count: know.likesCount })}</span>
            <span aria-hidden="true">{know.likesCount}</span>
          </span>
          {know.isPrivate && <span>{t('card.private')}</span>}
        </Stats>
        {actions && <Actions>{actions}</Actions>}
      </Body>
    </Article>
  );
}

function HeartIcon() {
  return (
    <svg width={14} height={14} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinejoin="round"
      />
    </svg>
  );
}

const Article = styled.article`
  ${cardSurface};
  display: flex; flex-direction: column;
`;
const Thumb = styled.div`
  position: relative;
  aspect-ratio: 4 / 3;
  background: ${theme.colors.surfaceAlt};
  border-bottom: 1px solid ${theme.colors.line};
  overflow: hidden;
  img {
    position: absolute;
    inset: 0;
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
    object-position: top center;
  }
`;
const IconBox = styled.div`
  display: flex; align-items: center; justify-content: center;
  height: 100%;
  color: ${theme.colors.blue700};
  background: ${theme.colors.blue100};
`;
const Badge = styled.span<{ $format: Know['format'] }>`
  position: absolute;
  top: 10px;
  left: 10px;
  padding: 2px 10px; border-radius: ${theme.radius.pill}px; color: #fff; font-size: 0.75rem; font-weight: 700;
  letter-spacing: 0.02em;
  background: ${({ $format }) => ($format === 'FLASHCARDS' ? theme.colors.pink600 : theme.colors.blue700)};
`;
const Body = styled.div`
  display: flex; flex-direction: column; gap: 6px;
  padding: 14px 16px 16px;
  flex: 1;
`;
/** The card's heading, at the level its list gives (`tag`). */
function Heading({ tag: Tag, ...props }: { tag: 'h2' | 'h3' | 'h4' } & React.HTMLAttributes<HTMLHeadingElement>) {
  return <Tag {...props} />;
}
const Title = styled(Heading)`
  ${cardTitle};
`;
const StretchedLink = styled(AppLink)`
  color: ${theme.colors.blue900};
  ${stretchedLink};
  &:focus {
    outline: none;
  }
  &:hover {
    text-decoration: underline;
  }
`;
const Snippet = styled.p`
  margin: 0;
  font-size: 0.9rem;
  color: ${theme.colors.inkMuted};
  display: -webkit-box;
  -webkit-line-clamp: 3;
  -webkit-box-orient: vertical;
  overflow: hidden;
  overflow-wrap: anywhere;
`;
const Facts = styled.p`
  margin: 0;
  display: flex; flex-wrap: wrap; gap: 4px 10px;
  font-size: 0.85rem;
  color: ${theme.colors.inkMuted};
`;
/** Above the stretched title link, so the knower's profile stays its own click target. */
const ByKnower = styled(KnowerLink)`
  position: relative;
  z-index: 1;
  color: inherit;
`;
const Subject = styled.span`
  font-weight: 600;
  color: ${theme.colors.blue700};
`;
const Stats = styled.p`
  margin: auto 0 0;
  padding-top: 4px;
  display: flex; gap: 14px;
  font-size: 0.85rem;
  color: ${theme.colors.inkMuted};
  > span {
    display: inline-flex; align-items: center; gap: 4px;
  }
`;
const Actions = styled.div`
  position: relative;
  z-index: 1;
  display: flex; flex-wrap: wrap; gap: 8px;
  padding-top: 6px;
`;
