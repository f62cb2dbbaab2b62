/** An empty library list: what is missing and where to go next. */
import styled from 'styled-components';
import { ButtonLink } from '@/components/ui/button';
import { useEdition } from '@/lib/edition/use-edition';
import { localeHref } from '@/lib/links/locale-path';
import { theme } from '@/styles/theme';

export interface LibraryEmptyProps {
  text: string;
  actions?: { to: string; label: string; query?: Record<string, string> }[];
}

export function LibraryEmpty({ text, actions = [] }: LibraryEmptyProps) {
  const { locale } = useEdition();
  return (
    <Box>
      <p>{text}</p>
      {actions.length > 0 && (
        <Row>
          {actions.map((a, i) => (
            <ButtonLink key={a.to} $variant={i === 0 ? 'primary' : 'secondary'} href={localeHref(locale.locale, a.to, a.query)}>
              {a.label}
            </ButtonLink>
          ))}
        </Row>
      )}
    </Box>
  );
}

const Box = styled.div`
  margin: 20px 0;
  padding: 28px 20px;
  text-align: center;
  border: 1px dashed ${theme.colors.line};
  border-radius: ${theme.radius.webAppCard}px;
  p {
    margin: 0 auto 16px;
    max-width: 520px;
    color: ${theme.colors.inkMuted};
  }
`;
const Row = styled.div`
  display: flex;
  justify-content: center;
  flex-wrap: wrap;
  gap: 10px;
`;
