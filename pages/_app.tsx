import { lazy, Suspense, useEffect } from "react";
import type { AppProps } from "next/app";
import Head from "next/head";
import { appWithTranslations } from "@/lib/i18n/app-with-translation";
import { setPageOriginSettings } from "@/lib/config/page-origin-settings";
import { EDITION_PROP, EditionProvider, type EditionContext } from "@/lib/edition/use-edition";
import { AfterHydration } from "@/components/ui/after-hydration";
import { markAppReady } from "@/lib/document/app-ready";
import { brandFontFamily } from "@/styles/brand-font";

// Session loader, toasts and analytics: after hydration, in their own chunk (decision 0013).
const AppServices = lazy(() => import("@/components/shell/app-services"));

function App({ Component, pageProps }: AppProps<{ [EDITION_PROP]?: EditionContext }>) {
  // No query client here: pages that read data wrap themselves in one (withQueryClient,
  // lib/api/query-provider.tsx), so static pages such as the landing ship no query code.
  // Page links follow the router (decision 0013). The listener loads after hydration: a click
  // before it arrives is a full page load, which reaches the same page.
  useEffect(() => {
    const installed = import("@/lib/links/intercept-links").then(
      (m) => m.interceptPageLinks(),
      () => () => undefined, // not loaded: links stay full page loads
    );
    // A page whose code waited for the visitor is ready once its links follow the router too; then
    // what they did meanwhile is done again (decision 0089).
    void installed.then(() => markAppReady());
    return () => void installed.then((remove) => remove());
  }, []);
  // Before anything renders a link to another edition: the origins are the server's (decision 0076).
  setPageOriginSettings(pageProps[EDITION_PROP]?.originSettings);
  return (
    // The page's edition record (loadTranslations puts it in every page's props).
    <EditionProvider value={pageProps[EDITION_PROP] ?? null}>
      <Head>
        <style key="brand-font" dangerouslySetInnerHTML={{ __html: BRAND_FONT_CSS }} />
      </Head>
      <Component {...pageProps} />
      <AfterHydration>
        <Suspense fallback={null}>
          <AppServices />
        </Suspense>
      </AfterHydration>
    </EditionProvider>
  );
}

/**
 * The brand typeface for the page's text: the one page-wide rule next/font's family names are
 * needed for (the document cannot import next/font, and build-time styles cannot read its
 * generated names); in the head, as a <style> must be, beside the others (styles/global-css.ts).
 */
const BRAND_FONT_CSS = `body{font-family:${brandFontFamily}}`;

// One i18next instance per locale and namespaces on the server, not one per request (decision 0046).
export default appWithTranslations(App);
