import * as React from 'react';
import { copyText } from '../code/clipboard';
import { useTranslate } from '../page/PageContext';
import { useThemePreferences } from '../theme/ThemePreferencesProvider';
import { CodeCollapse } from './CodeCollapse';
import { DemoCodePanel } from './DemoCodePanel';
import { DemoToast, type ToastMessage } from './DemoToast';
import { fetchDemoCode } from './demoCode';
import { DemoToolbar, type DemoToolbarActions } from './DemoToolbar';
import type { SandboxKind } from './sandbox/createProject';
import type { DemoCode, DemoMeta } from './types';
import type { DemoState } from './useDemoState';

/** The demo's code file, fetched once `wanted` turns true (code shown, copy, sandbox). */
function useDemoCode(id: string, wanted: boolean) {
  const [code, setCode] = React.useState<DemoCode | null>(null);
  const [failed, setFailed] = React.useState(false);
  const request = React.useCallback(() => {
    const promise = fetchDemoCode(id);
    promise.then(setCode, () => setFailed(true));
    return promise;
  }, [id]);
  // "Retry" after a failure clears the error first; the first request starts with none.
  const load = React.useCallback(() => {
    setFailed(false);
    return request();
  }, [request]);
  React.useEffect(() => {
    if (wanted) request();
  }, [wanted, request]);
  return { code, failed, load };
}

interface DemoControlsProps {
  demo: DemoMeta;
  state: DemoState;
  initialFocusRef: React.RefObject<HTMLButtonElement | null>;
}

/**
 * The toolbar and the code panel of a demo: a chunk of its own, loaded when the demo comes near
 * the viewport. Plain elements styled by the shell's static CSS, no Material UI.
 */
export default function DemoControls({ demo, state, initialFocusRef }: DemoControlsProps) {
  const t = useTranslate();
  const { direction } = useThemePreferences();
  const { code, failed, load } = useDemoCode(demo.id, state.codeOpen);
  const [message, setMessageState] = React.useState<ToastMessage | null>(null);
  const setMessage = React.useCallback(
    (text: string) => setMessageState((last) => ({ id: (last?.id ?? 0) + 1, text })),
    [],
  );
  const closeMessage = React.useCallback(() => setMessageState(null), []);
  const codePanelId = `demo-code-${demo.id.replace(/[^\w-]/g, '-')}`;
  const source = code?.sources[state.styling] ?? code?.sources['MUI System'];
  const shown = source ? (state.variant === 'TS' && source.ts ? source.ts : source.js) : null;

  const copy = React.useCallback(
    (text: string, success: string) =>
      copyText(text).then(
        () => setMessage(success),
        () => setMessage(t('demo.copyFailed')),
      ),
    [t, setMessage],
  );

  const actions: DemoToolbarActions = {
    prefetchCode: () => void load().catch(() => undefined),
    copySource: () => {
      load().then(
        (loaded) => {
          const current = loaded.sources[state.styling] ?? loaded.sources['MUI System']!;
          const text = state.variant === 'TS' && current.ts ? current.ts.code : current.js.code;
          return copy(text, t('demo.copiedSource'));
        },
        () => setMessage(t('demo.codeLoadFailed')),
      );
    },
    copyLink: (variant) => {
      const url = `${window.location.href.split('#')[0]}#${demo.name}.${variant === 'TS' ? 'tsx' : 'js'}`;
      void copy(url, t('demo.copiedSourceLink'));
    },
    openSandbox: (kind: SandboxKind) => {
      Promise.all([
        load(),
        import('./sandbox/createProject'),
        import('./sandbox/openSandbox'),
      ]).then(
        ([loaded, { createSandboxProject }, { openSandbox }]) =>
          openSandbox(
            kind,
            createSandboxProject(
              loaded,
              state.variant,
              state.styling,
              t('demo.sandboxDescription'),
            ),
          ),
        () => setMessage(t('demo.codeLoadFailed')),
      );
    },
    resetFocus: () => {
      // focusVisible: the ring shows even after a mouse click, so the reader sees where Tab starts.
      initialFocusRef.current?.focus({ focusVisible: true } as FocusOptions);
    },
  };

  // Arriving on #<Name>.tsx or #<Name>.js: once the code shows, bring the demo into view.
  const scrolled = React.useRef(false);
  React.useEffect(() => {
    if (!state.deepLinked || !shown || scrolled.current) return;
    scrolled.current = true;
    document
      .getElementById(`${demo.name}.${state.variant === 'TS' ? 'tsx' : 'js'}`)
      ?.scrollIntoView();
  }, [state.deepLinked, shown, state.variant, demo.name]);

  return (
    <>
      <div className="demo-toolbar-slot">
        <DemoToolbar
          demo={demo}
          state={state}
          actions={actions}
          codePanelId={codePanelId}
          rtl={direction === 'rtl'}
          t={t}
        />
      </div>
      <CodeCollapse open={state.codeOpen}>
        <DemoCodePanel
          id={codePanelId}
          source={shown}
          language={state.variant === 'TS' && source?.ts ? 'tsx' : 'jsx'}
          error={failed}
          t={t}
        />
      </CodeCollapse>
      <DemoToast message={message} onClose={closeMessage} />
    </>
  );
}
