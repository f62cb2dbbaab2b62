/**
 * The edition's subjects as links, each in its catalogue colour and icon with its number of
 * public knows (landing props, server/knows/landing-knows.ts). Editions without a catalogue have no
 * such section: the popular knows above it and the browse page (/subjects) take its place.
 */
import { styled } from 'next-yak';
import { useTranslation } from '@/lib/i18n/use-translation';
import type { LandingSubject } from '@/lib/pages/landing-data';
import { SubjectIcon } from '@/components/ui/subject-icon';
import { AppLink } from '@/components/ui/app-link';
import { media, theme } from '@/styles/theme';
import { Inner, Lead, Section, SectionTitle } from '@/components/shared/landing-section';
import { AllLink } from './all-link';

export function SubjectsTeaser({ subjects }: { subjects: LandingSubject[] }) {
  const { t } = useTranslation('home');
  return (
    <Section aria-labelledby="subjects-title">
      <Inner>
        <SectionTitle id="subjects-title">{t('subjects.title')}</SectionTitle>
        <Lead>{t('subjects.lead')}</Lead>
        <List>
          {subjects.map((s) => (
            <li key={s.id}>
              <SubjectLink to={`/subjects/${s.slug}`}>
                <SubjectIcon icon={s.icon} color={s.color} size={36} />
                <Name>
                  {s.name}
                  {s.knowCount > 0 && <Count>{t('subjects.count', { count: s.knowCount })}</Count>}
                </Name>
              </SubjectLink>
            </li>
          ))}
        </List>
        <AllLink to="/subjects">{t('subjects.all')}</AllLink>
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
  display: flex; align-items: center; gap: 10px;
  min-height: 56px;
  padding: 10px 12px;
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
const Name = styled.span`
  display: flex; flex-direction: column;
  min-width: 0;
`;
const Count = styled.span`
  color: ${theme.colors.inkMuted};
  font-size: 0.8rem;
  font-weight: 500;
`;
