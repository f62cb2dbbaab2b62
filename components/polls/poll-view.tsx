/**
 * /polls/{uuid}: the question, its options and, once the viewer voted (or the poll closed), the
 * results with bars, refreshed while the poll is open. Visitors read the question and get a
 * sign-in that returns here; a chat poll shows visitors only the sign-in (members only).
 * Strings: namespace `polls`.
 */
import { useTranslation } from '@/lib/i18n/use-translation';
import { styled, css } from 'next-yak';
import { currentPageForRedirect } from '@/components/shared/redirect';
import { PageHead } from '@/components/shared/page-head';
import { PageShell } from '@/components/shell/page-shell';
import { ContentColumn } from '@/components/shared/content-layout';
import { ButtonLink } from '@/components/ui/button';
import { MessagePanel } from '@/components/ui/message-panel';
import { usePoll, useVote, type Poll } from '@/lib/api/polls';
import { useEdition } from '@/lib/edition/use-edition';
import { useHasMounted } from '@/lib/hooks/use-has-mounted';
import { localeHref } from '@/lib/links/locale-path';
import { notifyError } from '@/lib/notifications/toast';
import type { ShellData } from '@/lib/pages/shell-data';
import { useSessionStore } from '@/lib/session/session-store';
import { theme } from '@/styles/theme';
import { formatDateTime } from '@/lib/dates';

export interface PollViewProps {
  shell: ShellData;
  uuid: string;
  /** The poll as a visitor sees it; null for a chat poll (members only). */
  poll: Poll | null;
}

function useSignInHref(uuid: string) {
  const { locale } = useEdition();
  const redirect = typeof window === 'undefined' ? localeHref(locale.locale, `/polls/${uuid}`) : currentPageForRedirect();
  return localeHref(locale.locale, '/auth/signin', { redirect });
}

export function PollView({ shell, uuid, poll }: PollViewProps) {
  const { t } = useTranslation('polls');
  const mounted = useHasMounted();
  const token = useSessionStore((s) => s.token);
  const user = useSessionStore((s) => s.user);
  const signInHref = useSignInHref(uuid);
  const signedIn = mounted && !!token;
  return (
    <PageShell shell={shell}>
      <PageHead title={poll ? poll.question : t('membersOnly.title')} description={t('metaDescription')} path={`/polls/${uuid}`} alternateLocales={[]} noindex />
      <ContentColumn>
        {poll ? (
          <PollBody initial={poll} signedIn={signedIn} userUuid={signedIn ? (user?.uuid ?? null) : null} signInHref={signInHref} />
        ) : signedIn && user ? (
          <PollBody initial={null} signedIn userUuid={user.uuid} signInHref={signInHref} uuid={uuid} />
        ) : (
          <MessagePanel title={t('membersOnly.title')} message={t('membersOnly.text')} actionLabel={t('signIn')} actionHref={signInHref} />
        )}
      </ContentColumn>
    </PageShell>
  );
}

/**
 * The poll itself: question, options (buttons while the viewer can vote), results. `inChat` is the
 * card inside a chat message (issue 22 §4): a smaller heading, no page margins.
 */
