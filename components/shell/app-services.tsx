/**
 * The app's invisible services, mounted once by _app after hydration and loaded as their own
 * chunk (decision 0013): the session loader (users/me once per visit), the toast host and the
 * analytics provider. None of them renders anything on the server, so none of their code (the
 * session store, zustand, the toast queue, error texts) is part of the first-load JavaScript.
 */
import { AnalyticsProvider } from '@/components/analytics/analytics-provider';
import { SessionLoader } from '@/components/session/session-loader';
import { ToastHost } from '@/components/session/toast-host';

export default function AppServices() {
  return (
    <>
      <SessionLoader />
      <ToastHost />
      <AnalyticsProvider />
    </>
  );
}
