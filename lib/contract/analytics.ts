/** Contract of analytics ingest (spec §3: `name` and `uuid` required, every other field optional or null) and the ad relays. */
import { z } from 'zod';

const str = z.string().max(2000).nullish();
const num = z.number().finite().nullish();
const bool = z.boolean().nullish();
const id = z.string().max(100).nullish();
const obj = <T extends z.ZodRawShape>(shape: T) => z.strictObject(shape).nullish();

export const analyticsEventSchema = z.strictObject({
  name: z.string({ error: 'The event needs a name.' }).min(1).max(200),
  uuid: z.uuid({ error: 'The event needs a uuid.' }),
  value: z.union([z.string().max(2000), z.number().finite(), z.boolean()]).nullish(),
  /** Rounded up by the client. */
  valueId: z.number().int().nullish(),
  referrerScreen: str,
  deviceSnippet: obj({
    formFactor: z.enum(['phone', 'tablet', 'desktop']).nullish(),
    uuid: id,
    os: str,
    osVersion: str,
    /** Diagonal in pixels. */
    screenSize: num,
  }),
  deviceTimeZoneOffset: num,
  platform: z.string().max(20).nullish(),
  appVersion: z.string().max(20).nullish(),
  appBuildNumber: z.union([z.string().max(20), z.number()]).nullish(),
  aiChat: obj({ messageUuid: id, isBotMessage: bool, promptVariant: str, sessionUuid: id }),
  activeExperiments: z
    .union([z.record(z.string().max(100), z.union([z.string().max(100), z.number(), z.boolean()])), z.array(z.string().max(200)).max(100)])
    .nullish(),
  search: obj({
    uuid: id, term: str, requestUuid: id, resultPosition: num, numberOfResults: num, numberOfExactResults: num,
    type: str, origin: str,
  }),
  feed: obj({
    uuid: id, locationPageName: str, locationPagePath: str, resultPosition: num, type: str, contentType: str,
    numberOfResults: num, position: num,
  }),
  know: obj({
    uuid: id, knowerUuid: id, subjectIds: z.array(z.number()).nullish(), subjectNames: z.array(z.string().max(200)).nullish(),
    gradeIds: z.array(z.number()).nullish(), gradeLevels: z.array(z.union([z.string().max(50), z.number()])).nullish(),
    publishedOn: str, format: str,
  }),
  chat: obj({ uuid: id, partnerUserUuid: id }),
  chatMessage: obj({
    uuid: id, createdOn: str, senderUserUuid: id, receiverUserUuid: id,
    contentType: z.enum(['KNOW', 'IMAGE', 'TEXT']).nullish(), source: z.enum(['MANUAL', 'USER_WRITTEN']).nullish(),
  }),
  page: z.record(z.string().max(100), z.unknown()).nullish(),
  user: obj({
    uuid: id, createdOn: str, country: str, interfaceLanguage: str, contentLanguage: str, region: z.union([z.string().max(200), z.number()]).nullish(),
    schoolType: str, grade: z.union([z.string().max(50), z.number()]).nullish(), streak: num, premiumStatus: str, knowerUuid: id,
    source: str, sourceCampaign: str, isKnower: bool,
  }),
  session: obj({ uuid: id, source: str, sourceCampaign: str }),
  web: obj({ domain: str, referrer: str, userAgent: str }),
});
export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>;
/** What a client may send. */
export type AnalyticsEventInput = z.input<typeof analyticsEventSchema>;

export const eventAcceptedSchema = z.object({ accepted: z.boolean(), uuid: z.uuid() });

export const fbEventBody = z.object({
  eventName: z.string().min(1).max(100),
  testCode: z.string().max(100).nullish(),
  /** The Facebook click id cookie value (fbc). */
  fbc: z.string().min(1).max(500),
});
export const tiktokEventBody = z.object({
  eventName: z.string().min(1).max(100),
  testCode: z.string().max(100).nullish(),
  /** The TikTok click id (ttclid). */
  callback: z.string().min(1).max(500),
});
export const relayResultSchema = z.object({ success: z.boolean(), relayed: z.boolean() });
