/**
 * Landing hero: dark, so the fixed transparent header (spec §2.1) sits on it. Value
 * proposition, primary CTA to the subjects, secondary CTA to the app download page.
 */
import { styled } from 'next-yak';
import { useTranslation } from '@/lib/i18n/use-translation';
import { BRAND } from '@/lib/config/brand';
import { media, theme } from '@/styles/theme';
import { ButtonRow } from '@/components/shared/landing-section';
import { StartButtons } from './start-buttons';

export function Hero() {
  const { t } = useTranslation('home');
  return (
    <Wrap aria-labelledby="hero-title">
      <Inner>
        <Copy>
          <Eyebrow>{t('hero.eyebrow', { brand: BRAND.name })}</Eyebrow>
          <Title id="hero-title">{t('hero.title')}</Title>
          <Text>{t('hero.text')}</Text>
          <ButtonRow>
            <StartButtons subjects={t('hero.primaryCta')} app={t('hero.secondaryCta')} />
          </ButtonRow>
        </Copy>
        <Illustration />
      </Inner>
    </Wrap>
  );
}

/** Decorative: a note page, a flashcard and a sparkle, in the brand palette. */
function Illustration() {
  const c = theme.colors;
  return (
    <Art viewBox="0 0 360 320" aria-hidden="true" focusable="false">
      <rect x="40" y="30" width="200" height="260" rx="20" fill={c.surface} transform="rotate(-6 140 160)" />
      <g transform="rotate(-6 140 160)" stroke={c.line} strokeWidth="10" strokeLinecap="round">
        <line x1="75" y1="80" x2="170" y2="80" stroke={c.blue500} />
        <line x1="75" y1="115" x2="205" y2="115" />
        <line x1="75" y1="145" x2="190" y2="145" />
        <line x1="75" y1="175" x2="205" y2="175" />
        <line x1="75" y1="205" x2="160" y2="205" />
        <line x1="75" y1="245" x2="130" y2="245" stroke={c.pink500} />
      </g>
      <rect x="180" y="150" width="150" height="110" rx="18" fill={c.pink500} transform="rotate(8 255 205)" />
      <g transform="rotate(8 255 205)" stroke={c.surface} strokeWidth="9" strokeLinecap="round">
        <line x1="210" y1="190" x2="295" y2="190" />
        <line x1="210" y1="220" x2="265" y2="220" />
      </g>
      <path
        d="M300 40l9 23 23 9-23 9-9 23-9-23-23-9 23-9z"
        fill={c.subject.yellow}
      />
      <circle cx="40" cy="290" r="14" fill={c.blue500} />
    </Art>
  );
}

const Wrap = styled.section`
  /* The header is fixed and transparent here; leave room for it. */
  padding: calc(${theme.navbarHeight}px + 40px) 16px 64px;
  background:
    radial-gradient(circle at 85% 20%, rgba(233, 76, 137, 0.28), transparent 45%),
    radial-gradient(circle at 10% 90%, rgba(58, 99, 240, 0.35), transparent 50%),
    ${theme.colors.dark};
  color: ${theme.colors.surface};
  *:focus-visible {
    outline-color: ${theme.colors.surface};
  }
  ${media.md} {
    padding: calc(${theme.navbarHeight}px + 64px) 24px 96px;
  }
`;
const Inner = styled.div`
  max-width: ${theme.widths.content}px;
  margin: 0 auto;
  display: grid;
  gap: 40px;
  align-items: center;
  ${media.lg} {
    grid-template-columns: 3fr 2fr;
  }
`;
const Copy = styled.div`
  max-width: 680px;
`;
const Eyebrow = styled.p`
  display: inline-block;
  margin: 0 0 16px;
  padding: 4px 12px;
  border-radius: ${theme.radius.pill}px;
  color: ${theme.colors.blue100};
  font-size: 0.9rem;
  font-weight: 600;
  border: 1px solid rgba(230, 236, 255, 0.4);
`;
const Title = styled.h1`
  margin: 0 0 16px;
  font-size: 2.2rem;
  line-height: 1.1;
  letter-spacing: -0.02em;
  ${media.md} {
    font-size: 3.2rem;
  }
`;
const Text = styled.p`
  margin: 0 0 28px;
  font-size: 1.15rem;
  color: ${theme.colors.blue100};
`;
const Art = styled.svg`
  display: none;
  width: 100%;
  max-width: 360px;
  height: auto;
  justify-self: center;
  ${media.lg} {
    display: block;
  }
`;
