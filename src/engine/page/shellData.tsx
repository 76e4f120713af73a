import * as React from 'react';
import type { TranslationTree } from '../i18n/labels';
import type { NavPage } from './navTypes';
import type { Language } from '../../config/languages';

/**
 * What the shell needs in one language: its interface labels (English as the fallback) and the top
 * level of the navigation tree with titles resolved (docs pages bring the entries they show, the
 * whole tree loads on demand: nav/useFullNav.ts). Each route module attaches its language's bundle to its
 * page component (`withShell`), so a page's JavaScript holds one language, not every language's
 * labels and page titles in the shared `_app` chunk.
 */
export interface ShellData {
  language: Language;
  labels: TranslationTree;
  english: TranslationTree;
  /** Every group closed: what the drawer shows on a page outside the tree (404). */
  navTop: readonly NavPage[];
}

/** A page component that may carry its shell bundle. */
export type ShellRoute = { shell?: ShellData };

const ShellDataContext = React.createContext<ShellData | null>(null);

export const ShellDataProvider = ShellDataContext.Provider;

/** The current route's shell bundle; throws when the route attached none. */
export function useShellData(): ShellData {
  const shell = React.useContext(ShellDataContext);
  if (!shell)
    throw new Error('This route has no shell data: wrap its page component with withShell().');
  return shell;
}

/** A page component for one language: the page itself, carrying that language's shell bundle. */
export function withShell<P extends object>(
  Page: React.ComponentType<P>,
  shell: ShellData,
): React.FC<P> & ShellRoute {
  const Route: React.FC<P> & ShellRoute = (props) => <Page {...props} />;
  Route.shell = shell;
  Route.displayName = `Route(${shell.language})`;
  return Route;
}
