/**
 * Which pages load their code on the visitor's first interaction (decision 0089): content pages
 * whose server HTML is the whole page for a visitor who reads (text, images, links, native
 * <details>, the cookie banner's preview, which the boot script serves), in editions that ask for
 * cookie consent. There, before the visitor answers the banner or uses the page, no code has
 * anything to do: analytics wait for consent, and a signed-in visitor's page starts its code at
 * once (the boot script checks). Editions that grant consent automatically count the page view at
 * load, which needs the code.
 */
import { editionFor } from '@/lib/edition/edition-record';

const CONTENT_PAGES: ReadonlySet<string> = new Set(['/', '/subjects/[slug]', '/knows/[slug]']);

/** `page` is Next's route (e.g. `/knows/[slug]`), `locale` the edition's. */
export function loadsCodeOnIntent(page: string, locale: string | undefined): boolean {
  return CONTENT_PAGES.has(page) && editionFor(locale).country.flags.showCookieBanner;
}
