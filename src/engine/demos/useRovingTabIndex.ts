import * as React from 'react';

/** Where a key press moves focus in a toolbar of `count` controls, or null for other keys. */
export function nextToolbarIndex(
  key: string,
  index: number,
  count: number,
  rtl: boolean,
): number | null {
  const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
  const backward = rtl ? 'ArrowRight' : 'ArrowLeft';
  switch (key) {
    case forward:
      return (index + 1) % count;
    case backward:
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/**
 * Roving tabindex for a toolbar (WAI-ARIA toolbar pattern): one Tab stop, the arrow keys (mirrored
 * right to left), Home and End move between controls. Controls are identified by key, in order.
 */
export function useRovingTabIndex(keys: readonly string[], rtl: boolean) {
  const [active, setActive] = React.useState(keys[0]);
  const refs = React.useRef(new Map<string, HTMLElement>());
  const current = keys.includes(active) ? active : keys[0];

  const onKeyDown = (event: React.KeyboardEvent) => {
    const index = keys.indexOf(current);
    const next = nextToolbarIndex(event.key, index, keys.length, rtl);
    if (next === null || !(event.target instanceof HTMLElement) || !refs.current.has(current))
      return;
    // Only keys pressed on the controls themselves (not inside an open menu).
    if (![...refs.current.values()].includes(event.target)) return;
    event.preventDefault();
    setActive(keys[next]);
    refs.current.get(keys[next])?.focus();
  };

  const getControlProps = (key: string) => ({
    tabIndex: key === current ? 0 : -1,
    onFocus: () => setActive(key),
    ref: (element: HTMLElement | null) => {
      if (element) refs.current.set(key, element);
      else refs.current.delete(key);
    },
  });

  return { onKeyDown, getControlProps };
}
