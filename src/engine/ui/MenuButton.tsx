import * as React from 'react';
import { PathIcon } from './PathIcon';

const CHECK_ICON = 'M9 16.17 4.83 12l-1.42 1.41L9 19 21 7l-1.41-1.41z';

/**
 * One entry of a MenuButton: a link (href), or a button that runs `onSelect` and closes the menu
 * (without onSelect: the current choice, which just closes).
 */
export interface MenuEntry {
  key: string;
  label: string;
  href?: string;
  /** Links only: opens in a new tab (with rel="noopener"). */
  newTab?: boolean;
  selected?: boolean;
  disabled?: boolean;
  lang?: string;
  /** Path of a 24×24 icon shown before the label. */
  icon?: string;
  /** Extra attributes of the entry (analytics data-* attributes). */
  attributes?: Record<`data-${string}`, string>;
  onFollow?: (event: React.MouseEvent<HTMLAnchorElement>) => void;
  onSelect?: () => void;
}

/** Props a MenuButton's owner adds to its button (a toolbar's roving tabindex, analytics). */
export type MenuButtonTriggerProps = Omit<
  React.ButtonHTMLAttributes<HTMLButtonElement>,
  'onClick'
> & {
  ref?: (element: HTMLButtonElement | null) => void;
} & Record<`data-${string}`, string>;

export const MENU_BUTTON_CLASS = 'docs-menu-button';

interface MenuButtonProps {
  id: string;
  menuId: string;
  /** Accessible name of the button when its content is not enough. */
  label?: string;
  className?: string;
  align?: 'start' | 'end';
  children: React.ReactNode;
  entries: readonly MenuEntry[];
  buttonProps?: MenuButtonTriggerProps;
}

/**
 * A button with a small menu (version switcher, language menu, the demo toolbar's menus): arrow
 * keys, Home and End move between entries, Escape and Tab close it, focus returns to the button.
 */
export function MenuButton({
  id,
  menuId,
  label,
  className,
  align = 'end',
  children,
  entries,
  buttonProps,
}: MenuButtonProps) {
  const [open, setOpen] = React.useState(false);
  const button = React.useRef<HTMLButtonElement>(null);
  const menu = React.useRef<HTMLUListElement>(null);
  const items = () => [
    ...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]:not(:disabled)') ?? []),
  ];
  const { ref: ownerRef, ...triggerProps } = buttonProps ?? {};
  // A plain function: the owner's ref (a toolbar's roving tabindex) is a new function each render.
  const setButton = (element: HTMLButtonElement | null) => {
    button.current = element;
    ownerRef?.(element);
  };

  React.useEffect(() => {
    if (!open) return undefined;
    const all = items();
    (all.find((item) => item.getAttribute('aria-current') === 'true') ?? all[0])?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!button.current?.parentElement?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };
  const onMenuKeyDown = (event: React.KeyboardEvent) => {
    const all = items();
    const index = all.indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number> = {
      ArrowDown: index + 1,
      ArrowUp: index - 1,
      Home: 0,
      End: all.length - 1,
    };
    if (event.key in moves) {
      event.preventDefault();
      all[(moves[event.key] + all.length) % all.length]?.focus();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    }
  };

  return (
    <div className={MENU_BUTTON_CLASS} data-align={align}>
      <button
        {...triggerProps}
        ref={setButton}
        id={id}
        type="button"
        className={className}
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        {children}
      </button>
      {open ? (
        <ul ref={menu} id={menuId} role="menu" aria-labelledby={id} onKeyDown={onMenuKeyDown}>
          {entries.map((entry) => (
            <li key={entry.key} role="none">
              {entry.href ? (
                <a
                  {...entry.attributes}
                  role="menuitem"
                  tabIndex={-1}
                  href={entry.href}
                  lang={entry.lang}
                  target={entry.newTab ? '_blank' : undefined}
                  rel={entry.newTab ? 'noopener' : undefined}
                  aria-current={entry.selected ? 'true' : undefined}
                  onClick={(event) => {
                    entry.onFollow?.(event);
                    if (entry.newTab) close(true);
                  }}
                >
                  {entry.icon ? <PathIcon d={entry.icon} /> : null}
                  {entry.label}
                </a>
              ) : (
                <button
                  {...entry.attributes}
                  type="button"
                  role="menuitem"
                  tabIndex={-1}
                  disabled={entry.disabled}
                  aria-current={entry.selected ? 'true' : undefined}
                  onClick={() => {
                    entry.onSelect?.();
                    close(true);
                  }}
                >
                  {entry.icon ? <PathIcon d={entry.icon} /> : null}
                  {entry.label}
                  {entry.selected ? (
                    <PathIcon d={CHECK_ICON} size={16} className="menu-check" />
                  ) : null}
                </button>
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
