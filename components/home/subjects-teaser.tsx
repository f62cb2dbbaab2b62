/** The edition's subjects as links (from the shell data), or a sentence when there are none yet. */
import styled from 'styled-components';
import { useTranslation } from 'next-i18next/pages';
import type { MenuSubject } from '@/lib/pages/shell-data';
import { AppLink } from '@/components/ui/app-link';
import { media, theme } from '@/styles/theme';
import { Inner, Lead, Section, SectionTitle } from './section';

const DOT_COLOURS = Object.values(theme.colors.subject);

export function SubjectsTeaser({ subjects }: { subjects: MenuSubject[] }) {
  const { t } = useTranslation('home');
  return (
    <Section aria-labelledby="subjects-title">
      <Inner>
        <SectionTitle id="subjects-title">{t('subjects.title')}</SectionTitle>
        {subjects.length === 0 ? (
          <Lead>{t('subjects.empty')}</Lead>
        ) : (
          <>
            <Lead>{t('subjects.lead')}</Lead>
            <List>
              {subjects.map((s, i) => (
                <li key={s.id}>
                  <SubjectLink to={`/subjects/${s.slug}`}>
                    <Dot $colour={DOT_COLOURS[i % DOT_COLOURS.length]!} aria-hidden="true" />
                    {s.name}
                  </SubjectLink>
                </li>
              ))}
            </List>
            <AllLink to="/subjects">
              {t('subjects.all')} <span aria-hidden="true">→</span>
            </AllLink>
          </>
        )}
      </Inner>
    </Section>
  );
}

const List = styled.ul`
  list-style: none;
  margin: 0 0 28px;
  padding: 0;
  display: grid;
  /* minmax(0, …): a long subject name wraps instead of widening the page on small phones. */
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 10px;
  ${media.md} {
    grid-template-columns: repeat(3, 1fr);
  }
  ${media.lg} {
    grid-template-columns: repeat(4, 1fr);
  }
`;
const SubjectLink = styled(AppLink)`
  display: flex;
  align-items: center;
  gap: 10px;
  min-height: 48px;
  padding: 10px 14px;
  border: 1px solid ${theme.colors.line};
  border-radius: ${theme.radius.lg}px;
  color: ${theme.colors.ink};
  font-weight: 600;
  text-decoration: none;
  overflow-wrap: anywhere;
  &:hover {
    border-color: ${theme.colors.blue500};
    background: ${theme.colors.blue100};
  }
`;
const Dot = styled.span<{ $colour: string }>`
  flex: none;
  width: 12px;
  height: 12px;
  border-radius: 50%;
  background: ${({ $colour }) => $colour};
`;
const AllLink = styled(AppLink)`
  font-weight: 700;
`;
