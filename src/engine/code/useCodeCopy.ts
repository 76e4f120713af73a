import * as React from 'react';
import { copyText } from './clipboard';
import { MARKDOWN_COPY_FEEDBACK_MS } from './constants';

/** True when text is selected in the page or in the focused form field. */
function hasSelection(): boolean {
  const active = document.activeElement as HTMLInputElement | null;
  if (
    active &&
    typeof active.selectionStart === 'number' &&
    active.selectionStart !== active.selectionEnd
  )
    return true;
  return (window.getSelection()?.toString() ?? '') !== '';
}

/**
 * Behaviour of the copy buttons that the Markdown compiler writes into static HTML, for every
 * code block at once: a click copies the block's code and shows "Copied" for 2000 ms; Ctrl+C or
 * ⌘C while a block is hovered or focused (and nothing is selected) presses its button, reported
 * to analytics as `copy-keyboard` instead of `copy-click`.
 */
export function useCodeCopy(): void {
  React.useEffect(() => {
    const isMac = /mac/i.test(navigator.platform);
    document.documentElement.dataset.os = isMac ? 'mac' : 'other';
    const timers = new WeakMap<Element, number>();
    let current: Element | null = null;

    const onClick = (event: MouseEvent) => {
      const button = (event.target as Element | null)?.closest?.('.MuiCode-copy');
      // Copy buttons rendered by React (demo code) handle their own clicks.
      if (button?.hasAttribute('data-react-copy')) return;
      const code = button?.closest('.MuiCode-root')?.querySelector('pre');
      if (!button || !code) return;
      copyText(code.textContent ?? '').then(
        () => {
          button.setAttribute('data-copied', 'true');
          window.clearTimeout(timers.get(button));
          timers.set(
            button,
            window.setTimeout(
              () => button.removeAttribute('data-copied'),
              MARKDOWN_COPY_FEEDBACK_MS,
            ),
          );
        },
        () => {},
      );
    };
    const track = (event: Event) => {
      const block = (event.target as Element | null)?.closest?.('.MuiCode-root');
      if (block) current = block;
    };
    const untrack = (event: Event) => {
      const block = (event.target as Element | null)?.closest?.('.MuiCode-root');
      const next = (event as MouseEvent | FocusEvent).relatedTarget as Element | null;
      if (block && block === current && !block.contains(next)) current = null;
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (
        event.key.toLowerCase() !== 'c' ||
        !(event.ctrlKey || event.metaKey) ||
        event.shiftKey ||
        event.altKey
      )
        return;
      if (!current || !current.isConnected || hasSelection()) return;
      const button = current.querySelector<HTMLButtonElement>('.MuiCode-copy');
      if (!button) return;
      button.dataset.gaEventAction = 'copy-keyboard';
      button.click();
      button.dataset.gaEventAction = 'copy-click';
    };
    const listeners: [string, EventListener][] = [
      ['click', onClick as EventListener],
      ['mouseover', track],
      ['focusin', track],
      ['mouseout', untrack],
      ['focusout', untrack],
      ['keydown', onKeyDown as EventListener],
    ];
    listeners.forEach(([type, listener]) => document.addEventListener(type, listener));
    return () =>
      listeners.forEach(([type, listener]) => document.removeEventListener(type, listener));
  }, []);
}
