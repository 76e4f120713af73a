import * as React from 'react';

/** One entry of a MenuButton: a link, or (without href) the current choice that just closes. */
export interface MenuEntry {
  key: string;
  label: string;
  href?: string;
  selected?: boolean;
  lang?: string;
  onFollow?: (event: React.MouseEvent<HTMLAnchorElement>) => void;
}

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
}

/**
 * A button with a small menu of links (version switcher, language menu): arrow keys, Home and
 * End move between entries, Escape and Tab close it, focus returns to the button.
 */
export function MenuButton({ id, menuId, label, className, align = 'end', children, entries }: MenuButtonProps) {
  const [open, setOpen] = React.useState(false);
  const button = React.useRef<HTMLButtonElement>(null);
  const menu = React.useRef<HTMLUListElement>(null);
  const items = () => [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];

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
    const moves: Record<string, number> = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: all.length - 1 };
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
        ref={button}
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
                <a role="menuitem" tabIndex={-1} href={entry.href} lang={entry.lang} aria-current={entry.selected ? 'true' : undefined} onClick={entry.onFollow}>
                  {entry.label}
                </a>
              ) : (
                <button type="button" role="menuitem" tabIndex={-1} aria-current={entry.selected ? 'true' : undefined} onClick={() => close(true)}>
                  {entry.label}
                  {entry.selected ? (
                    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
                      <path fill="currentColor" d="M9 16.17 4.83 12l-1.42 1.41L9 19 21 7l-1.41-1.41z" />
                    </svg>
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
