import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
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
 * it, and the rest of the page keeps working.
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
        <Typography component="p" sx={{ fontWeight: 600, color: 'error.main' }}>
          {t('demo.crashTitle')}
        </Typography>
        <Typography component="p" variant="body2">
          <Link href={reportUrl(issuesUrl, name, error)} target="_blank" rel="noopener">
            {t('demo.crashReport')}
          </Link>{' '}
          {t('demo.crashReportSuffix')}
        </Typography>
        <pre className="demo-crash-message">{error.message}</pre>
        <Button variant="outlined" color="error" size="small" onClick={this.reset}>
          {t('demo.reset')}
        </Button>
      </div>
    );
  }
}
