// The know page's details: its dates come from the server's labels when it sent them, so the
// page hydrates without creating an Intl date formatter (about 20 ms of the browser's main thread,
// issue 25 §4); the labels are those the browser would write, and the updated date shows only on
// another UTC day.
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { KnowDetails, knowDateLabels, utcDateLabel } from '@/components/knows/know-details';
import { getSubjects, subjectSlug } from '@/lib/config/catalogue';
import { renderWithShell } from './render';
import { lenasKnow } from './lenas-know';

const subject = getSubjects('US')[0]!;
const know = lenasKnow({
  title: 'Cell respiration',
  description: 'Short',
  subject: { id: subject.id, name: subject.name, slug: subjectSlug(subject) },
  slug: 'cell-respiration',
  publishedOn: '2026-01-02T23:30:00.000Z',
  createdOn: '2026-01-01T10:00:00.000Z',
  updatedOn: '2026-03-04T00:10:00.000Z',
});

describe('KnowDetails dates', () => {
  // First in the file: lib/dates keeps the formatters it made, so none exists yet here.
  it('shows the server labels and formats nothing itself', async () => {
    const labels = { [know.publishedOn!]: 'published by the server', [know.updatedOn]: 'updated by the server' };
    const made = vi.spyOn(Intl, 'DateTimeFormat');
    try {
      await renderWithShell(<KnowDetails know={know} dateLabels={labels} />, { locale: 'en' });
    } finally {
      made.mockRestore();
    }
    expect(screen.getByText('published by the server').closest('time')).toHaveAttribute('dateTime', know.publishedOn);
    expect(screen.getByText('updated by the server')).toBeInTheDocument();
    expect(made).not.toHaveBeenCalled();
  });

  it('labels the dates in the edition format, by their UTC day', () => {
    const labels = knowDateLabels(know, 'en-US');
    expect(labels[know.publishedOn!]).toBe('01/02/2026');
    expect(labels[know.updatedOn]).toBe(utcDateLabel(know.updatedOn, 'en-US'));
    expect(labels[know.updatedOn]).toBe('03/04/2026');
  });

  it('formats the dates itself without labels, and leaves out an update on the same UTC day', async () => {
    const sameDay = { ...know, updatedOn: '2026-01-02T23:59:00.000Z' };
    await renderWithShell(<KnowDetails know={sameDay} />, { locale: 'en' });
    expect(screen.getByText('01/02/2026')).toBeInTheDocument();
    expect(document.querySelectorAll('time')).toHaveLength(1);
  });
});
