import Head from 'next/head';
import * as React from 'react';

/**
 * A static page that forwards to another URL: a meta refresh works with JavaScript off, and the
 * script replaces the history entry so Back does not return here.
 */
export function Redirect({ to }: { to: string }) {
  React.useEffect(() => {
    window.location.replace(to + window.location.hash);
  }, [to]);
  return (
    <>
      <Head>
        <meta httpEquiv="refresh" content={`0; url=${to}`} />
        <meta name="robots" content="noindex" />
        <link rel="canonical" href={to} />
      </Head>
      <p style={{ padding: 24 }}>
        <a href={to}>{to}</a>
      </p>
    </>
  );
}
