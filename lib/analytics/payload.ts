/**
 * The analytics event payload of spec §3, as the ingest (`POST {ANALYTICS_BASE_URL}/events`)
 * accepts it: `name` and `uuid` required, every other field null when unknown. The ingest
 * rejects unknown fields, so nothing else goes in. buildPayload checks at compile time that an
 * EventPayload is what the ingest's contract (lib/contract/analytics.ts) accepts.
 */
import type { AnalyticsEventInput } from '@/lib/contract/analytics';

export type FormFactor = 'phone' | 'tablet' | 'desktop';

export interface UserSnapshot {
  uuid: string | null;
  createdOn: string | null;
  country: string | null;
  interfaceLanguage: string | null;
  contentLanguage: string | null;
  region: string | number | null;
  schoolType: string | null;
  grade: string | number | null;
  streak: number | null;
  premiumStatus: string | null;
  knowerUuid: string | null;
  source: string | null;
  sourceCampaign: string | null;
  isKnower: boolean;
}
export interface SessionSnapshot {
  uuid: string;
  source: string | null;
  sourceCampaign: string | null;
}
export interface DeviceSnapshot {
  formFactor: FormFactor;
  uuid: string | null;
  os: string | null;
  osVersion: string | null;
  /** Screen diagonal in (CSS) pixels. */
  screenSize: number | null;
}
export interface WebSnapshot {
  domain: string | null;
  referrer: string | null;
  userAgent: string | null;
}
export interface SearchSnapshot {
  uuid: string | null;
  term: string | null;
  requestUuid: string | null;
  resultPosition: number | null;
  numberOfResults: number | null;
  numberOfExactResults: number | null;
  type: string | null;
  origin: string | null;
}
export interface FeedSnapshot {
  uuid: string | null;
  locationPageName: string | null;
  locationPagePath: string | null;
  resultPosition: number | null;
  type: 'popular';
  contentType: 'KNOW';
  numberOfResults: number | null;
  position: 0;
}
export interface KnowSnapshot {
  uuid: string;
  knowerUuid: string | null;
  subjectIds: number[] | null;
  subjectNames: string[] | null;
  gradeIds: number[] | null;
  gradeLevels: (string | number)[] | null;
  publishedOn: string | null;
  format: string | null;
}
export interface ChatSnapshot {
  uuid: string;
  partnerUserUuid: string | null;
}
export type ChatMessageContentType = 'KNOW' | 'IMAGE' | 'TEXT';
export interface ChatMessageSnapshot {
  uuid: string;
  createdOn: string | null;
  senderUserUuid: string | null;
  receiverUserUuid: string | null;
  contentType: ChatMessageContentType;
  source: 'MANUAL' | 'USER_WRITTEN';
}
export interface AiChatSnapshot {
  messageUuid: string | null;
  isBotMessage: boolean | null;
  promptVariant: string | null;
  sessionUuid: string | null;
}
export interface PageSnapshot {
  path: string;
  title: string | null;
  [key: string]: unknown;
}

export interface EventPayload {
  name: string;
  uuid: string;
  value: string | number | boolean | null;
  /** Rounded up to a whole number. */
  valueId: number | null;
  referrerScreen: string | null;
  deviceSnippet: DeviceSnapshot | null;
  /** Minutes, as Date#getTimezoneOffset reports them. */
  deviceTimeZoneOffset: number | null;
  platform: 'web';
  appVersion: '1.0.0';
  appBuildNumber: null;
  aiChat: AiChatSnapshot | null;
  activeExperiments: Record<string, string | number | boolean> | null;
  search: SearchSnapshot | null;
  feed: FeedSnapshot | null;
  know: KnowSnapshot | null;
  chat: ChatSnapshot | null;
  chatMessage: ChatMessageSnapshot | null;
  page: PageSnapshot | null;
  user: UserSnapshot | null;
  session: SessionSnapshot | null;
  web: WebSnapshot | null;
}

/**
 * What a caller may set on an event; the context (user, session, device, web) is filled in.
 * name, uuid, platform, appVersion and appBuildNumber are always the pipeline's own.
 */
export type EventExtra = Partial<EventPayload>;

export const PLATFORM = 'web';
export const APP_VERSION = '1.0.0';

/** valueId is rounded up (spec §3); anything that is not a finite number becomes null. */
export function roundValueId(valueId: number | null | undefined): number | null {
  return typeof valueId === 'number' && Number.isFinite(valueId) ? Math.ceil(valueId) : null;
}

export interface EventContext {
  uuid: string;
  user: UserSnapshot;
  session: SessionSnapshot;
  deviceSnippet: DeviceSnapshot | null;
  deviceTimeZoneOffset: number | null;
  activeExperiments: Record<string, string | number | boolean> | null;
  page: PageSnapshot | null;
  web: WebSnapshot | null;
}

/** Assembles one event: the fixed fields, the context, then what the caller set. */
export function buildPayload(name: string, context: EventContext, extra: EventExtra = {}): EventPayload {
  const payload: EventPayload = {
    name,
    uuid: context.uuid,
    value: extra.value ?? null,
    valueId: roundValueId(extra.valueId),
    referrerScreen: extra.referrerScreen ?? null,
    deviceSnippet: extra.deviceSnippet ?? context.deviceSnippet,
    deviceTimeZoneOffset: extra.deviceTimeZoneOffset ?? context.deviceTimeZoneOffset,
    platform: PLATFORM,
    appVersion: APP_VERSION,
    appBuildNumber: null,
    aiChat: extra.aiChat ?? null,
    activeExperiments: extra.activeExperiments ?? context.activeExperiments,
    search: extra.search ?? null,
    feed: extra.feed ?? null,
    know: extra.know ?? null,
    chat: extra.chat ?? null,
    chatMessage: extra.chatMessage ?? null,
    page: extra.page ?? context.page,
    user: extra.user ?? context.user,
    session: extra.session ?? context.session,
    web: extra.web ?? context.web,
  };
  return payload satisfies AnalyticsEventInput;
}
