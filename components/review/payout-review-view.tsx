/**
 * /app/review/payouts (issue 11 §2/§4, decision 0028): payout requests oldest first, open ones
 * (requested or approved) by default; approve, mark paid once the money is sent, or reject with a
 * reason (the amount returns to the knower's balance). A request decided elsewhere meanwhile is
 * said as such and the list is loaded again. An IBAN shows masked to its last four characters;
 * the reviewer opens the whole number when paying (the decision view, recorded: decision 0050).
 */
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { styled } from 'next-yak';
import { fromTable } from '@/components/ui/style-table';
import { countryName } from '@/lib/knowers/country-name';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { FormAlert, SelectField } from '@/components/ui/form-fields';
import { toApiError } from '@/lib/api/errors';
import { groupIban } from '@/components/payouts/payout-request-values';
import { useDecidePayout, useReviewPayoutDetail, useReviewPayouts, type ReviewPayout } from '@/lib/api/review';
import { PAYOUT_QUEUE_FILTERS, type PayoutDecisionBody, type PayoutQueueFilter } from '@/lib/contract/review';
import { useEdition } from '@/lib/edition/use-edition';
import { formatMoney } from '@/lib/money/format-money';
import { errorToastText } from '@/lib/notifications/toast';
import { media, theme } from '@/styles/theme';
import { formatWhen } from './format-when';
import { ReviewFacts } from './review-facts';
import { ReviewQueueList } from './review-queue-list';
import { RejectForm } from './reject-form';

export function PayoutReviewView() {
  const { t } = useTranslation(['review', 'errors']);
  const [state, setState] = useState<PayoutQueueFilter>('OPEN');
  const list = useReviewPayouts(state);
  const [announcement, setAnnouncement] = useState('');

  const changed = (request: ReviewPayout, message: string) => {
    setAnnouncement(message);
    // Still listed under this filter (approved, in the open ones): shown in its new state.
    const stays = state === 'OPEN' ? request.state === 'APPROVED' : request.state === state;
    if (stays) list.replace(request);
    else list.drop(request.uuid);
  };

  return (
    <>
      <Filters>
        <SelectField label={t('review:payouts.state')} value={state} onChange={(e) => setState(e.target.value as PayoutQueueFilter)}>
          {PAYOUT_QUEUE_FILTERS.map((s) => (
            <option key={s} value={s}>
              {t(`review:payouts.filters.${s}`)}
            </option>
          ))}
        </SelectField>
      </Filters>
      <ReviewQueueList kind="payouts" list={list} announcement={announcement}>
        {list.items.length === 0 ? (
          <EmptyState title={t('review:payouts.emptyTitle')} text={t('review:payouts.emptyText')} />
        ) : (
          <section aria-labelledby="payout-queue-title">
            <Count id="payout-queue-title">{t('review:payouts.count', { count: list.total })}</Count>
            <List>
              {list.items.map((request) => (
                <PayoutItem key={request.uuid} request={request} onChanged={changed} onStale={() => list.retry()} />
              ))}
            </List>
          </section>
        )}
      </ReviewQueueList>
    </>
  );
}

