/**
 * /app/review (issue 11 §2, decision 0028): knows waiting for review, oldest first, filtered by
 * edition and subject; the chosen know beside its documents and the decision. J/K move through
 * the queue, P publishes, R opens the rejection reason. A decided know leaves the list and the
 * next one is chosen, so a reviewer can work through the queue by keyboard alone.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { styled } from 'next-yak';
import { unstyledList } from '@/components/ui/unstyled-list';
import { countryName } from '@/lib/knowers/country-name';
import { EmptyState } from '@/components/ui/empty-state';
import { SelectField, SelectOptions } from '@/components/ui/form-fields';
import type { Know } from '@/lib/api/know-types';
import { useReviewKnows } from '@/lib/api/review';
import { getSubjects } from '@/lib/config/catalogue';
import { isCountryCode, type CountryCode } from '@/lib/config/countries';
import { EDITIONS } from '@/lib/config/editions';
import { useEdition } from '@/lib/edition/use-edition';
import { useSessionStore } from '@/stores/session-store';
import { media, theme } from '@/styles/theme';
import { KnowReviewDetail } from './know-review-detail';
import { formatWhen } from './format-when';
import { ReviewQueueList } from './review-queue-list';
import { ReviewShortcuts } from './review-shortcuts';
import { useReviewKeys } from './use-review-keys';

const LAUNCHED = EDITIONS.filter((e) => e.country.isLaunched).map((e) => e.country.code);

export function KnowReviewView() {
  const { t } = useTranslation(['review', 'errors']);
  const { locale } = useEdition();
  // The reviewer's own editions (decision 0050): the server lists no other edition's knows anyway.
  const own = useSessionStore((s) => s.user?.reviewerEditions);
  const editions = own ? LAUNCHED.filter((code) => own.includes(code)) : LAUNCHED;
  const [country, setCountry] = useState<CountryCode | undefined>(undefined);
  const [subjectId, setSubjectId] = useState<number | undefined>(undefined);
  const subjects = useMemo(() => (country ? getSubjects(country) : []), [country]);
  const list = useReviewKnows({ country, subjectId });
  const knows = list.items;
  const [selected, setSelected] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const itemRefs = useRef(new Map<string, HTMLButtonElement>());

  const current = knows.find((k) => k.uuid === selected) ?? knows[0] ?? null;
  const index = current ? knows.indexOf(current) : -1;

  // Keep the chosen know in view when the keyboard moves it.
  useEffect(() => {
    if (current) itemRefs.current.get(current.uuid)?.scrollIntoView({ block: 'nearest' });
  }, [current]);

  const move = (step: number) => {
    if (knows.length === 0) return;
    const next = knows[Math.min(knows.length - 1, Math.max(0, index + step))]!;
    setSelected(next.uuid);
    if (step > 0 && index + step >= knows.length - 1 && list.hasMore) list.loadMore();
  };

  const decided = (know: Know, message: string) => {
    // The next know takes the decided one's place (or the one before it at the end).
    const rest = knows.filter((k) => k.uuid !== know.uuid);
    setSelected(rest[Math.min(index, rest.length - 1)]?.uuid ?? null);
    list.drop(know.uuid);
    setAnnouncement(message);
    if (rest.length < 3 && list.hasMore) list.loadMore();
  };

  // P and R belong to the chosen know's decision panel (KnowReviewDetail).
  useReviewKeys({ j: () => move(1), k: () => move(-1) });

  return (
    <>
      <Filters aria-label={t('review:knows.filters')}>
        <SelectField
          label={t('review:knows.edition')}
          value={country ?? ''}
          onChange={(e) => {
            const value = e.target.value;
            setCountry(isCountryCode(value) ? value : undefined);
            setSubjectId(undefined);
            setSelected(null);
          }}
        >
          <SelectOptions
            empty={t('review:knows.allEditions')}
            options={editions.map((code) => ({ value: code, label: countryName(code, locale.htmlLang) }))}
          />
        </SelectField>
        <SelectField
          label={t('review:knows.subject')}
          value={subjectId ?? ''}
          disabled={subjects.length === 0}
          hint={country ? undefined : t('review:knows.subjectHint')}
          onChange={(e) => {
            setSubjectId(e.target.value ? Number(e.target.value) : undefined);
            setSelected(null);
          }}
        >
          <SelectOptions
            empty={t('review:knows.allSubjects')}
            options={subjects.map((s) => ({ value: s.id, label: s.name }))}
          />
        </SelectField>
      </Filters>
      <ReviewShortcuts
        items={[
          { key: 'J', label: t('review:shortcuts.next') },
          { key: 'K', label: t('review:shortcuts.previous') },
          { key: 'P', label: t('review:shortcuts.publish') },
          { key: 'R', label: t('review:shortcuts.reject') },
        ]}
      />
      <ReviewQueueList kind="knows" list={list} announcement={announcement}>
        {knows.length === 0 ? (
          <EmptyState title={t('review:knows.emptyTitle')} text={t('review:knows.emptyText')} />
        ) : (
          <Layout>
            <Queue aria-labelledby="review-queue-title">
              <h2 id="review-queue-title">{t('review:knows.count', { count: list.total })}</h2>
              <ol>
                {knows.map((know, i) => (
                  <li key={know.uuid}>
                    <QueueItem
                      type="button"
                      ref={(el) => {
                        if (el) itemRefs.current.set(know.uuid, el);
                        else itemRefs.current.delete(know.uuid);
                      }}
                      aria-current={know.uuid === current?.uuid ? 'true' : undefined}
                      onClick={() => setSelected(know.uuid)}
                    >
                      <strong>{know.title}</strong>
                      <span>
                        {[
                          t('review:knows.position', { position: i + 1, total: list.total }),
                          countryName(know.countryCode, locale.htmlLang),
                          know.subject?.name,
                          formatWhen(know.createdOn, locale.dateLocale),
                        ]
                          .filter(Boolean)
                          .join(' · ')}
                      </span>
                    </QueueItem>
                  </li>
                ))}
              </ol>
            </Queue>
            {current && <KnowReviewDetail key={current.uuid} know={current} onDecided={decided} />}
          </Layout>
        )}
      </ReviewQueueList>
    </>
  );
}

const Filters = styled.section`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 280px));
  gap: 12px;
  margin-bottom: 12px;
  ${media.mobile} {
    grid-template-columns: 1fr;
  }
`;
const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(240px, 320px) minmax(0, 1fr);
  gap: 20px;
  align-items: start;
  ${media.mobile} {
    grid-template-columns: 1fr;
  }
`;
const Queue = styled.section`
  h2 {
    margin: 0 0 8px;
    font-size: 1rem;
  }
  ol {
    ${unstyledList};
    display: flex; flex-direction: column; gap: 6px;
    max-height: 70vh;
    overflow-y: auto;
  }
  ${media.mobile} {
    ol {
      max-height: 40vh;
    }
  }
`;
const QueueItem = styled.button`
  width: 100%;
  display: flex; flex-direction: column; gap: 2px;
  padding: 10px 12px;
  border: 1px solid ${theme.colors.line};
  border-radius: ${theme.radius.lg}px;
  background: #fff;
  color: ${theme.colors.ink};
  text-align: left;
  font: inherit;
  cursor: pointer;
  strong {
    overflow-wrap: anywhere;
  }
  span {
    color: ${theme.colors.inkMuted};
    font-size: 0.85rem;
  }
  &[aria-current='true'] {
    border-color: ${theme.colors.blue700};
    box-shadow: inset 4px 0 0 ${theme.colors.blue700};
    background: ${theme.colors.blue100};
  }
`;
