import { useState } from "react";
import type { AppProps } from "next/app";
import { QueryClientProvider } from "@tanstack/react-query";
import { appWithTranslation } from "next-i18next/pages";
import { ThemeProvider } from "styled-components";
import { AnalyticsProvider } from "@/components/analytics/analytics-provider";
import { SessionLoader } from "@/components/session/session-loader";
import { ToastHost } from "@/components/session/toast-host";
import { createQueryClient } from "@/lib/api/query-client";
import { i18nConfig } from "@/lib/i18n/config";
import { GlobalStyle } from "@/styles/global-style";
import { theme } from "@/styles/theme";

function App({ Component, pageProps }: AppProps) {
  // One query cache per app instance (per browser tab; per request on the server).
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <Component {...pageProps} />
        <SessionLoader />
        <ToastHost />
        <AnalyticsProvider />
      </ThemeProvider>
    </QueryClientProvider>
  );
}

export default appWithTranslation(App, i18nConfig);
