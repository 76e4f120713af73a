import * as React from 'react';
import { sendAdCrashEvent } from './events';

interface AdErrorBoundaryProps {
  /** The label of the ad being shown, when known; sent with the crash event. */
  getLabel: () => string | null;
  children: React.ReactNode;
}

/** Whatever goes wrong inside the ad renders nothing and reports a crash; the page carries on. */
export class AdErrorBoundary extends React.Component<AdErrorBoundaryProps, { crashed: boolean }> {
  state = { crashed: false };

  static getDerivedStateFromError() {
    return { crashed: true };
  }

  componentDidCatch() {
    sendAdCrashEvent(this.props.getLabel());
  }

  render() {
    return this.state.crashed ? null : this.props.children;
  }
}
