/**
 * Most pages are the shell, a head whose title is one translation, and one view: this makes such
 * a page from what varies (the head's keys, the view), so each page file says only that. A page
 * still exports its own getStaticProps/getServerSideProps and wraps the result in withQueryClient
 * where it reads data (Next takes both from the page module).
 */
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { PageHead } from '@/components/shared/page-head';
import type { Namespace } from '@/lib/i18n/translations';
import type { TFunction } from 'i18next';
import type { ShellPageProps } from '@/lib/pages/static-page-props';
import { PageShell } from './page-shell';

/** The page head as keys of `namespace`: the title and description are `t(key, values)`. */
interface TranslatedHead {
  namespace: Namespace;
  title: string;
  description?: string;
  /** Interpolation values of the title and description. */
  values?: Record<string, string>;
  noindex?: boolean;
}

type Translate = TFunction;

/**
 * `name` is the component's name in React's devtools and warnings; `view` renders the page's
 * content from its props and the `t` of the head's namespace.
 */
export function shellPage<P extends ShellPageProps = ShellPageProps>(
  name: string,
  { head, view }: { head: TranslatedHead; view: (props: P, t: Translate) => ReactNode },
): ComponentType<P> {
  const { namespace, title, description, values, noindex } = head;
  function ShellPage(props: P) {
    const { t } = useTranslation(namespace);
    // Key-only calls stay key-only: the server's `t` remembers those (lib/i18n/app-with-translation.ts).
    const text = (key: string) => (values ? t(key, values) : t(key));
    return (
      <PageShell shell={props.shell}>
        <PageHead title={text(title)} description={description && text(description)} noindex={noindex} />
        {view(props, t)}
      </PageShell>
    );
  }
  ShellPage.displayName = name;
  return ShellPage;
}
