/**
 * The frame of an /about/* page: the light shell, the head and the hero, each text under the
 * page's own key in the about texts (`{page}.metaTitle`, `.metaDescription`, `.eyebrow`, `.title`,
 * `.lead`). The page passes the hero's actions and aside, and its sections as children.
 */
import type { ReactNode } from 'react';
import { PageShell } from '@/components/shell/page-shell';
import type { ShellPageProps } from '@/lib/pages/static-page-props';
import { AboutHero, useAboutText } from './about-layout';
import { PageHead } from './page-head';

interface AboutPageProps extends ShellPageProps {
  /** The page's key in the about texts: advertise, calendly, company, download, safety. */
  page: string;
  /** Calls to action under the hero's lead. */
  heroActions?: ReactNode;
  /** The hero's second column on large screens. */
  heroAside?: ReactNode;
  children: ReactNode;
}

export function AboutPage({ shell, page, heroActions, heroAside, children }: AboutPageProps) {
  const { text } = useAboutText();
  return (
    <PageShell shell={shell} header="light">
      <PageHead title={text(`${page}.metaTitle`)} description={text(`${page}.metaDescription`)} />
      <AboutHero eyebrow={text(`${page}.eyebrow`)} title={text(`${page}.title`)} lead={text(`${page}.lead`)} aside={heroAside}>
        {heroActions}
      </AboutHero>
      {children}
    </PageShell>
  );
}
