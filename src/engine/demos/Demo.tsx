import * as React from 'react';
import { useTranslate } from '../page/PageContext';
import type { DemoIslandProps } from './types';
import { useDemoState } from './useDemoState';
import { useNearViewport } from './useNearViewport';

// The live demo and the toolbar are chunks of their own: the shell never loads demo code, and
// a page's demos load only as the reader scrolls towards them.
const LiveDemo = React.lazy(() => import('./LiveDemo'));
const DemoControls = React.lazy(() => import('./DemoControls'));

export const DEMO_CLASS = 'docs-demo';

/**
 * A live demo as an MDX island: anchors for deep links, the running component (isolated by an
 * error boundary, themed by the reader's preferences), its toolbar and its code.
 */
export function Demo({ demo, bg, hideToolbar, defaultCodeOpen }: DemoIslandProps) {
  const t = useTranslate();
  const liveRef = React.useRef<HTMLDivElement>(null);
  const initialFocusRef = React.useRef<HTMLButtonElement>(null);
  const near = useNearViewport(liveRef);
  const state = useDemoState(demo, defaultCodeOpen);
  const placeholder = <div className="demo-placeholder" aria-busy="true" />;
  const toolbarSlot = <div className="demo-toolbar-slot" />;

  return (
    <div
      className={`demo ${DEMO_CLASS}`}
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
            <LiveDemo
              demo={demo}
              styling={state.styling}
              resetKey={state.resetKey}
              onReset={state.reset}
            />
          </React.Suspense>
        ) : (
          placeholder
        )}
      </div>
      {/* The toolbar (Material UI) too waits until the demo is near: a page of many demos does not
          render every toolbar while it loads. Its slot keeps the height meanwhile. */}
      {!hideToolbar &&
        (near ? (
          <React.Suspense fallback={toolbarSlot}>
            <DemoControls demo={demo} state={state} initialFocusRef={initialFocusRef} />
          </React.Suspense>
        ) : (
          toolbarSlot
        ))}
    </div>
  );
}
