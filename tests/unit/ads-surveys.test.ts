/** Which survey links /ads-survey-redirect follows (issue 21 point 6, decision 0051): ours, exactly. */
import { describe, expect, it } from 'vitest';
import { ADS_SURVEYS, allSurveys, editionSurveys } from '@/lib/config/ads-surveys';
import { configuredSurvey, safeSurveyUrl } from '@/server/ads-survey/redirect';

const HOSTS = ['docs.google.com', 'forms.gle', 'tally.so'];

describe('configuredSurvey', () => {
  const ours = ['https://docs.google.com/forms/d/e/OURS/viewform', 'https://tally.so/r/knowly'];

  it('follows exactly a configured survey', () => {
    expect(configuredSurvey('https://docs.google.com/forms/d/e/OURS/viewform', ours, HOSTS)?.href).toBe(ours[0]);
    expect(configuredSurvey('https://TALLY.so/r/knowly', ours, HOSTS)?.href).toBe(ours[1]);
  });

  it('refuses other pages on the same hosts', () => {
    for (const to of [
      'https://docs.google.com/forms/d/e/ATTACKER/viewform',
      'https://docs.google.com/url?q=https://evil.com/',
      'https://docs.google.com/forms/d/e/OURS/viewform?usp=https://evil.com',
      'https://tally.so/r/knowly/../evil',
      'https://tally.so/r/other',
    ]) expect(configuredSurvey(to, ours, HOSTS), to).toBeNull();
  });

  it('refuses a configured survey whose host is not allowed (the host list still guards the configuration)', () => {
    expect(configuredSurvey('https://evil.com/form', ['https://evil.com/form'], HOSTS)).toBeNull();
  });
});

describe('ADS_SURVEYS', () => {
  it('lists only plain https links on the default survey hosts', () => {
    for (const url of allSurveys()) expect(safeSurveyUrl(url, HOSTS), url).not.toBeNull();
    for (const [code, list] of Object.entries(ADS_SURVEYS)) expect(editionSurveys(code as never)).toBe(list);
    expect(editionSurveys(null)).toEqual([]);
  });
});
