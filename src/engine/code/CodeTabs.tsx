import * as React from 'react';
import type { CodeTabsProps } from '../markdown/build/vocabulary';
import { useTranslate } from '../page/PageContext';
import { MARKDOWN_BODY_CLASS } from '../markdown/classNames';
import { SegmentIdContext, SERVER_MARKUP_ATTRIBUTE, useServerMarkup } from '../page/serverMarkup';

const CHANGE_EVENT = 'docs:code-tabs';

/** The remembered tab of a storage key, shared by every CodeTabs on every page. */
function useStoredTab(
  storageKey: string,
  labels: readonly string[],
): [string, (label: string) => void] {
  const [selected, setSelected] = React.useState(labels[0]);
  React.useEffect(() => {
    const sync = () => {
      const stored = window.localStorage.getItem(storageKey);
      if (stored && labels.includes(stored)) setSelected(stored);
    };
    sync();
    window.addEventListener(CHANGE_EVENT, sync);
    window.addEventListener('storage', sync);
    return () => {
      window.removeEventListener(CHANGE_EVENT, sync);
      window.removeEventListener('storage', sync);
    };
  }, [storageKey, labels]);
  const choose = React.useCallback(
    (label: string) => {
      setSelected(label);
      try {
        window.localStorage.setItem(storageKey, label);
      } catch {
        // Storage can be unavailable (private mode); the choice then lasts for this page only.
      }
      window.dispatchEvent(new Event(CHANGE_EVENT));
    },
    [storageKey],
  );
  return [selected, choose];
}

/** One tab's code, every tab rendered (hidden but one) so the HTML holds them all. */
function CodePanel(props: {
  id: string;
  labelledBy: string;
  hidden: boolean;
  html: string | null;
  markupId: string;
}) {
  const markup = useServerMarkup(props.html, props.markupId);
  return (
    <div
      id={props.id}
      role="tabpanel"
      aria-labelledby={props.labelledBy}
      hidden={props.hidden}
      {...{ [SERVER_MARKUP_ATTRIBUTE]: props.markupId }}
      dangerouslySetInnerHTML={{ __html: markup }}
    />
  );
}

/** Several code blocks in tabs (npm / pnpm / yarn); the chosen tab is remembered by storage key. */
export function CodeTabs({ storageKey, tabs }: CodeTabsProps) {
  const t = useTranslate();
  const labels = React.useMemo(() => tabs.map((tab) => tab.label), [tabs]);
  const [selected, choose] = useStoredTab(storageKey, labels);
  const id = React.useId();
  const segmentId = React.useContext(SegmentIdContext);
  const onKeyDown = (event: React.KeyboardEvent) => {
    const index = labels.indexOf(selected);
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    const next = labels[(index + step + labels.length) % labels.length];
    choose(next);
    document.getElementById(`${id}-tab-${next}`)?.focus();
  };
  return (
    <div className={MARKDOWN_BODY_CLASS}>
      <div className="code-tabs">
        <div role="tablist" aria-label={t('code.tabsLabel')}>
          {tabs.map((tab) => (
            <button
              key={tab.label}
              id={`${id}-tab-${tab.label}`}
              type="button"
              role="tab"
              aria-selected={tab.label === selected}
              aria-controls={`${id}-panel-${tab.label}`}
              tabIndex={tab.label === selected ? 0 : -1}
              onClick={() => choose(tab.label)}
              onKeyDown={onKeyDown}
            >
              {tab.label}
            </button>
          ))}
        </div>
        {tabs.map((tab, index) => (
          <CodePanel
            key={tab.label}
            id={`${id}-panel-${tab.label}`}
            labelledBy={`${id}-tab-${tab.label}`}
            hidden={tab.label !== selected}
            html={tab.html}
            markupId={`${segmentId}-${index}`}
          />
        ))}
      </div>
    </div>
  );
}