function PayoutItem({
  request,
  onChanged,
  onStale,
}: {
  request: ReviewPayout;
  onChanged: (request: ReviewPayout, message: string) => void;
  onStale: () => void;
}) {
  const { t } = useTranslation(['review', 'errors']);
  const { locale } = useEdition();
  const decide = useDecidePayout();
  const [rejecting, setRejecting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const amount = formatMoney(request.amount.amountMinor, request.amount.currency, locale.dateLocale);
  const name = request.knower.user.name || request.knower.user.username;
  const titleId = `payout-${request.uuid}`;

  const submit = (decision: PayoutDecisionBody) => {
    setError(null);
    decide.mutate(
      { uuid: request.uuid, decision },
      {
        onSuccess: (result) => {
          setRejecting(false);
          const key = result.state === 'APPROVED' ? 'approved' : result.state === 'PAID' ? 'paid' : 'rejected';
          onChanged(result, t(`review:payouts.${key}`, { name, amount }));
        },
        onError: (err) => {
          const e = toApiError(err);
          if (e.status === 400 && e.type === 'BadRequestError') {
            setError(t('review:payouts.alreadyDecided'));
            onStale();
            return;
          }
          setError(errorToastText(err, t) ?? t('review:payouts.decisionFailed', { type: e.type }));
        },
      },
    );
  };

  const open = request.state === 'REQUESTED' || request.state === 'APPROVED';
  // The step forward of an open request: a requested one is approved, an approved one paid.
  const next = request.state === 'REQUESTED' ? ({ action: 'APPROVE', key: 'approve' } as const) : ({ action: 'PAY', key: 'pay' } as const);
  return (
    <Item aria-labelledby={titleId}>
      <Head>
        <h2 id={titleId}>
          {amount} · {name}
        </h2>
        <StateBadge $state={request.state}>{t(`review:payouts.states.${request.state}`)}</StateBadge>
      </Head>
      <ReviewFacts $below={12}>
        <div>
          <dt>{t('review:payouts.knower')}</dt>
          <dd>
            @{request.knower.user.username} · {countryName(request.knower.user.country, locale.htmlLang)}
          </dd>
        </div>
        <div>
          <dt>{t(`review:payouts.methods.${request.method}`)}</dt>
          <dd>{request.method === 'IBAN' ? <IbanDetails request={request} amount={amount} name={name} /> : request.maskedDetails}</dd>
        </div>
        <div>
          <dt>{t('review:payouts.requested')}</dt>
          <dd>{formatWhen(request.createdOn, locale.dateLocale)}</dd>
        </div>
        {request.rejectionReason && (
          <div>
            <dt>{t('review:payouts.reason')}</dt>
            <dd>{request.rejectionReason}</dd>
          </div>
        )}
      </ReviewFacts>
      {error && <FormAlert>{error}</FormAlert>}
      {open &&
        (rejecting ? (
          <RejectForm
            id={`payout-reason-${request.uuid}`}
            busy={decide.isPending}
            onSubmit={(reason) => submit({ action: 'REJECT', reason })}
            onCancel={() => setRejecting(false)}
          />
        ) : (
          <Actions>
            <Button
              variant="primary"
              loading={decide.isPending}
              aria-label={t(`review:payouts.${next.key}Named`, { amount, name })}
              onClick={() => submit({ action: next.action })}
            >
              {t(`review:payouts.${next.key}`)}
            </Button>
            <Button
              variant="secondary"
              disabled={decide.isPending}
              aria-label={t('review:payouts.rejectNamed', { amount, name })}
              onClick={() => setRejecting(true)}
            >
              {t('review:payouts.reject')}
            </Button>
          </Actions>
        ))}
    </Item>
  );
}

/** The masked IBAN, and the whole one once the reviewer asks for it (each ask is in the audit trail). */
function IbanDetails({ request, amount, name }: { request: ReviewPayout; amount: string; name: string }) {
  const { t } = useTranslation(['review', 'errors']);
  const [asked, setAsked] = useState(false);
  const detail = useReviewPayoutDetail(request.uuid, asked);
  if (detail.data) return <FullIban data-testid="full-iban">{groupIban(detail.data.details)}</FullIban>;
  const e = detail.error ? toApiError(detail.error) : null;
  return (
    <>
      <span>{request.maskedDetails}</span>{' '}
      <Button
        variant="secondary"
        loading={detail.isFetching}
        aria-label={t('review:payouts.showIbanNamed', { amount, name })}
        title={t('review:payouts.showIbanNote')}
        onClick={() => (e ? void detail.refetch() : setAsked(true))}
      >
        {t('review:payouts.showIban')}
      </Button>
      {e && <FormAlert>{e.handled ? t(e.messageKey) : t('review:payouts.ibanFailed', { type: e.type })}</FormAlert>}
    </>
  );
}

const stateColors: Record<ReviewPayout['state'], { bg: string; fg: string }> = {
  REQUESTED: { bg: '#fff4d6', fg: '#7a5600' },
  APPROVED: { bg: theme.colors.blue100, fg: theme.colors.blue700 },
  PAID: { bg: '#e8f6ee', fg: '#17693b' },
  REJECTED: { bg: '#fdecea', fg: theme.colors.danger },
};

const Filters = styled.div`
  max-width: 320px;
  margin-bottom: 12px;
`;
const Count = styled.h2`
  margin: 0 0 10px;
  font-size: 1rem;
`;
const List = styled.div`
  display: flex; flex-direction: column; gap: 10px;
`;
const Item = styled.article`
  padding: 14px 16px;
  border: 1px solid ${theme.colors.line};
  border-radius: ${theme.radius.lg}px;
  background: #fff;
  ${media.mobile} {
    padding: 12px;
  }
`;
const Head = styled.div`
  display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 8px;
  margin-bottom: 8px;
  h2 {
    margin: 0;
    font-size: 1.1rem;
    overflow-wrap: anywhere;
  }
`;
const StateBadge = styled.span<{ $state: ReviewPayout['state'] }>`
  padding: 2px 10px; border-radius: ${theme.radius.pill}px; font-size: 0.8rem; font-weight: 700;
  background: ${({ $state }) => fromTable(stateColors, $state, 'bg')};
  color: ${({ $state }) => fromTable(stateColors, $state, 'fg')};
`;
const FullIban = styled.span`
  font-family: ui-monospace, SFMono-Regular, Menlo, monospace;
  font-weight: 600;
`;
const Actions = styled.div`
  display: flex; flex-wrap: wrap; gap: 8px;
`;
