/** An empty library list: what is missing and where to go next (the shared EmptyState). */
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { useEdition } from '@/lib/edition/use-edition';
import { localeHref } from '@/lib/links/locale-path';

export interface LibraryEmptyProps {
  text: string;
  actions?: { to: string; label: string; query?: Record<string, string> }[];
}

export function LibraryEmpty({ text, actions = [] }: LibraryEmptyProps) {
  const { locale } = useEdition();
  return (
    <EmptyState
      text={text}
      actions={
        actions.length > 0 &&
        actions.map((a, i) => (
          <ButtonLink key={a.to} $variant={i === 0 ? 'primary' : 'secondary'} href={localeHref(locale.locale, a.to, a.query)}>
            {a.label}
          </ButtonLink>
        ))
      }
    />
  );
}
