import * as React from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AdConfigProvider, useAdConfig } from '../ads/AdConfig';
import { DocsConfigProvider, useDocsConfig } from '../layout/DocsConfig';
import { PageProvider } from '../layout/PageContext';
import {
  ThemePreferencesProvider,
  useChangeTheme,
  useThemePreferences,
  useThemePreferencesDispatch,
} from './ThemePreferencesProvider';

function Probe({ hook }: { hook: () => unknown }) {
  const value = hook();
  return <span>{JSON.stringify(value)}</span>;
}

describe('context hooks outside their providers', () => {
  it('theme preference hooks say the component is not wrapped in a ThemeProvider', () => {
    for (const hook of [useThemePreferences, useThemePreferencesDispatch, useChangeTheme]) {
      expect(() => renderToString(<Probe hook={hook} />)).toThrow(
        'Forgot to wrap component in `ThemeProvider`',
      );
    }
  });

  it('the docs config and ad config hooks say the component must be wrapped in its provider', () => {
    expect(() => renderToString(<Probe hook={useDocsConfig} />)).toThrow(
      'please ensure the component is wrapped in a <DocsConfigProvider>',
    );
    expect(() => renderToString(<Probe hook={useAdConfig} />)).toThrow(
      'please ensure the component is wrapped in an <AdConfigProvider>',
    );
  });

  it('all of them work inside their providers', () => {
    const html = renderToString(
      <PageProvider page={{ language: 'en', route: null, productId: null, docs: null }}>
        <ThemePreferencesProvider>
          <DocsConfigProvider>
            <AdConfigProvider value={{ disableAd: true }}>
              <Probe hook={useThemePreferences} />
              <Probe hook={() => useDocsConfig().siteName} />
              <Probe hook={useAdConfig} />
            </AdConfigProvider>
          </DocsConfigProvider>
        </ThemePreferencesProvider>
      </PageProvider>,
    );
    expect(html).toContain('&quot;spacing&quot;:8');
    expect(html).toContain('&quot;MUI X&quot;');
    expect(html).toContain('{&quot;disableAd&quot;:true}');
  });
});
