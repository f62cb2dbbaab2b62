/**
 * A part of a server-rendered page that hydrates on its own, in small slices.
 *
 * React hydrates the page root in one uninterrupted task; an <Activity> boundary it meets
 * there stays as server HTML and hydrates afterwards at low priority, yielding to the browser
 * every few milliseconds (and at once where the user clicks or types in it: React replays the
 * event). Wrapping the header, the main content and the footer splits one long task into many
 * short ones. Activity rather than Suspense: the server writes an Activity inline, while a large
 * completed Suspense boundary may be moved to the end of the HTML and revealed by an inline
 * script, which the Content-Security-Policy refuses. Decision 0040.
 */
import { Activity, type ReactNode } from 'react';

export function HydrationSlice({ children }: { children: ReactNode }) {
  return <Activity mode="visible">{children}</Activity>;
}