export function PollBody({
  initial, signedIn, userUuid, signInHref, uuid, inChat = false,
}: { initial: Poll | null; signedIn: boolean; userUuid: string | null; signInHref: string; uuid?: string; inChat?: boolean }) {
  const { t } = useTranslation('polls');
  const { locale } = useEdition();
  const query = usePoll(initial, uuid ?? initial!.uuid, userUuid, !signedIn || !!userUuid);
  const vote = useVote(uuid ?? initial!.uuid, userUuid);
  const poll = query.data ?? initial;
  if (!poll) {
    if (query.isError) return <MessagePanel title={t('notFound.title')} message={t('notFound.text')} actionLabel={t('notFound.action')} actionHref={localeHref(locale.locale, '/')} />;
    return <p role="status">{t('loading')}</p>;
  }
  const showResults = poll.totalVotes !== null;
  const canVote = signedIn && !poll.closed;
  const onVote = (option: number) => {
    if (!canVote || vote.isPending || option === poll.myVote) return;
    vote.mutate(option, { onError: (e) => notifyError(e) });
  };
  return (
    <Card aria-labelledby={`poll-question-${poll.uuid}`} $inChat={inChat} data-testid={inChat ? 'chat-poll' : undefined}>
      {inChat ? <h3 id={`poll-question-${poll.uuid}`}>📊 {poll.question}</h3> : <h1 id={`poll-question-${poll.uuid}`}>{poll.question}</h1>}
      <Meta>
        {poll.creator && <span>{t('by', { name: poll.creator.name })}</span>}
        <span>
          {poll.closed
            ? t('closed', { date: poll.closesOn ? formatDateTime(poll.closesOn, locale.dateLocale) : '' })
            : poll.closesOn
              ? t('closesOn', { date: formatDateTime(poll.closesOn, locale.dateLocale) })
              : t('open')}
        </span>
      </Meta>
      <Options role="list" aria-label={t('optionsLabel')}>
        {poll.options.map((option, i) => {
          const share = showResults && poll.totalVotes ? Math.round(((option.votes ?? 0) / poll.totalVotes) * 100) : 0;
          const mine = poll.myVote === i;
          const content = (
            <>
              {showResults && <Bar aria-hidden="true" style={{ transform: `scaleX(${share / 100})` }} />}
              <Label>
                {option.text}
                {mine && <Mine> · {t('yourVote')}</Mine>}
              </Label>
              {showResults && <Count>{t('result', { percent: share, count: option.votes ?? 0 })}</Count>}
            </>
          );
          return (
            <li key={i}>
              {canVote ? (
                <OptionButton type="button" aria-pressed={mine} onClick={() => onVote(i)} disabled={vote.isPending} $mine={mine}>
                  {content}
                </OptionButton>
              ) : (
                <OptionBox $mine={mine}>{content}</OptionBox>
              )}
            </li>
          );
        })}
      </Options>
      <p role="status" aria-live="polite">
        {showResults
          ? t('total', { count: poll.totalVotes ?? 0 })
          : canVote
            ? t('voteToSee')
            : ''}
        {showResults && canVote && poll.myVote !== null ? ` ${t('changeHint')}` : ''}
      </p>
      {!signedIn && !poll.closed && (
        <ButtonLink $variant="primary" href={signInHref}>
          {t('signInToVote')}
        </ButtonLink>
      )}
    </Card>
  );
}

const Card = styled.section<{ $inChat: boolean }>`
  max-width: 640px;
  margin: ${(p) => (p.$inChat ? '0' : '32px 0')};
  h1, h3 { margin: 0 0 8px; }
  h3 { font-size: 1.05rem; }
  ${(p) => (p.$inChat ? 'min-width: min(320px, 100%);' : '')}
`;
const Meta = styled.p`
  display: flex; flex-wrap: wrap; gap: 12px;
  margin: 0 0 20px;
  color: ${theme.colors.inkMuted};
`;
const Options = styled.ul`
  list-style: none;
  margin: 0 0 16px;
  padding: 0;
  display: grid;
  gap: 10px;
`;
const optionStyles = css`
  position: relative;
  display: flex; align-items: center; justify-content: space-between; gap: 12px;
  width: 100%;
  min-height: 48px;
  padding: 10px 16px;
  overflow: hidden;
  border-radius: ${theme.radius.md}px;
  background: ${theme.colors.surface};
  color: ${theme.colors.ink};
  font: inherit;
  text-align: left;
`;
const OptionButton = styled.button<{ $mine: boolean }>`
  ${optionStyles};
  border: 2px solid ${(p) => (p.$mine ? theme.colors.blue700 : theme.colors.line)};
  cursor: pointer;
  &:hover:not(:disabled) { border-color: ${theme.colors.blue500}; }
  &:focus-visible { outline: 3px solid ${theme.colors.focus}; outline-offset: 2px; }
`;
const OptionBox = styled.div<{ $mine: boolean }>`
  ${optionStyles};
  border: 2px solid ${(p) => (p.$mine ? theme.colors.blue700 : theme.colors.line)};
`;
const Bar = styled.span`
  position: absolute;
  inset: 0;
  background: ${theme.colors.blue100};
  transform-origin: left;
  transition: transform 300ms ease;
`;
const Label = styled.span`
  position: relative;
  font-weight: 600;
`;
const Mine = styled.span`
  font-weight: 400;
  color: ${theme.colors.blue700};
`;
const Count = styled.span`
  position: relative;
  color: ${theme.colors.inkMuted};
  white-space: nowrap;
`;
