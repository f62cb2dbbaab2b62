/**
 * Shared layout pieces of the /about pages (company, advertise, calendly, download, safety):
 * hero with the page's one h1, sections with h2, card grids, check lists, numbered steps,
 * external links that announce the new tab, and a button-styled internal link.
 */
import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { styled, css } from 'next-yak';
import { unstyledList } from '@/components/ui/unstyled-list';
import { cardGrid } from '@/components/ui/card-surface';
import { useTranslation } from '@/lib/i18n/use-translation';
import { AppLink } from '@/components/ui/app-link';
import { ButtonLink, buttonStyles, buttonVariantAttrs, type ButtonVariant } from '@/components/ui/button';
import { BRAND } from '@/lib/config/brand';
import { OPERATOR } from '@/lib/config/operator';
import { theme, media } from '@/styles/theme';

type Vars = Record<string, string | number>;

/**
 * The "about" namespace with the brand names always available for interpolation
 * ({{brand}}, {{pro}}). `list` reads an array (`returnObjects`), narrowed to T[].
 */
export function useAboutText() {
  const { t } = useTranslation('about');
  const base: Vars = { brand: BRAND.name, pro: BRAND.proPlanName };
  const text = (key: string, vars?: Vars): string => t(key, { ...base, ...vars });
  function list<T = CardItem>(key: string, vars?: Vars): T[] {
    const value: unknown = t(key, { ...base, ...vars, returnObjects: true });
    return Array.isArray(value) ? (value as T[]) : [];
  }
  return { text, list };
}

export interface CardItem {
  title: string;
  text: string;
}

export const Container = styled.div`
  max-width: ${theme.widths.content}px;
  margin: 0 auto;
  padding: 0 16px;
  ${media.md} {
    padding: 0 24px;
  }
`;

