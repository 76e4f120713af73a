import * as React from 'react';
import { findNavTrail } from './tree';
import type { NavPage } from './types';

/**
 * Which groups of the tree are open. Groups on the path to the active page open whenever the
 * page changes; the reader's own toggles are kept across client-side navigation.
 */
export function useExpandedGroups(tree: readonly NavPage[], activeRoute: string | null) {
  const trail = React.useMemo(
    () => (activeRoute ? findNavTrail(tree, activeRoute).map((page) => page.pathname) : []),
    [tree, activeRoute],
  );
  const [expanded, setExpanded] = React.useState<ReadonlySet<string>>(() => new Set(trail));
  const [lastTrail, setLastTrail] = React.useState(trail);
  if (lastTrail !== trail) {
    // Adjusting state during render (instead of in an effect) avoids a frame with a closed group.
    setLastTrail(trail);
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
