import Head from 'next/head';
import * as React from 'react';
import { PRODUCT_FAMILY } from '../../config/products';
import type { AlternateLink } from '../page/pageTypes';

interface SeoHeadProps {
  title: string;
  description: string;
  canonicalUrl?: string;
  alternates?: readonly AlternateLink[];
  productId: string | null;
  productCategoryId: string | null;
}

/** Head tags of a page: title, description, canonical, hreflang alternates, Open Graph, product. */
export function SeoHead({
  title,
  description,
  canonicalUrl,
  alternates = [],
  productId,
  productCategoryId,
}: SeoHeadProps) {
  return (
    <Head>
      <title>{title}</title>
      <meta name="description" content={description} />
      <meta name="viewport" content="initial-scale=1, width=device-width" />
      {canonicalUrl ? <link rel="canonical" href={canonicalUrl} /> : null}
      {alternates.map((alternate) => (
        <link
          key={alternate.hrefLang}
          rel="alternate"
          hrefLang={alternate.hrefLang}
          href={alternate.href}
        />
      ))}
      <meta property="og:type" content="website" />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      {canonicalUrl ? <meta property="og:url" content={canonicalUrl} /> : null}
      <meta property="og:site_name" content={PRODUCT_FAMILY} />
      <meta name="twitter:card" content="summary" />
      <meta name="mui:productId" content={productId ?? 'null'} />
      <meta name="mui:productCategoryId" content={productCategoryId ?? 'null'} />
    </Head>
  );
}
