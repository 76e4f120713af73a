import * as React from 'react';

/** What the ad block of the current page may do. */
export interface AdConfig {
  /** The page (front matter `disableAd`) asks for no ad. */
  disableAd: boolean;
}

const AdConfigContext = React.createContext<AdConfig | null>(null);

/** Provides the ad configuration of the current page. */
export function AdConfigProvider({
  value,
  children,
}: {
  value: AdConfig;
  children: React.ReactNode;
}) {
  return <AdConfigContext.Provider value={value}>{children}</AdConfigContext.Provider>;
}

/** The ad configuration; throws when the component is not wrapped in AdConfigProvider. */
export function useAdConfig(): AdConfig {
  const value = React.useContext(AdConfigContext);
  if (!value) {
    throw new Error(
      'Could not find the ad config context value; please ensure the component is wrapped in an <AdConfigProvider>.',
    );
  }
  return value;
}
