import * as React from 'react';
import { useLocationHash } from '../client/useClientValue';
import { useCodeStyling, useCodeVariant, type CodeVariant } from '../preferences/codePreferences';
import type { DemoMeta, DemoStyling } from './types';

/** The language a deep link (`#<Name>.tsx` / `#<Name>.js`) asks for, if it points at this demo. */
export function variantFromHash(hash: string, name: string): CodeVariant | null {
  const target = decodeURIComponent(hash.replace(/^#/, ''));
  if (target === `${name}.tsx`) return 'TS';
  if (target === `${name}.js`) return 'JS';
  return null;
}

/** Everything the frame, toolbar and code panel share about one demo. */
export interface DemoState {
  codeOpen: boolean;
  setCodeOpen: (open: boolean) => void;
  /** Language shown: the deep link's on arrival, else the reader's preference (TS by default). */
  variant: CodeVariant;
  setVariant: (variant: CodeVariant) => void;
  /** Styling solution: the reader's preference when the demo has it, else MUI System. */
  styling: DemoStyling;
  setStyling: (styling: DemoStyling) => void;
  /** Incremented by "Reset demo": remounts the live demo. */
  resetKey: number;
  reset: () => void;
  /** Set when the page was opened on one of this demo's anchors (scroll once the code shows). */
  deepLinked: boolean;
}

export function useDemoState(demo: DemoMeta, defaultCodeOpen: boolean): DemoState {
  const [preferredVariant, setPreferredVariant] = useCodeVariant();
  const [preferredStyling, setStyling] = useCodeStyling();
  // A link to one of the demo's code anchors opens its code in that language, until the reader
  // picks a language themselves (for that hash: a later link opens it again).
  const hash = useLocationHash();
  const fromHash = variantFromHash(hash, demo.name);
  const [hashOverridden, setHashOverridden] = React.useState<string | null>(null);
  const hashVariant = fromHash && hashOverridden !== hash ? fromHash : null;
  const [codeOpenChoice, setCodeOpen] = React.useState<boolean | null>(null);
  const codeOpen = codeOpenChoice ?? (defaultCodeOpen || fromHash !== null);
  const [resetKey, setResetKey] = React.useState(0);

  const setVariant = React.useCallback(
    (next: CodeVariant) => {
      setHashOverridden(hash);
      setPreferredVariant(next);
    },
    [hash, setPreferredVariant],
  );
  const wanted = hashVariant ?? preferredVariant;
  return {
    codeOpen,
    setCodeOpen,
    variant: demo.hasTypeScript ? wanted : 'JS',
    setVariant,
    styling: demo.stylings.includes(preferredStyling) ? preferredStyling : 'MUI System',
    setStyling,
    resetKey,
    reset: React.useCallback(() => setResetKey((key) => key + 1), []),
    deepLinked: hashVariant !== null,
  };
}
