import * as React from 'react';
import type { Translate } from '../i18n/translate';

interface Props {
  /** Demo name, for the report title. */
  name: string;
  /** Where to open a prefilled issue ("<repository>/issues/new"). */
  issuesUrl: string;
  t: Translate;
  onReset: () => void;
  children: React.ReactNode;
}

interface State {
  error: Error | null;
}

function reportUrl(issuesUrl: string, name: string, error: Error): string {
  const body = [
    `Page: ${window.location.href.split('#')[0]}`,
    `Browser: ${navigator.userAgent}`,
    '',
    '```',
    error.message,
    '```',
  ].join('\n');
  return `${issuesUrl}?${new URLSearchParams({ title: `[docs] Demo ${name} crashes`, body })}`;
}

/**
 * Contains a demo's runtime errors: the demo area shows the error and a way to reset or report
 * it, and the rest of the page keeps working. Plain elements styled by the shell's static CSS:
 * the error view must not depend on the code whose loading may be what failed.
 */
export class DemoErrorBoundary extends React.Component<Props, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  private reset = () => {
    this.setState({ error: null });
    this.props.onReset();
  };

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const { t, name, issuesUrl } = this.props;
    return (
      <div role="alert" className="demo-crash">
        <p className="demo-crash-title">{t('demo.crashTitle')}</p>
        <p className="demo-crash-report">
          <a href={reportUrl(issuesUrl, name, error)} target="_blank" rel="noopener">
            {t('demo.crashReport')}
          </a>{' '}
          {t('demo.crashReportSuffix')}
        </p>
        <pre className="demo-crash-message">{error.message}</pre>
        <button type="button" className="demo-crash-reset" onClick={this.reset}>
          {t('demo.reset')}
        </button>
      </div>
    );
  }
}