export function AboutHero({
  eyebrow,
  title,
  lead,
  children,
  aside,
}: {
  eyebrow?: string;
  title: string;
  lead: string;
  /** Calls to action under the lead. */
  children?: ReactNode;
  /** Optional second column on large screens (e.g. a QR code). */
  aside?: ReactNode;
}) {
  return (
    <Hero>
      <Container>
        <HeroGrid $hasAside={!!aside}>
          <div>
            {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
            <h1>{title}</h1>
            <Lead>{lead}</Lead>
            {children && <Actions>{children}</Actions>}
          </div>
          {aside}
        </HeroGrid>
      </Container>
    </Hero>
  );
}

const Hero = styled.header`
  background: linear-gradient(135deg, ${theme.colors.blue100} 0%, ${theme.colors.pink100} 100%);
  color: ${theme.colors.blue900};
  padding: 40px 0 48px;
  ${media.md} {
    padding: 64px 0 72px;
  }
  h1 {
    font-size: clamp(1.9rem, 5vw, 3rem);
    line-height: 1.15;
    letter-spacing: -0.02em;
    margin: 0 0 16px;
    max-width: 20ch;
    overflow-wrap: break-word;
    hyphens: auto;
  }
`;
const HeroGrid = styled.div<{ $hasAside: boolean }>`
  display: grid;
  gap: 32px;
  align-items: center;
  ${media.lg} {
    grid-template-columns: ${({ $hasAside }) => ($hasAside ? 'minmax(0, 3fr) minmax(0, 2fr)' : '1fr')};
  }
`;
const Eyebrow = styled.p`
  margin: 0 0 8px;
  font-weight: 700;
  font-size: 0.9rem;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: ${theme.colors.pink600};
`;
const Lead = styled.p`
  margin: 0;
  font-size: 1.15rem;
  max-width: 60ch;
  color: ${theme.colors.inkMuted};
`;
export const Actions = styled.div`
  display: flex; flex-wrap: wrap; align-items: center; gap: 12px;
  margin-top: 24px;
`;

export function Section({
  id,
  title,
  intro,
  alt = false,
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  /** Tinted background, to alternate sections. */
  alt?: boolean;
  children?: ReactNode;
}) {
  return (
    <SectionBox aria-labelledby={`${id}-title`} $alt={alt}>
      <Container>
        <h2 id={`${id}-title`}>{title}</h2>
        {intro && <Intro>{intro}</Intro>}
        {children}
      </Container>
    </SectionBox>
  );
}

const SectionBox = styled.section<{ $alt: boolean }>`
  padding: 40px 0;
  background: ${({ $alt }) => ($alt ? theme.colors.surfaceAlt : theme.colors.surface)};
  ${media.md} {
    padding: 56px 0;
  }
  h2 {
    font-size: clamp(1.5rem, 3.5vw, 2rem);
    line-height: 1.2;
    color: ${theme.colors.blue900};
    margin: 0 0 12px;
  }
`;
const Intro = styled.p`
  margin: 0 0 24px;
  max-width: 70ch;
  color: ${theme.colors.inkMuted};
  font-size: 1.05rem;
`;

export const Prose = styled.div`
  max-width: 70ch;
  p {
    margin: 0 0 16px;
  }
  p:last-child {
    margin-bottom: 0;
  }
`;

export function CardGrid({ items, columns = 3 }: { items: CardItem[]; columns?: 2 | 3 | 4 }) {
  return (
    <Grid $columns={columns}>
      {items.map((item, i) => (
        <Card key={item.title}>
          <CardMark aria-hidden="true" $index={i} />
          <h3>{item.title}</h3>
          <p>{item.text}</p>
        </Card>
      ))}
    </Grid>
  );
}

const Grid = styled.ul<{ $columns: number }>`
  ${unstyledList};
  ${cardGrid};
  --card-columns: ${({ $columns }) => $columns};
`;
/** The title and text of a card or step: the h3 sized and spaced by its box, the text muted. */
const cardText = css`
  h3 {
    color: ${theme.colors.blue900};
  }
  p {
    margin: 0;
    color: ${theme.colors.inkMuted};
  }
`;
const Card = styled.li`
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.line};
  border-radius: ${theme.radius.xl}px;
  padding: 20px;
  ${cardText};
  h3 {
    font-size: 1.15rem;
    margin: 12px 0 8px;
  }
`;
const markColors = [
  theme.colors.subject.violet,
  theme.colors.subject.pink,
  theme.colors.subject.yellow,
  theme.colors.subject.green,
  theme.colors.subject.blue,
];
const markColor = (index: number) => markColors[index % markColors.length];
/** Decorative colour chip (pure CSS, no image). */
const CardMark = styled.span<{ $index: number }>`
  display: block;
  width: 36px;
  height: 36px;
  border-radius: ${theme.radius.lg}px;
  background: ${({ $index }) => markColor($index)};
  opacity: 0.9;
`;

/** Bulleted list with check marks; `items` are plain strings. */
export function CheckList({ items }: { items: string[] }) {
  return (
    <Checks>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </Checks>
  );
}

const Checks = styled.ul`
  list-style: none;
  margin: 0 0 16px;
  padding: 0;
  display: grid;
  gap: 10px;
  max-width: 70ch;
  * + & {
    margin-top: 16px;
  }
  li {
    position: relative;
    padding-left: 32px;
  }
  li::before {
    content: '';
    position: absolute;
    left: 0;
    top: 0.2em;
    width: 20px;
    height: 20px;
    border-radius: 50%;
    background: ${theme.colors.blue100};
    box-shadow: inset 0 0 0 2px ${theme.colors.blue700};
  }
  li::after {
    content: '';
    position: absolute;
    left: 7px;
    top: calc(0.2em + 4px);
    width: 5px;
    height: 9px;
    border: solid ${theme.colors.blue700};
    border-width: 0 2px 2px 0;
    transform: rotate(45deg);
  }
`;

/** Numbered steps (an ordered list). */
export function Steps({ items }: { items: CardItem[] }) {
  return (
    <StepList>
      {items.map((item) => (
        <li key={item.title}>
          <h3>{item.title}</h3>
          <p>{item.text}</p>
        </li>
      ))}
    </StepList>
  );
}

const StepList = styled.ol`
  list-style: none;
  counter-reset: step;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 16px;
  ${media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  li {
    counter-increment: step;
    position: relative;
    padding: 20px 20px 20px 68px;
    border-radius: ${theme.radius.xl}px;
    background: ${theme.colors.surface};
    border: 1px solid ${theme.colors.line};
  }
  li::before {
    content: counter(step);
    position: absolute;
    left: 20px;
    top: 20px;
    width: 32px;
    height: 32px;
    border-radius: 50%;
    display: grid;
    place-items: center;
    font-weight: 700;
    background: ${theme.colors.blue700};
    color: #fff;
  }
  ${cardText};
  h3 {
    font-size: 1.1rem;
    margin: 4px 0 6px;
  }
`;

/** External link: new tab, no opener, and a visually hidden "(opens in a new tab)". */
export function ExternalLink({
  href,
  children,
  ...rest
}: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'target' | 'rel'> & { href: string; children: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>
      {children}
      <span className="visually-hidden"> {t('newTab')}</span>
    </a>
  );
}

/** External link that looks like a button. */
export const ExternalButtonLink = styled(ExternalLink).attrs(buttonVariantAttrs)<{ $variant: ButtonVariant }>`
  ${buttonStyles};
`;

/** Internal link (localised slugs applied) that looks like a button. */
export const ButtonAppLink = styled(AppLink).attrs(buttonVariantAttrs)<{ $variant: ButtonVariant }>`
  ${buttonStyles};
`;

/** Highlighted box for a call to action or a contact block. */
export const Panel = styled.div`
  border-radius: ${theme.radius.xxl}px;
  background: ${theme.colors.blue900};
  color: #fff;
  padding: 28px 20px;
  ${media.md} {
    padding: 40px;
  }
  h2,
  h3 {
    color: #fff;
  }
  p {
    margin: 0 0 16px;
    max-width: 65ch;
    color: #e8eaf3;
  }
  a:not([class]) {
    color: #fff;
  }
`;

/** Small two-column layout: text and a side box; stacks on small screens. */
export const Split = styled.div`
  display: grid;
  gap: 24px;
  ${media.lg} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    align-items: start;
  }
`;

export const InfoBox = styled.div`
  border: 1px solid ${theme.colors.line};
  border-radius: ${theme.radius.xl}px;
  background: ${theme.colors.surface};
  padding: 20px;
  h3 {
    margin: 0 0 8px;
    font-size: 1.1rem;
    color: ${theme.colors.blue900};
  }
  p {
    margin: 0 0 12px;
  }
  address {
    font-style: normal;
    margin: 0 0 12px;
  }
`;

/** Closing call-to-action band: a dark panel with an h2, a text and actions. */
export function CtaPanel({ id, title, text, children }: { id: string; title: string; text: string; children?: ReactNode }) {
  return (
    <CtaBand aria-labelledby={`${id}-title`}>
      <Container>
        <Panel>
          <h2 id={`${id}-title`}>{title}</h2>
          <p>{text}</p>
          {children && <Actions>{children}</Actions>}
        </Panel>
      </Container>
    </CtaBand>
  );
}

/** A closing panel that offers the operator's e-mail address as the way to write to us. */
export function EmailCtaPanel({ id, title, text }: { id: string; title: string; text: string }) {
  return (
    <CtaPanel id={id} title={title} text={text}>
      <ButtonLink href={`mailto:${OPERATOR.email}`} $variant="secondary">
        {OPERATOR.email}
      </ButtonLink>
    </CtaPanel>
  );
}

const CtaBand = styled.section`
  padding: 40px 0 0;
  ${media.md} {
    padding: 56px 0 0;
  }
  h2 {
    font-size: clamp(1.5rem, 3.5vw, 2rem);
    line-height: 1.2;
    margin: 0 0 12px;
  }
`;
