/**
 * Error screen on a rendering error (spec §2.4): title, message, continue to "/". The screen and
 * the error report load only when an error happens (decision 0013: not first-load code).
 */
import { Component, lazy, Suspense, type ReactNode } from 'react';

const ErrorScreen = lazy(() => import('./error-screen').then((m) => ({ default: m.ErrorScreen })));

interface State {
  error: Error | null;
}

export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error) {
    void import('@/lib/analytics/report-error').then((m) => m.reportError(error.message));
  }

  override render() {
    if (this.state.error) {
      return (
        <Suspense fallback={null}>
          <ErrorScreen />
        </Suspense>
      );
    }
    return this.props.children;
  }
}
