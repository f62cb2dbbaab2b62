import { describe, expect, it } from 'vitest';
import { buildPayload, roundValueId, type EventContext } from '@/lib/analytics/payload';
import {
  aiChatSnapshot,
  anonymousUserSnapshot,
  chatMessageSnapshot,
  chatSnapshot,
  feedSnapshot,
  knowSnapshot,
  premiumStatusOf,
  searchSnapshot,
  sessionSnapshot,
  userSnapshot,
} from '@/lib/analytics/snapshots';
import { operatingSystem, screenDiagonal } from '@/lib/analytics/device-snapshot';

const context: EventContext = {
  uuid: '11111111-1111-4111-8111-111111111111',
  user: anonymousUserSnapshot('DE', 'de'),
  session: sessionSnapshot('22222222-2222-4222-8222-222222222222', { source: 'share', sourceCampaign: 'abc' }),
  deviceSnippet: { formFactor: 'desktop', uuid: 'device-1234', os: 'Linux', osVersion: null, screenSize: 2203 },
  deviceTimeZoneOffset: -60,
  activeExperiments: { a_test: 1 },
  page: { path: '/', title: 'Knowly' },
  web: { domain: 'knowly.de', referrer: null, userAgent: 'UA' },
};

describe('event payload (spec §3)', () => {
  it('has the fixed fields: platform web, app version 1.0.0, no build number', () => {
    const p = buildPayload('page_view', context);
    expect(p).toMatchObject({ name: 'page_view', uuid: context.uuid, platform: 'web', appVersion: '1.0.0', appBuildNumber: null });
    expect(Object.keys(p).sort()).toEqual(
      [
        'name', 'value', 'valueId', 'referrerScreen', 'uuid', 'deviceSnippet', 'deviceTimeZoneOffset', 'platform',
        'appVersion', 'appBuildNumber', 'aiChat', 'activeExperiments', 'search', 'feed', 'know', 'chat',
        'chatMessage', 'page', 'user', 'session', 'web',
      ].sort(),
    );
    expect(p.session).toEqual({ uuid: '22222222-2222-4222-8222-222222222222', source: 'share', sourceCampaign: 'abc' });
  });

  it('rounds valueId up', () => {
    expect(roundValueId(1.2)).toBe(2);
    expect(roundValueId(3)).toBe(3);
    expect(roundValueId(0.0001)).toBe(1);
    expect(roundValueId(-1.5)).toBe(-1);
    expect(roundValueId(null)).toBeNull();
    expect(roundValueId(Number.NaN)).toBeNull();
    expect(buildPayload('x', context, { value: 4.2, valueId: 4.2 })).toMatchObject({ value: 4.2, valueId: 5 });
  });

  it('lets callers set event fields but never the name, uuid or platform', () => {
    const p = buildPayload('sign_in', context, {
      name: 'other',
      uuid: 'nope',
      platform: 'web',
      referrerScreen: 'header',
      page: { path: '/auth/signin', title: 'Sign in' },
    });
    expect(p.name).toBe('sign_in');
    expect(p.uuid).toBe(context.uuid);
    expect(p.referrerScreen).toBe('header');
    expect(p.page).toEqual({ path: '/auth/signin', title: 'Sign in' });
  });
});

describe('user snapshot', () => {
  const user = {
    uuid: '33333333-3333-4333-8333-333333333333',
    name: 'Lena',
    createdOn: '2025-01-01T00:00:00.000Z',
    country: 'DE',
    interfaceLanguage: 'de',
    contentLanguage: 'de',
    regionId: 4,
    schoolType: 'gymnasium',
    grade: '10',
    premiumStatus: 'PRO',
    knowerUuid: null,
    source: 'share',
    sourceCampaign: 'abc',
    isKnower: false,
  };

  it('maps a signed-in user, lower-casing premiumStatus and leaving streak null', () => {
    expect(userSnapshot(user)).toEqual({
      uuid: user.uuid,
      createdOn: user.createdOn,
      country: 'DE',
      interfaceLanguage: 'de',
      contentLanguage: 'de',
      region: 4,
      schoolType: 'gymnasium',
      grade: '10',
      streak: null,
      premiumStatus: 'pro',
      knowerUuid: null,
      source: 'share',
      sourceCampaign: 'abc',
      isKnower: false,
    });
  });

  it('maps premiumStatus NONE (and nothing) to null', () => {
    expect(premiumStatusOf('NONE')).toBeNull();
    expect(premiumStatusOf('none')).toBeNull();
    expect(premiumStatusOf(undefined)).toBeNull();
    expect(premiumStatusOf('PLUS_TRIAL')).toBe('plus_trial');
    expect(userSnapshot({ ...user, premiumStatus: 'NONE' }).premiumStatus).toBeNull();
  });

  it('carries the study streak the server knows (decision 0069), and nothing else', () => {
    expect(userSnapshot({ ...user, streak: 4 }).streak).toBe(4);
    expect(userSnapshot({ ...user, streak: 0 }).streak).toBe(0);
    expect(userSnapshot({ ...user, streak: '4' }).streak).toBeNull();
    expect(userSnapshot({ ...user, streak: Number.NaN }).streak).toBeNull();
  });

  it('marks knowers', () => {
    const knowerUuid = '44444444-4444-4444-8444-444444444444';
    expect(userSnapshot({ ...user, knowerUuid })).toMatchObject({ knowerUuid, isKnower: true });
  });

  it('gives visitors nulls with the edition country and interface language', () => {
    const visitor = anonymousUserSnapshot('GB', 'en');
    // The same fields as a signed-in user's snapshot: all null but these three.
    expect(Object.keys(visitor).sort()).toEqual(Object.keys(userSnapshot(user)).sort());
    const { country, interfaceLanguage, isKnower, ...rest } = visitor;
    expect({ country, interfaceLanguage, isKnower }).toEqual({ country: 'GB', interfaceLanguage: 'en', isKnower: false });
    expect(rest).toEqual(Object.fromEntries(Object.keys(rest).map((key) => [key, null])));
  });
});

