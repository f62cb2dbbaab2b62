// The search URL state: one parser for the server render and the browser.
import { describe, expect, it } from 'vitest';
import { pageWindow } from '@/components/search/pagination';
import { hasSearchCriteria, pageCount, parseSearchState, searchFormats, searchStateQuery } from '@/components/search/search-query';
import { getSubjects } from '@/lib/config/catalogue';
import { COUNTRIES } from '@/lib/config/countries';

const de = getSubjects('DE');

describe('search URL state', () => {
  it('keeps valid values and normalises the query', () => {
    const topic = de[1]!.topics[0]!;
    const state = parseSearchState(
      { query: '  Gedicht   analyse ', subjectId: String(de[1]!.id), topicUuid: topic.uuid.toUpperCase(), knowFormat: 'flashcards', page: '3', utm_content: 'newsletter' },
      COUNTRIES.DE,
      getSubjects('DE'),
    );
    expect(state).toEqual({ query: 'Gedicht analyse', subjectId: de[1]!.id, topicUuid: topic.uuid, gradeId: null, knowFormat: 'FLASHCARDS', page: 3, utmContent: 'newsletter' });
    expect(searchStateQuery(state)).toEqual({ query: 'Gedicht analyse', subjectId: de[1]!.id, topicUuid: topic.uuid, gradeId: null, knowFormat: 'FLASHCARDS', page: 3, utm_content: 'newsletter' });
  });

  it('drops what does not belong to the edition or is malformed', () => {
    const us = getSubjects('US')[0]!;
    const state = parseSearchState({ query: ['a', 'b'], subjectId: String(us.id), topicUuid: 'nope', knowFormat: 'IMAGE', page: '-2' }, COUNTRIES.DE, getSubjects('DE'));
    expect(state).toEqual({ query: 'a', subjectId: null, topicUuid: null, gradeId: null, knowFormat: null, page: 1, utmContent: null });
    expect(parseSearchState({ page: '9999' }, COUNTRIES.DE, getSubjects('DE')).page).toBe(50);
    // A grade of the edition's schools only (DE: 1 to 13).
    expect(parseSearchState({ gradeId: '10' }, COUNTRIES.DE, getSubjects('DE')).gradeId).toBe(10);
    expect(parseSearchState({ gradeId: '14' }, COUNTRIES.DE, getSubjects('DE')).gradeId).toBeNull();
    expect(parseSearchState({ gradeId: '1e1' }, COUNTRIES.DE, getSubjects('DE')).gradeId).toBeNull();
    expect(parseSearchState({ query: 'x'.repeat(500) }, COUNTRIES.DE, getSubjects('DE')).query).toHaveLength(200);
  });

  it('takes a topic only inside its own subject, and implies that subject', () => {
    const topic = de[0]!.topics[0]!;
    expect(parseSearchState({ topicUuid: topic.uuid }, COUNTRIES.DE, getSubjects('DE'))).toMatchObject({ subjectId: de[0]!.id, topicUuid: topic.uuid });
    expect(parseSearchState({ topicUuid: topic.uuid, subjectId: String(de[1]!.id) }, COUNTRIES.DE, getSubjects('DE'))).toMatchObject({ subjectId: de[1]!.id, topicUuid: null });
  });

  it('offers images only where they can be uploaded (US)', () => {
    expect(searchFormats(COUNTRIES.US)).toEqual(['PDF', 'FLASHCARDS', 'IMAGE']);
    expect(searchFormats(COUNTRIES.DE)).toEqual(['PDF', 'FLASHCARDS']);
    expect(parseSearchState({ knowFormat: 'IMAGE' }, COUNTRIES.US, getSubjects('US')).knowFormat).toBe('IMAGE');
  });

  it('searches for words or filters, not for nothing', () => {
    expect(hasSearchCriteria(parseSearchState({}, COUNTRIES.DE, getSubjects('DE')))).toBe(false);
    expect(hasSearchCriteria(parseSearchState({ query: '   ' }, COUNTRIES.DE, getSubjects('DE')))).toBe(false);
    expect(hasSearchCriteria(parseSearchState({ subjectId: String(de[0]!.id) }, COUNTRIES.DE, getSubjects('DE')))).toBe(true);
  });

  it('counts pages and windows them with gaps', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(21)).toBe(2);
    expect(pageCount(100_000)).toBe(50);
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 10)).toEqual([1, 2, 3, null, 10]);
    expect(pageWindow(6, 12)).toEqual([1, null, 4, 5, 6, 7, 8, null, 12]);
    expect(pageWindow(4, 8)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });
});
