/**
 * Renders the one demo named by `?file=` (an absolute path of a demo TSX file) in Material UI's
 * theme, light or dark (`?mode=`), under an error boundary; sets `data-rendered` on <html> when
 * done and shows a crash as `#demo-crash`. Served by Vite for scripts/check-demos.ts only.
 */
import * as React from 'react';
import { createRoot } from 'react-dom/client';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider, createTheme } from '@mui/material/styles';

const params = new URLSearchParams(window.location.search);
const file = params.get('file') ?? '';
const mode = params.get('mode') === 'dark' ? 'dark' : 'light';

class Boundary extends React.Component<{ children: React.ReactNode }, { error: string | null }> {
  state = { error: null as string | null };

  static getDerivedStateFromError(error: Error) {
    return { error: String(error?.stack ?? error) };
  }

  render() {
    return this.state.error ? <pre id="demo-crash">{this.state.error}</pre> : this.props.children;
  }
}

function crashed(error: unknown) {
  const pre = document.createElement('pre');
  pre.id = 'demo-crash';
  pre.textContent = String((error as Error)?.stack ?? error);
  document.body.replaceChildren(pre);
}

import(/* @vite-ignore */ `/@fs${file}`)
  .then((module: { default: React.ComponentType }) => {
    const Demo = module.default;
    createRoot(document.getElementById('root')!).render(
      <ThemeProvider theme={createTheme({ palette: { mode } })}>
        <CssBaseline />
        <Boundary>
          <div style={{ padding: 16 }}>
            <Demo />
          </div>
        </Boundary>
      </ThemeProvider>,
    );
  }, crashed)
  .finally(() => {
    document.documentElement.dataset.rendered = 'true';
  });
