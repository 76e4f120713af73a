import Head from 'next/head';
import * as React from 'react';
import { PRODUCT_FAMILY } from '../../config/products';
import { Demo } from './Demo';
import type { DemoMeta } from './types';

/** Props of a playground page: one demo, alone. */
export interface PlaygroundProps {
  demo: DemoMeta;
  /** Pages that embed the demo (links back to its documentation). */
  pages: string[];
}

/**
 * A demo alone on a page, without the documentation frame: for trying a demo full width, for
 * demos that belong to no page (diagnostics), and for the browser test that renders every demo.
 */
export function PlaygroundPage({ demo, pages }: PlaygroundProps) {
  return (
    <>
      <Head>
        <title>{`${demo.name} playground - ${PRODUCT_FAMILY}`}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <main style={{ maxWidth: 1000, margin: '0 auto', padding: '24px 16px' }}>
        <h1 style={{ fontSize: '1.25rem', margin: '0 0 8px' }}>{demo.name}</h1>
        {pages.length > 0 && (
          <p style={{ margin: 0 }}>
            {pages.map((route) => (
              <a key={route} href={`${route}/`}>
                {route}
              </a>
            ))}
          </p>
        )}
        <Demo demo={demo} bg="outlined" hideToolbar={false} defaultCodeOpen={false} disableAd />
      </main>
    </>
  );
}
