/**
 * What the pages keep as StaticIslands (decision 0085) never runs in the browser after a full page
 * load: a handler there would be dead. Each island's content, rendered here as a client-side
 * navigation renders it, must attach none; the footer's one button works through a listener on
 * the document instead.
 */
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LandingContent } from '@/components/home/landing-content';
import { KnowDetails } from '@/components/knows/know-details';
import { KnowTextPreview } from '@/components/knows/know-text-preview';
import { Footer } from '@/components/shell/footer';
import { StaticIsland, STATIC_ISLAND_ATTRIBUTE } from '@/components/ui/static-island';
import { listenForCookieSettingsButtons, onCookieSettingsRequest } from '@/lib/analytics/cookie-settings-request';
import type { KnowDetail } from '@/lib/api/know-types';
import { getSubjects, subjectSlug } from '@/lib/config/catalogue';
import { buildShellData } from '@/lib/pages/shell-data';
import SubjectPage from '@/pages/subjects/[slug]';
import { renderWithShell } from './render';
import { makeKnow } from './search-fixtures';

/** The React event handlers (onClick, onChange, …) attached to elements inside the islands. */
function handlersInIslands(): string[] {
  const found: string[] = [];
  for (const island of document.querySelectorAll(`[${STATIC_ISLAND_ATTRIBUTE}]`)) {
    for (const element of island.querySelectorAll('*')) {
      const propsKey = Object.keys(element).find((k) => k.startsWith('__reactProps$'));
      const props = (propsKey ? (element as unknown as Record<string, Record<string, unknown> | undefined>)[propsKey] : undefined) ?? {};
      for (const [name, value] of Object.entries(props)) {
        if (/^on[A-Z]/.test(name) && typeof value === 'function') found.push(`<${element.tagName.toLowerCase()}> ${name}`);
      }
    }
  }
  return found;
}

const subject = getSubjects('US')[0]!;

describe('static islands hold nothing to run', () => {
  it('the landing: hero, popular knows, subjects, offers, app download, FAQ, closing call', async () => {
    await renderWithShell(
      <StaticIsland>
        <LandingContent
          downloadQr='<svg xmlns="http://www.w3.org/2000/svg"></svg>'
          popularKnows={[{ uuid: 'a7a8f9e0-1111-4222-8333-444455556666', title: 'Cell biology', format: 'PDF', thumbnailUrl: null, subjectName: 'Biology', knowerName: 'Lena', likesCount: 3, pageCount: 2, flashcardCount: 0 }]}
          subjects={[{ id: subject.id, name: subject.name, slug: subjectSlug(subject), icon: subject.icon, color: subject.color, knowCount: 4 }]}
        />
      </StaticIsland>,
      { locale: 'en-US' },
    );
    expect(await screen.findByText('Cell biology')).toBeTruthy();
    expect(handlersInIslands()).toEqual([]);
  });

  it('a subject page', async () => {
    await renderWithShell(<SubjectPage shell={buildShellData('US')} subject={subject} knows={[makeKnow({ title: 'Fractions made easy' })]} />, { locale: 'en-US' });
    expect(screen.getByText('Fractions made easy')).toBeTruthy();
    expect(handlersInIslands()).toEqual([]);
  });

  it("a know's details and text", async () => {
    const know: KnowDetail = { ...makeKnow({ title: 'Photosynthesis', pageCount: 1 }), flashcards: [], pages: [{ number: 1, text: 'Light reactions first.' }] };
    await renderWithShell(
      <>
        <StaticIsland>
          <KnowDetails know={know} />
        </StaticIsland>
        <StaticIsland>
          <KnowTextPreview know={know} />
        </StaticIsland>
      </>,
      { locale: 'en-US' },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Photosynthesis' })).toBeTruthy();
    expect(screen.getByText('Light reactions first.')).toBeTruthy();
    expect(handlersInIslands()).toEqual([]);
  });

  it("the footer, whose cookie settings button is taken by the document's listener", async () => {
    await renderWithShell(<Footer />, { locale: 'en-US' });
    expect(handlersInIslands()).toEqual([]);
    let requests = 0;
    const stopListening = onCookieSettingsRequest(() => requests++);
    const removeListener = listenForCookieSettingsButtons();
    fireEvent.click(screen.getByRole('button', { name: 'Cookie settings' }));
    removeListener();
    stopListening();
    expect(requests).toBe(1);
  });
});
