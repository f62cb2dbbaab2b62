/**
 * Snapshot builders of the event payload (spec §3): the user (signed in or anonymous), the
 * session, and the search, feed, know, chat, chat-message and AI-chat snapshots that later
 * features attach to their events. Pure functions: callers pass what they know.
 */
import type {
  AiChatSnapshot,
  ChatMessageContentType,
  ChatMessageSnapshot,
  ChatSnapshot,
  FeedSnapshot,
  KnowSnapshot,
  SearchSnapshot,
  SessionSnapshot,
  UserSnapshot,
} from './payload';

/** The stored user (users/me) as far as analytics reads it; unknown fields are ignored. */
export interface AnalyticsUserSource {
  uuid: string;
  knowerUuid?: string | null;
  createdOn?: unknown;
  country?: unknown;
  interfaceLanguage?: unknown;
  contentLanguage?: unknown;
  regionId?: unknown;
  region?: unknown;
  schoolType?: unknown;
  grade?: unknown;
  premiumStatus?: unknown;
  source?: unknown;
  sourceCampaign?: unknown;
  isKnower?: unknown;
  /** Days in a row with a flashcard review; only the server knows it (decision 0069). */
  streak?: unknown;
}

const str = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);
const strOrNum = (v: unknown): string | number | null =>
  typeof v === 'number' && Number.isFinite(v) ? v : str(v);

/** The given value of each key, in the order listed (the payload's field order); null where it is missing. */
function orNulls<T, K extends keyof T>(given: Partial<T>, keys: readonly K[]): { [P in K]: NonNullable<T[P]> | null } {
  return Object.fromEntries(keys.map((key) => [key, given[key] ?? null])) as { [P in K]: NonNullable<T[P]> | null };
}

/** premiumStatus lower-cased; NONE (or nothing) becomes null. */
export function premiumStatusOf(status: unknown): string | null {
  const s = str(status);
  return s === null || s.toUpperCase() === 'NONE' ? null : s.toLowerCase();
}

export function userSnapshot(user: AnalyticsUserSource): UserSnapshot {
  const knowerUuid = str(user.knowerUuid);
  return {
    uuid: user.uuid,
    createdOn: str(user.createdOn),
    country: str(user.country),
    interfaceLanguage: str(user.interfaceLanguage),
    contentLanguage: str(user.contentLanguage),
    region: strOrNum(user.regionId ?? user.region),
    schoolType: str(user.schoolType),
    grade: strOrNum(user.grade),
    streak: typeof user.streak === 'number' && Number.isFinite(user.streak) ? user.streak : null,
    premiumStatus: premiumStatusOf(user.premiumStatus),
    knowerUuid,
    source: str(user.source),
    sourceCampaign: str(user.sourceCampaign),
    isKnower: user.isKnower === true || knowerUuid !== null,
  };
}

/** A visitor: nulls, with the country and interface language of the edition being viewed. */
export function anonymousUserSnapshot(country: string, interfaceLanguage: string): UserSnapshot {
  return {
    uuid: null,
    createdOn: null,
    country,
    interfaceLanguage,
    contentLanguage: null,
    region: null,
    schoolType: null,
    grade: null,
    streak: null,
    premiumStatus: null,
    knowerUuid: null,
    source: null,
    sourceCampaign: null,
    isKnower: false,
  };
}

export function sessionSnapshot(
  uuid: string,
  attribution: { source: string | null; sourceCampaign: string | null },
): SessionSnapshot {
  return { uuid, source: attribution.source, sourceCampaign: attribution.sourceCampaign };
}

export function searchSnapshot(s: Partial<SearchSnapshot>): SearchSnapshot {
  return orNulls(s, ['uuid', 'term', 'requestUuid', 'resultPosition', 'numberOfResults', 'numberOfExactResults', 'type', 'origin']);
}

/** Feed: type popular, content type KNOW, position 0 (spec §3). */
export function feedSnapshot(
  f: Partial<Pick<FeedSnapshot, 'uuid' | 'locationPageName' | 'locationPagePath' | 'resultPosition' | 'numberOfResults'>>,
): FeedSnapshot {
  return {
    ...orNulls(f, ['uuid', 'locationPageName', 'locationPagePath', 'resultPosition']),
    type: 'popular',
    contentType: 'KNOW',
    numberOfResults: f.numberOfResults ?? null,
    position: 0,
  };
}

export function knowSnapshot(k: Partial<KnowSnapshot> & { uuid: string }): KnowSnapshot {
  return { uuid: k.uuid, ...orNulls(k, ['knowerUuid', 'subjectIds', 'subjectNames', 'gradeIds', 'gradeLevels', 'publishedOn', 'format']) };
}

export function chatSnapshot(uuid: string, partnerUserUuid: string | null): ChatSnapshot {
  return { uuid, partnerUserUuid };
}

export interface ChatMessageInput {
  uuid: string;
  createdOn?: string | null;
  senderUserUuid?: string | null;
  receiverUserUuid?: string | null;
  /** A message that shares a know is KNOW, one with an image IMAGE, anything else TEXT. */
  knowUuid?: string | null;
  imageUrl?: string | null;
  /** Set when the message was a predefined (manual) one rather than typed by the user. */
  manualChatMessageId?: string | number | null;
}

export function chatMessageContentType(m: Pick<ChatMessageInput, 'knowUuid' | 'imageUrl'>): ChatMessageContentType {
  if (m.knowUuid) return 'KNOW';
  if (m.imageUrl) return 'IMAGE';
  return 'TEXT';
}

/** Source MANUAL if a manual chat message id exists, else USER_WRITTEN (spec §3). */
export function chatMessageSnapshot(m: ChatMessageInput): ChatMessageSnapshot {
  const manual = m.manualChatMessageId !== null && m.manualChatMessageId !== undefined && m.manualChatMessageId !== '';
  return {
    uuid: m.uuid,
    createdOn: m.createdOn ?? null,
    senderUserUuid: m.senderUserUuid ?? null,
    receiverUserUuid: m.receiverUserUuid ?? null,
    contentType: chatMessageContentType(m),
    source: manual ? 'MANUAL' : 'USER_WRITTEN',
  };
}

export function aiChatSnapshot(a: Partial<AiChatSnapshot>): AiChatSnapshot {
  return {
    messageUuid: a.messageUuid ?? null,
    isBotMessage: a.isBotMessage ?? null,
    promptVariant: a.promptVariant ?? null,
    sessionUuid: a.sessionUuid ?? null,
  };
}
