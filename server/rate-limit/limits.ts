/**
 * Every rate limit of the API in one table (decision 0014): what is counted, per what key, how
 * many per window. The sign-in limits come from settings (server/env.ts); the rest are fixed.
 */
import type { ServerEnv } from '../env';
import type { Limit } from './service';

export type Bucket =
  | 'login-ip'
  | 'login-account-client'
  | 'login-account'
  | 'signup-ip'
  | 'resend-confirmation'
  | 'forgot-password-email'
  | 'forgot-password-ip'
  | 'relay-ip'
  | 'username-lookup-ip'
  | 'upload-user'
  | 'know-create-user'
  | 'know-reaction-user'
  | 'know-view'
  | 'two-factor-account'
  | 'captcha-challenge-ip'
  | 'data-export-user'
  | 'data-export-download'
  | 'chat-message-user'
  | 'chat-create-user'
  | 'report-user'
  | 'ai-generate-user'
  | 'poll-create-user'
  | 'engaged-read-user'
  | 'pro-activate-user'
  | 'pro-activate-ip';

type FixedBucket = Exclude<Bucket, 'login-ip' | 'login-account-client' | 'login-account'>;

const FIXED: Record<FixedBucket, { max: number; windowSeconds: number }> = {
  /** POST /users per client IP. */
  'signup-ip': { max: 100, windowSeconds: 3_600 },
  /** POST /accounts/{id}/resendconfirmation per user: confirmation mails. */
  'resend-confirmation': { max: 5, windowSeconds: 3_600 },
  /** POST /accounts/forgot-password per address: reset mails to one mailbox. */
  'forgot-password-email': { max: 5, windowSeconds: 3_600 },
  /** POST /accounts/forgot-password per client IP. */
  'forgot-password-ip': { max: 20, windowSeconds: 3_600 },
  /** POST /fb-events and /tiktok-events per client IP. */
  'relay-ip': { max: 600, windowSeconds: 60 },
  /** GET /users/usernames/{username} per client IP: enough for a sign-up form, not for a crawl. */
  'username-lookup-ip': { max: 60, windowSeconds: 60 },
  /** POST /uploads per user. */
  'upload-user': { max: 60, windowSeconds: 3_600 },
  /** POST /knows per user. */
  'know-create-user': { max: 60, windowSeconds: 3_600 },
  /** like, unlike, save, unsave per user. */
  'know-reaction-user': { max: 120, windowSeconds: 60 },
  /** A viewer (user or device) counts one view per know and hour. */
  'know-view': { max: 1, windowSeconds: 3_600 },
  /**
   * Two-factor codes checked per account (sign-in, enrolment, disabling; decision 0021): 10 per
   * hour, one more every 6 minutes after that. A right code gives its hit back.
   */
  'two-factor-account': { max: 10, windowSeconds: 3_600 },
  /** GET /auth/captcha/challenge per client IP: each costs the server one key derivation. */
  'captcha-challenge-ip': { max: 60, windowSeconds: 60 },
  /** POST /data-exports per user: each link streams every file of the account once. */
  'data-export-user': { max: 5, windowSeconds: 86_400 },
  /** A download link works once (key: the link's id); its window outlives the link. */
  'data-export-download': { max: 1, windowSeconds: 3_600 },
  /** Chat messages per sender (all chats, every kind; decision 0037): a burst of 30, then one every 2 s. */
  'chat-message-user': { max: 30, windowSeconds: 60 },
  /** New chats (direct or group) and members added, per user. */
  'chat-create-user': { max: 60, windowSeconds: 3_600 },
  /** Reports (message, user, know) per reporter. */
  'report-user': { max: 30, windowSeconds: 3_600 },
  /**
   * Pro activations with a wrong uuid or code (decision 0051), per account and per client IP over
   * all accounts; a right code gives its hit back. Counted before the code is checked, so a right
   * code past the limit is refused too until the window frees a place.
   */
  'pro-activate-user': { max: 10, windowSeconds: 3_600 },
  'pro-activate-ip': { max: 30, windowSeconds: 3_600 },
  /** New polls per creator (decision 0039); a poll in a chat also counts as a chat message. */
  'poll-create-user': { max: 20, windowSeconds: 3_600 },
  /**
   * Engaged reads a reader may record (decision 0058): each one can be paid, so a script that
   * opens knows in bulk stops here. 120 an hour is more than a person reads for 30 s each.
   */
  'engaged-read-user': { max: 120, windowSeconds: 3_600 },
  /**
   * AI summaries, mock exams and chat answers per user (issue 12, decision 0035): a burst guard
   * on top of the monthly tutoring minutes, which bound the month.
   */
  'ai-generate-user': { max: 20, windowSeconds: 60 },
};

export function limitFor(bucket: FixedBucket, key: string): Limit {
  return { bucket, key, ...FIXED[bucket] };
}

/**
 * Failed sign-ins (and password re-checks) are counted three ways: per account and client IP
 * (the tight one: it stops a guesser without locking the owner out from elsewhere), per client
 * IP over all accounts, and per account over all clients (a high ceiling against many IPs).
 */
export function signInLimits(env: ServerEnv, accountKey: string, ip: string): Limit[] {
  const windowSeconds = env.LOGIN_FAILURE_WINDOW_SECONDS;
  return [
    { bucket: 'login-ip', key: ip, max: env.LOGIN_MAX_FAILURES_PER_IP, windowSeconds },
    { bucket: 'login-account-client', key: `${accountKey}|${ip}`, max: env.LOGIN_MAX_FAILURES_PER_CLIENT, windowSeconds },
    { bucket: 'login-account', key: accountKey, max: env.LOGIN_MAX_FAILURES_PER_ACCOUNT, windowSeconds },
  ];
}
