/**
 * The version of what a know page shows (decision 0066): a hash of the know as its server render
 * reads it, as a visitor (getServerSideProps of pages/knows/[slug]). The render cache
 * (server/http/render-cache.ts) reuses a rendered know page only while this is unchanged, so any
 * write that changes the page (the know, its documents and pages, its knower's name or picture,
 * the counts it shows, its status or privacy) is seen by the next request on every instance.
 */
import { createHash } from 'node:crypto';
import type { KnowDetail } from '@/lib/contract/knows';
import type { AppContext } from '../app-context';
import { getKnowDetail } from './service';

export function knowPageVersion(know: KnowDetail): string {
  return createHash('sha256').update(JSON.stringify(know)).digest('base64url');
}

/** The version the know page of `uuid` would be rendered from now, or null when it shows no know. */
export async function currentKnowPageVersion(app: Pick<AppContext, 'db'>, uuid: string): Promise<string | null> {
  try {
    return knowPageVersion(await getKnowDetail(app, uuid, null));
  } catch (error) {
    if ((error as { status?: unknown }).status === 404) return null;
    throw error;
  }
}
