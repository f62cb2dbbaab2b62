/**
 * The TanStack Query keys of the client's reads, written once (decision 0012). A module of its
 * own, without the API client, so that pages which load lib/api modules on demand (the know
 * page for visitors) can still share the cache and invalidate by key.
 */
export const knowKeys = {
  all: ['knows'] as const,
  detail: (uuid: string) => ['knows', 'detail', uuid] as const,
  feed: (type: 'popular' | 'new', language: string) => ['knows', 'feed', type, language] as const,
  list: (params: Readonly<Record<string, string | number | undefined>>) => ['knows', 'list', params] as const,
  mine: () => ['knows', 'mine'] as const,
  saved: (folderUuid?: string | null) => ['knows', 'saved', folderUuid ?? null] as const,
  /** Every library list (all saved, each folder). */
  savedAll: ['knows', 'saved'] as const,
};

export const folderKeys = { all: ['folders'] as const };

export const flashcardKeys = {
  decks: ['flashcards', 'decks'] as const,
  set: (knowUuid: string) => ['flashcards', 'sets', knowUuid] as const,
};

export const userKeys = {
  profilePicture: (uuid: string, version: string | null) => ['users', uuid, 'profile-picture', version] as const,
  usernameAvailable: (username: string) => ['users', 'usernames', username] as const,
};

export const countryKeys = { regions: (countryId: number) => ['countries', countryId, 'regions'] as const };

export const twoFactorKeys = { status: (userUuid: string) => ['two-factor', userUuid] as const };
export const sessionKeys = { all: ['sessions'] as const };

export const knowerKeys = { profile: (uuid: string) => ['knowers', uuid, 'profile'] as const };

/** A knower's earnings (balances, ledger pages) and payout requests (limit, history pages). */
export const earningsKeys = {
  all: (knowerUuid: string) => ['earnings', knowerUuid] as const,
  balances: (knowerUuid: string) => ['earnings', knowerUuid, 'balances'] as const,
  ledger: (knowerUuid: string) => ['earnings', knowerUuid, 'ledger'] as const,
};
export const payoutKeys = {
  all: (knowerUuid: string) => ['payouts', knowerUuid] as const,
  limit: (knowerUuid: string) => ['payouts', knowerUuid, 'limit'] as const,
  history: (knowerUuid: string) => ['payouts', knowerUuid, 'history'] as const,
};

export const aiKeys = {
  allowance: ['ai', 'allowance'] as const,
  mockExams: ['ai', 'mock-exams'] as const,
  mockExam: (uuid: string) => ['ai', 'mock-exams', uuid] as const,
  chats: (kind: string) => ['ai', 'chats', kind] as const,
  chat: (uuid: string) => ['ai', 'chat', uuid] as const,
  learningBot: (uuid: string) => ['ai', 'learning-bot', uuid] as const,
};

export const chatKeys = {
  all: ['chats'] as const,
  list: ['chats', 'list'] as const,
  detail: (uuid: string) => ['chats', 'detail', uuid] as const,
  history: (uuid: string) => ['chats', 'history', uuid] as const,
  preview: (uuid: string) => ['chats', 'preview', uuid] as const,
  image: (url: string) => ['chats', 'image', url] as const,
  reviewReports: (status: string) => ['chats', 'review-reports', status] as const,
};

export const reviewKeys = {
  knows: (filter: Readonly<Record<string, string | number | undefined>>) => ['review', 'knows', filter] as const,
  payouts: (state: string) => ['review', 'payouts', state] as const,
  payout: (uuid: string) => ['review', 'payout', uuid] as const,
};

export const competitionKeys = {
  detail: (country: string) => ['competitions', country] as const,
  leaderboard: (country: string, viewer: string | null) => ['competitions', country, 'leaderboard', viewer] as const,
  claim: (accessToken: string | null, viewer: string | null) => ['competitions', 'claim', accessToken, viewer] as const,
};

/** Polls (decision 0039): one per uuid, personalised by who is signed in (myVote, results). */
export const pollKeys = { one: (uuid: string, userUuid: string | null) => ['polls', uuid, userUuid] as const };
/** Followed topics and the quiz of one (a new quiz each time the key is fetched). */
export const topicKeys = {
  all: ['topics'] as const,
  follows: ['topics', 'follows'] as const,
  quiz: (topicUuid: string) => ['topics', topicUuid, 'quiz'] as const,
};

export const proPlanKeys = {
  subscription: (userUuid: string) => ['pro-plan', 'subscription', userUuid] as const,
  checkout: (checkoutId: string) => ['pro-plan', 'checkout', checkoutId] as const,
  prices: (country: string) => ['pro-plan', 'prices', country] as const,
};

/** Match rounds and the study progress page (decision 0069). */
export const studyKeys = {
  progress: ['flashcards', 'progress'] as const,
  matchRound: (knowUuid: string, round: number) => ['flashcards', 'sets', knowUuid, 'match', round] as const,
};
