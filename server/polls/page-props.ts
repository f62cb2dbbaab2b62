/**
 * Server side of /polls/{uuid}: the poll as a visitor sees it (question, options, results once
 * closed), rendered for sharing and search engines' previews; not cached, results move. A chat
 * poll renders only its sign-in; an unknown or malformed id is the 404 page.
 */
import type { Poll } from '@/lib/contract/polls';
import type { ShellData } from '@/lib/pages/shell-data';
import { shellPageProps } from '@/lib/pages/static-page-props';
import { isUuid } from '@/lib/uuid';
import { getAppContext } from '../http';
import { pollForVisitor } from './service';
import { withUnavailablePage } from '../http/page-unavailable';

export interface PollPageProps {
  shell: ShellData;
  uuid: string;
  /** The poll as a visitor sees it; null for a chat poll (members only). */
  poll: Poll | null;
}

export const pollServerSideProps = withUnavailablePage<PollPageProps>(async ({ locale, params, res }) => {
  const id = typeof params?.id === 'string' ? params.id.toLowerCase() : '';
  const found = isUuid(id) ? await pollForVisitor(await getAppContext(), id) : null;
  if (!found) return { notFound: true };
  res.setHeader('Cache-Control', 'private, no-store');
  return { props: { ...(await shellPageProps(locale, ['polls'])), uuid: id, poll: found.poll } };
});
