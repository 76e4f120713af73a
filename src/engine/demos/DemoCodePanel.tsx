import * as React from 'react';
import { copyText } from '../code/clipboard';
import { REACT_COPY_FEEDBACK_MS } from '../code/constants';
import type { Translate } from '../i18n/translate';
import { MARKDOWN_BODY_CLASS } from '../markdown/classNames';
import type { DemoSource } from './types';

/** The copy button of React-rendered code: "Copied" for 1200 ms (the Markdown blocks' 2000 ms is theirs). */
function CodeCopyButton({ code, t }: { code: string; t: Translate }) {
  const [copied, setCopied] = React.useState(false);
  React.useEffect(() => {
    if (!copied) return undefined;
    const timer = window.setTimeout(() => setCopied(false), REACT_COPY_FEEDBACK_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);
  return (
    <button
      type="button"
      className="MuiCode-copy"
      // The document-level handler of the Markdown blocks leaves this button to React.
      data-react-copy="true"
      data-copied={copied ? 'true' : undefined}
      aria-label={t('code.copyAria')}
      data-ga-event-category="code"
      data-ga-event-action="copy-click"
      onClick={() =>
        copyText(code).then(
          () => setCopied(true),
          () => setCopied(false),
        )
      }
    >
      <span className="MuiCode-copy-label" aria-live="polite">
        <span className="MuiCode-copy-idle">{t('code.copy')}</span>
        <span className="MuiCode-copy-done">{t('code.copied')}</span>
      </span>
      <span className="MuiCode-copyKeypress">
        ({t('code.or')} <span className="MuiCode-copyKey-other">Ctrl + </span>
        <span className="MuiCode-copyKey-mac">⌘</span>C)
      </span>
    </button>
  );
}

interface DemoCodePanelProps {
  id: string;
  source: DemoSource | null;
  language: 'tsx' | 'jsx';
  error: boolean;
  t: Translate;
}

/** The demo's source, highlighted at build time, with its copy button. */
export function DemoCodePanel({ id, source, language, error, t }: DemoCodePanelProps) {
  return (
    <div className={`demo-code ${MARKDOWN_BODY_CLASS}`} id={id}>
      {source ? (
        <div className="MuiCode-root" data-language={language} dir="ltr">
          <div dangerouslySetInnerHTML={{ __html: source.html }} style={{ display: 'contents' }} />
          <CodeCopyButton code={source.code} t={t} />
        </div>
      ) : (
        <p role={error ? 'alert' : undefined} aria-busy={!error} style={{ padding: 16, margin: 0 }}>
          {error ? t('demo.codeLoadFailed') : t('demo.loading')}
        </p>
      )}
    </div>
  );
}
