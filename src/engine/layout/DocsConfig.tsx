import * as React from 'react';
import { SOURCE_CODE_REPOSITORY } from '../../config/links';
import { PRODUCT_FAMILY } from '../../config/products';
import { LANGUAGES, type Language } from '../routing/languages';

/** Site-wide facts the shell's components read. */
export interface DocsConfig {
  siteName: string;
  sourceCodeRepository: string;
  languages: readonly Language[];
}

/** The docs configuration of this site. */
export const DOCS_CONFIG: DocsConfig = {
  siteName: PRODUCT_FAMILY,
  sourceCodeRepository: SOURCE_CODE_REPOSITORY,
  languages: LANGUAGES,
};

const DocsConfigContext = React.createContext<DocsConfig | null>(null);

/** Provides the docs configuration. */
export function DocsConfigProvider({
  value = DOCS_CONFIG,
  children,
}: {
  value?: DocsConfig;
  children: React.ReactNode;
}) {
  return <DocsConfigContext.Provider value={value}>{children}</DocsConfigContext.Provider>;
}

/** The docs configuration; throws when the component is not wrapped in DocsConfigProvider. */
export function useDocsConfig(): DocsConfig {
  const value = React.useContext(DocsConfigContext);
  if (!value) {
    throw new Error(
      'Could not find the docs config context value; please ensure the component is wrapped in a <DocsConfigProvider>.',
    );
  }
  return value;
}
