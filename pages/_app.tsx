import { lazy, Suspense, useEffect } from "react";
import type { AppProps } from "next/app";
import { appWithTranslation } from "next-i18next/pages";
import { ThemeProvider } from "styled-components";
import { i18nConfig } from "@/lib/i18n/config";
import { EDITION_PROP, EditionProvider, type EditionContext } from "@/lib/edition/use-edition";
import { AfterHydration } from "@/components/ui/after-hydration";
import { GlobalStyle } from "@/styles/global-style";
import { theme } from "@/styles/theme";

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
    return () => void installed.then((remove) => remove());
  }, []);
  return (
    // The page's edition record (loadTranslations puts it in every page's props).
    <EditionProvider value={pageProps[EDITION_PROP] ?? null}>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <Component {...pageProps} />
        <AfterHydration>
          <Suspense fallback={null}>
            <AppServices />
          </Suspense>
        </AfterHydration>
      </ThemeProvider>
    </EditionProvider>
  );
}

export default appWithTranslation(App, i18nConfig);