describe('feature snapshots', () => {
  it('feed: type popular, content type KNOW, position 0', () => {
    expect(feedSnapshot({ uuid: 'f', locationPageName: 'home', resultPosition: 3, numberOfResults: 20 })).toEqual({
      uuid: 'f',
      locationPageName: 'home',
      locationPagePath: null,
      resultPosition: 3,
      type: 'popular',
      contentType: 'KNOW',
      numberOfResults: 20,
      position: 0,
    });
  });

  it('chat message: MANUAL with a manual chat message id, else USER_WRITTEN; KNOW, IMAGE or TEXT', () => {
    expect(chatMessageSnapshot({ uuid: 'm', manualChatMessageId: 7, knowUuid: 'k' })).toMatchObject({ source: 'MANUAL', contentType: 'KNOW' });
    expect(chatMessageSnapshot({ uuid: 'm', manualChatMessageId: null, imageUrl: '/x.png' })).toMatchObject({
      source: 'USER_WRITTEN',
      contentType: 'IMAGE',
    });
    expect(chatMessageSnapshot({ uuid: 'm' })).toEqual({
      uuid: 'm',
      createdOn: null,
      senderUserUuid: null,
      receiverUserUuid: null,
      contentType: 'TEXT',
      source: 'USER_WRITTEN',
    });
  });

  it('search, know, chat and AI chat fill the missing fields with null', () => {
    expect(searchSnapshot({ term: 'photosynthesis', numberOfResults: 12 })).toEqual({
      uuid: null, term: 'photosynthesis', requestUuid: null, resultPosition: null, numberOfResults: 12,
      numberOfExactResults: null, type: null, origin: null,
    });
    expect(knowSnapshot({ uuid: 'k', subjectIds: [1] })).toMatchObject({ uuid: 'k', subjectIds: [1], format: null });
    expect(chatSnapshot('c', null)).toEqual({ uuid: 'c', partnerUserUuid: null });
    expect(aiChatSnapshot({ isBotMessage: true })).toEqual({ messageUuid: null, isBotMessage: true, promptVariant: null, sessionUuid: null });
  });
});

describe('device snapshot', () => {
  it('measures the screen diagonal in pixels', () => {
    expect(screenDiagonal(1920, 1080)).toBe(2203);
    expect(screenDiagonal(390, 844)).toBe(930);
    expect(screenDiagonal(0, 0)).toBeNull();
  });

  it('reads the operating system and version from the user agent', () => {
    expect(operatingSystem('Mozilla/5.0 (iPhone; CPU iPhone OS 17_4_1 like Mac OS X) AppleWebKit/605.1.15')).toEqual({ os: 'iOS', osVersion: '17.4.1' });
    expect(operatingSystem('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Mobile')).toEqual({ os: 'Android', osVersion: '14' });
    expect(operatingSystem('Mozilla/5.0 (Windows NT 10.0; Win64; x64)')).toEqual({ os: 'Windows', osVersion: '10.0' });
    expect(operatingSystem('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)')).toEqual({ os: 'macOS', osVersion: '10.15.7' });
    expect(operatingSystem('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Version/17.0 Safari', 5).os).toBe('iOS');
    expect(operatingSystem('Mozilla/5.0 (X11; Linux x86_64)')).toEqual({ os: 'Linux', osVersion: null });
  });
});
