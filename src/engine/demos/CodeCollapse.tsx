import * as React from 'react';
import { DEMO_CODE_COLLAPSE_MS } from './constants';

/**
 * Shows its content while `open`, growing from zero height when it opens (CSS `@starting-style`)
 * and shrinking back before it unmounts (Material UI's Collapse with `unmountOnExit`, in CSS).
 */
export function CodeCollapse({ open, children }: { open: boolean; children: React.ReactNode }) {
  const [closing, setClosing] = React.useState(false);
  const [wasOpen, setWasOpen] = React.useState(open);
  if (open !== wasOpen) {
    // Adjusting state while rendering (not in an effect): the closing frame is in the same commit.
    setWasOpen(open);
    setClosing(!open);
  }
  React.useEffect(() => {
    if (!closing) return undefined;
    const timer = window.setTimeout(() => setClosing(false), DEMO_CODE_COLLAPSE_MS);
    return () => window.clearTimeout(timer);
  }, [closing]);
  if (!open && !closing) return null;
  return (
    <div className="demo-code-collapse" data-state={open ? 'open' : 'closing'}>
      <div className="demo-code-collapse-inner">{children}</div>
    </div>
  );
}
