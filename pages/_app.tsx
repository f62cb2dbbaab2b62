import type { AppProps } from 'next/app';
import { appWithTranslation } from 'next-i18next/pages';
import { ThemeProvider } from 'styled-components';
import { AnalyticsProvider } from '@/components/analytics/analytics-provider';
import { SessionLoader } from '@/components/session/session-loader';
import { ToastHost } from '@/components/session/toast-host';
import { i18nConfig } from '@/lib/i18n/config';
import { GlobalStyle } from '@/styles/global-style';
import { theme } from '@/styles/theme';

function App({ Component, pageProps }: AppProps) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <Component {...pageProps} />
      <SessionLoader />
      <ToastHost />
      <AnalyticsProvider />
    </ThemeProvider>
  );
}

export default appWithTranslation(App, i18nConfig);
