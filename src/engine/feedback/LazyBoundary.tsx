import * as React from 'react';

/**
 * Renders nothing instead of crashing the page when a lazily loaded feedback chunk cannot be
 * fetched (offline, or a deployment replaced the chunk): feedback is optional, reading is not.
 */
export class LazyBoundary extends React.Component<
  { children: React.ReactNode },
  { failed: boolean }
> {
  state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  render() {
    return this.state.failed ? null : (
      <React.Suspense fallback={null}>{this.props.children}</React.Suspense>
    );
  }
}
