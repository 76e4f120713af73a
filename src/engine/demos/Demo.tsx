import * as React from 'react';
import { useTranslate } from '../layout/PageContext';
import { DemoRoot } from './Demo.styles';
import type { DemoIslandProps } from './types';
import { useDemoState } from './useDemoState';
import { useNearViewport } from './useNearViewport';

// The live demo and the toolbar are chunks of their own: the shell never loads demo code, and
// a page's demos load only as the reader scrolls towards them.
const LiveDemo = React.lazy(() => import('./LiveDemo'));
const DemoControls = React.lazy(() => import('./DemoControls'));

function useMounted(): boolean {
  const [mounted, setMounted] = React.useState(false);
  React.useEffect(() => setMounted(true), []);
  return mounted;
}

/**
 * A live demo as an MDX island: anchors for deep links, the running component (isolated by an
 * error boundary, themed by the reader's preferences), its toolbar and its code.
 */
export function Demo({ demo, bg, hideToolbar, defaultCodeOpen }: DemoIslandProps) {
  const t = useTranslate();
  const liveRef = React.useRef<HTMLDivElement>(null);
  const initialFocusRef = React.useRef<HTMLButtonElement>(null);
  const near = useNearViewport(liveRef);
  const mounted = useMounted();
  const state = useDemoState(demo, defaultCodeOpen);
  const placeholder = <div className="demo-placeholder" aria-busy="true" />;
  const toolbarSlot = <div className="demo-toolbar-slot" />;

  return (
    <DemoRoot
      className="demo"
      data-demo={demo.id}
      data-bg={bg}
      data-toolbar={String(!hideToolbar)}
      data-code-open={String(state.codeOpen)}
    >
      <span className="demo-anchor" id={`${demo.name}.tsx`} />
      <span className="demo-anchor" id={`${demo.name}.js`} />
      <div className="demo-live" ref={liveRef}>
        <button
          type="button"
          className="demo-initial-focus"
          aria-label={t('demo.initialFocus')}
          tabIndex={-1}
          ref={initialFocusRef}
        />
        {near ? (
          <React.Suspense fallback={placeholder}>
            <LiveDemo demo={demo} styling={state.styling} resetKey={state.resetKey} onReset={state.reset} />
          </React.Suspense>
        ) : (
          placeholder
        )}
      </div>
      {!hideToolbar &&
        (mounted ? (
          <React.Suspense fallback={toolbarSlot}>
            <DemoControls demo={demo} state={state} initialFocusRef={initialFocusRef} />
          </React.Suspense>
        ) : (
          toolbarSlot
        ))}
    </DemoRoot>
  );
}
