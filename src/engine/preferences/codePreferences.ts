import * as React from 'react';
import { getCookie, setPreferenceCookie } from '../client/cookies';

/** Language of demo code. Cookie `codeVariant`. */
export const CODE_VARIANTS = ['TS', 'JS'] as const;
export type CodeVariant = (typeof CODE_VARIANTS)[number];
export const CODE_VARIANT_COOKIE = 'codeVariant';
export const DEFAULT_CODE_VARIANT: CodeVariant = 'TS';

/** Styling solution of demo code. Cookie `codeStyling`. */
export const CODE_STYLINGS = ['MUI System', 'Tailwind', 'CSS'] as const;
export type CodeStyling = (typeof CODE_STYLINGS)[number];
export const CODE_STYLING_COOKIE = 'codeStyling';
export const DEFAULT_CODE_STYLING: CodeStyling = 'MUI System';

const CHANGE_EVENT = 'docs:code-preferences';

/** Reads a preference cookie, falling back to the default on the server or for unknown values. */
export function readPreference<T extends string>(
  cookie: string,
  allowed: readonly T[],
  fallback: T,
): T {
  try {
    const value = getCookie(cookie);
    return allowed.includes(value as T) ? (value as T) : fallback;
  } catch {
    return fallback;
  }
}

function usePreferenceCookie<T extends string>(
  cookie: string,
  allowed: readonly T[],
  fallback: T,
): [T, (value: T) => void] {
  // The server and the first client render use the default; the cookie is read after hydration.
  const [value, setValue] = React.useState<T>(fallback);
  React.useEffect(() => {
    const sync = () => setValue(readPreference(cookie, allowed, fallback));
    sync();
    window.addEventListener(CHANGE_EVENT, sync);
    return () => window.removeEventListener(CHANGE_EVENT, sync);
  }, [cookie, allowed, fallback]);
  const update = React.useCallback(
    (next: T) => {
      setPreferenceCookie(cookie, next);
      window.dispatchEvent(new Event(CHANGE_EVENT));
    },
    [cookie],
  );
  return [value, update];
}

/** The reader's demo code language (TS by default), shared by every control that shows it. */
export function useCodeVariant(): [CodeVariant, (value: CodeVariant) => void] {
  return usePreferenceCookie(CODE_VARIANT_COOKIE, CODE_VARIANTS, DEFAULT_CODE_VARIANT);
}

/** The reader's demo styling solution (MUI System by default). */
export function useCodeStyling(): [CodeStyling, (value: CodeStyling) => void] {
  return usePreferenceCookie(CODE_STYLING_COOKIE, CODE_STYLINGS, DEFAULT_CODE_STYLING);
}
