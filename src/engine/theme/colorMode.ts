import * as React from 'react';
import { COLOR_SCHEME_ATTRIBUTE, MODE_STORAGE_KEY, THEME_COLOR } from './constants';

/** The reader's colour-mode choice; `system` follows the operating system. */
export type ColorMode = 'light' | 'dark' | 'system';
export type ColorScheme = 'light' | 'dark';

const DARK_QUERY = '(prefers-color-scheme: dark)';
const MODES: readonly ColorMode[] = ['light', 'dark', 'system'];

/** A stored mode, or `system` when there is none or it is not one of the three. */
export function parseStoredMode(value: string | null): ColorMode {
  return MODES.includes(value as ColorMode) ? (value as ColorMode) : 'system';
}

/** The scheme a mode shows, given what the system prefers. */
export function resolveScheme(mode: ColorMode, systemScheme: ColorScheme): ColorScheme {
  return mode === 'system' ? systemScheme : mode;
}

interface ColorModeSnapshot {
  mode: ColorMode;
  systemMode: ColorScheme;
}

const SERVER_SNAPSHOT: ColorModeSnapshot = { mode: 'system', systemMode: 'light' };
let snapshot: ColorModeSnapshot | null = null;
const listeners = new Set<() => void>();

function readStorage(): ColorMode {
  try {
    return parseStoredMode(window.localStorage.getItem(MODE_STORAGE_KEY));
  } catch {
    return 'system'; // storage blocked (privacy settings): the system preference applies
  }
}

function readSnapshot(): ColorModeSnapshot {
  return {
    mode: readStorage(),
    systemMode: window.matchMedia(DARK_QUERY).matches ? 'dark' : 'light',
  };
}

/** Puts the scheme on <html> (the CSS variables follow it) and on the browser chrome. */
export function showScheme(scheme: ColorScheme) {
  document.documentElement.setAttribute(COLOR_SCHEME_ATTRIBUTE, scheme);
  document
    .querySelectorAll('meta[name="theme-color"]')
    .forEach((meta) => meta.setAttribute('content', THEME_COLOR[scheme]));
}

function update() {
  snapshot = readSnapshot();
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  if (listeners.size === 0) {
    window.matchMedia(DARK_QUERY).addEventListener('change', update);
    window.addEventListener('storage', update); // a choice made in another tab
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      window.matchMedia(DARK_QUERY).removeEventListener('change', update);
      window.removeEventListener('storage', update);
    }
  };
}

function getSnapshot(): ColorModeSnapshot {
  snapshot ??= readSnapshot();
  return snapshot;
}

/** Stores the reader's mode (`mui-mode`, as the reference site) and tells every subscriber. */
export function setColorMode(mode: ColorMode) {
  try {
    window.localStorage.setItem(MODE_STORAGE_KEY, mode);
  } catch {
    // storage blocked: the choice lasts for this page only
  }
  snapshot = { mode, systemMode: getSnapshot().systemMode };
  listeners.forEach((listener) => listener());
}

/**
 * The colour mode without Material UI: the mode the reader chose, what the system prefers, the
 * scheme shown, and a setter. The document's inline script has set the scheme before first paint;
 * ThemePreferencesProvider shows later changes (settings drawer, OS switch, other tabs).
 */
export function useColorMode() {
  const { mode, systemMode } = React.useSyncExternalStore(
    subscribe,
    getSnapshot,
    () => SERVER_SNAPSHOT,
  );
  return { mode, systemMode, scheme: resolveScheme(mode, systemMode), setMode: setColorMode };
}
