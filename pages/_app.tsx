import { lazy, Suspense, useEffect } from "react";
import type { AppProps } from "next/app";
import { appWithTranslation } from "next-i18next/pages";
import { ThemeProvider } from "styled-components";
import { i18nConfig } from "@/lib/i18n/config";
import { useHasMounted } from "@/lib/hooks/use-has-mounted";
import { interceptPageLinks } from "@/lib/links/intercept-links";
import { GlobalStyle } from "@/styles/global-style";
import { theme } from "@/styles/theme";

// Session loader, toasts and analytics: after hydration, in their own chunk (decision 0013).
const AppServices = lazy(() => import("@/components/shell/app-services"));

function App({ Component, pageProps }: AppProps) {
  // No query client here: pages that read data wrap themselves in one (withQueryClient,
  // lib/api/query-provider.tsx), so static pages such as the landing ship no query code.
  const mounted = useHasMounted();
  // Page links follow the router (decision 0013).
  useEffect(() => interceptPageLinks(), []);
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <Component {...pageProps} />
      {mounted && (
        <Suspense fallback={null}>
          <AppServices />
        </Suspense>
      )}
    </ThemeProvider>
  );
}

export default appWithTranslation(App, i18nConfig);
