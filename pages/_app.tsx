import { lazy, Suspense, useEffect, useState } from "react";
import type { AppProps } from "next/app";
import { QueryClientProvider } from "@tanstack/react-query";
import { appWithTranslation } from "next-i18next/pages";
import { ThemeProvider } from "styled-components";
import { createQueryClient } from "@/lib/api/query-client";
import { i18nConfig } from "@/lib/i18n/config";
import { useHasMounted } from "@/lib/hooks/use-has-mounted";
import { interceptPageLinks } from "@/lib/links/intercept-links";
import { GlobalStyle } from "@/styles/global-style";
import { theme } from "@/styles/theme";

// Session loader, toasts and analytics: after hydration, in their own chunk (decision 0013).
const AppServices = lazy(() => import("@/components/shell/app-services"));

function App({ Component, pageProps }: AppProps) {
  // One query cache per app instance (per browser tab; per request on the server).
  const [queryClient] = useState(createQueryClient);
  const mounted = useHasMounted();
  // Page links follow the router (decision 0013).
  useEffect(() => interceptPageLinks(), []);
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <Component {...pageProps} />
        {mounted && (
          <Suspense fallback={null}>
            <AppServices />
          </Suspense>
        )}
      </ThemeProvider>
    </QueryClientProvider>
  );
}

export default appWithTranslation(App, i18nConfig);
