import * as React from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PageProvider } from '../page/PageContext';
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

  it('they work inside their providers', () => {
    const html = renderToString(
      <PageProvider page={{ language: 'en', route: null, productId: null, docs: null }}>
        <ThemePreferencesProvider>
          <Probe hook={useThemePreferences} />
        </ThemePreferencesProvider>
      </PageProvider>,
    );
    expect(html).toContain('&quot;spacing&quot;:8');
  });
});
