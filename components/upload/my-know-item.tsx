/**
 * One of the learner's own knows: thumbnail or icon, title linking to the know page, status,
 * private and format badges, size, date, and the edit link. A know in review says it waits; a
 * rejected one shows the reviewer's reason and that a change submits it again (decision 0028).
 */
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { styled } from 'next-yak';
import { fromTable } from '@/components/ui/style-table';
import { Icon } from '@/components/ui/icons';
import { AppLink } from '@/components/ui/app-link';
import type { Know, KnowStatus } from '@/lib/api/know-types';
import { useEdition } from '@/lib/edition/use-edition';
import { knowPath } from '@/lib/knows/know-href';
import { theme } from '@/styles/theme';
import { formatMediumDate } from '@/lib/dates';
import { listRow, thumbnailImage, thumbnailTile } from './list-styles';

function formatDay(iso: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  try {
    return formatMediumDate(date, locale);
  } catch {
    return date.toISOString().slice(0, 10);
  }
}

function Thumb({ know }: { know: Know }) {
  const [failed, setFailed] = useState(false);
  const isFlashcards = know.format === 'FLASHCARDS';
  if (know.thumbnailUrl && !isFlashcards && !failed) {
    return <Img src={know.thumbnailUrl} alt="" loading="lazy" onError={() => setFailed(true)} />;
  }
  return (
    <IconBox aria-hidden="true">
      <Icon name={isFlashcards ? 'flashcards' : 'know'} size={30} />
    </IconBox>
  );
}

export function MyKnowItem({ know }: { know: Know }) {
  const { t } = useTranslation(['upload', 'review']);
  const { locale } = useEdition();
  const path = knowPath(know);
  const size =
    know.format === 'FLASHCARDS' ? t('myKnows.cards', { count: know.flashcardCount }) : t('list.pages', { count: know.pageCount });
  return (
    <Item>
      <Thumb know={know} />
      <Main>
        <Title>
          <AppLink to={path}>{know.title}</AppLink>
        </Title>
        <Badges>
          <Badge $status={know.status}>{t(`myKnows.status.${know.status}`)}</Badge>
          {know.isPrivate && <Badge $status="PRIVATE">{t('myKnows.private')}</Badge>}
          <Badge $status="FORMAT">{t(`myKnows.format.${know.format}`)}</Badge>
        </Badges>
        <Meta>
          {[know.subject?.name, size, formatDay(know.publishedOn ?? know.createdOn, locale.dateLocale)].filter(Boolean).join(' · ')}
        </Meta>
        {know.status === 'IN_REVIEW' && <Note>{t('review:owner.inReview')}</Note>}
        {know.status === 'REJECTED' && (
          <Rejection>
            {know.rejectionReason && <span>{t('review:owner.rejected', { reason: know.rejectionReason })}</span>}{' '}
            <span>{t('review:owner.resubmit')}</span>
          </Rejection>
        )}
      </Main>
      <EditLink to={`${path}/edit`} aria-label={t('myKnows.editNamed', { title: know.title })}>
        {t('myKnows.edit')}
      </EditLink>
    </Item>
  );
}

const badgeColors: Record<KnowStatus | 'PRIVATE' | 'FORMAT', { bg: string; fg: string }> = {
  PUBLISHED: { bg: '#e8f6ee', fg: '#17693b' },
  IN_REVIEW: { bg: '#fff4d6', fg: '#7a5600' },
  DRAFT: { bg: theme.colors.surfaceAlt, fg: theme.colors.inkMuted },
  REJECTED: { bg: '#fdecea', fg: theme.colors.danger },
  PRIVATE: { bg: theme.colors.pink100, fg: '#8c1243' },
  FORMAT: { bg: theme.colors.blue100, fg: theme.colors.blue700 },
};

const Item = styled.li`
  ${listRow};
`;
const Img = styled.img`
  ${thumbnailImage};
  width: 54px;
  height: 72px;
`;
const IconBox = styled.span`
  ${thumbnailTile};
  width: 54px;
  height: 72px;
`;
const Main = styled.div`
  flex: 1 1 200px;
  min-width: 0;
  display: flex; flex-direction: column; gap: 6px;
`;
const Title = styled.h2`
  margin: 0;
  font-size: 1.05rem;
  line-height: 1.3;
  overflow-wrap: break-word;
  a {
    color: ${theme.colors.blue900};
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
`;
const Badges = styled.div`
  display: flex; flex-wrap: wrap; gap: 6px;
`;
const Badge = styled.span<{ $status: keyof typeof badgeColors }>`
  display: inline-flex; align-items: center;
  padding: 2px 10px; border-radius: ${theme.radius.pill}px; font-size: 0.8rem; font-weight: 700;
  background: ${({ $status }) => fromTable(badgeColors, $status, 'bg')};
  color: ${({ $status }) => fromTable(badgeColors, $status, 'fg')};
`;
const Meta = styled.span`
  color: ${theme.colors.inkMuted};
  font-size: 0.9rem;
`;
const Note = styled.p`
  margin: 0;
  color: ${theme.colors.inkMuted};
  font-size: 0.9rem;
`;
const Rejection = styled.p`
  margin: 0;
  padding: 8px 10px;
  border-left: 3px solid ${theme.colors.danger};
  background: #fdecea;
  border-radius: ${theme.radius.sm}px;
  color: ${theme.colors.ink};
  font-size: 0.9rem;
  overflow-wrap: anywhere;
  white-space: pre-line;
`;
const EditLink = styled(AppLink)`
  flex: none;
  margin-left: auto;
  display: inline-flex; align-items: center;
  min-height: 44px;
  padding: 0 16px; border-radius: ${theme.radius.pill}px; color: ${theme.colors.blue900}; font-weight: 600;
  border: 1px solid ${theme.colors.line};
  text-decoration: none;
`;
