import * as React from 'react';
import { findNavTrail } from './tree';
import type { NavPage } from '../page/navTypes';

/**
 * Which groups of the tree are open. Groups on the path to the active page open whenever the
 * page changes; the reader's own toggles are kept across client-side navigation.
 */
export function useExpandedGroups(tree: readonly NavPage[], activeRoute: string | null) {
  // Compared by content: the tree object changes when the whole tree replaces the page's preview
  // (useFullNav.ts), and that must not reopen a group the reader just closed.
  const trail = activeRoute ? findNavTrail(tree, activeRoute).map((page) => page.pathname) : [];
  const trailKey = trail.join('\n');
  const [expanded, setExpanded] = React.useState<ReadonlySet<string>>(() => new Set(trail));
  const [lastTrailKey, setLastTrailKey] = React.useState(trailKey);
  if (lastTrailKey !== trailKey) {
    // Adjusting state during render (instead of in an effect) avoids a frame with a closed group.
    setLastTrailKey(trailKey);
    setExpanded((previous) => new Set([...previous, ...trail]));
  }
  const toggle = React.useCallback((pathname: string) => {
    setExpanded((previous) => {
      const next = new Set(previous);
      if (next.has(pathname)) next.delete(pathname);
      else next.add(pathname);
      return next;
    });
  }, []);
  return { expanded, toggle };
}
