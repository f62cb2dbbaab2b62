/** Error screen on a rendering error (spec §2.4): title, message, continue to "/". */
import { Component, type ReactNode } from 'react';
import { reportError } from '@/lib/analytics/report-error';
import { ErrorScreen } from './error-screen';

interface State {
  error: Error | null;
}

export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error) {
    reportError(error.message);
  }

  override render() {
    if (this.state.error) return <ErrorScreen />;
    return this.props.children;
  }
}
