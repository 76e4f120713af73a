import Head from 'next/head';
import * as React from 'react';
import { DocsLink } from '../ui/DocsLink';
import { PRODUCT_FAMILY } from '../../config/products';
import { routeToUrl } from '../routing/contentFiles';
import { usePage, useTranslate } from '../page/PageContext';
import { SeoHead } from './SeoHead';
import { MAIN_CONTENT_ID } from './ids';

export const NOT_FOUND_CLASS = 'docs-not-found';

/** The site's 404 page, inside the shell so the navigation stays at hand. */
export function NotFoundPage() {
  const t = useTranslate();
  const { language } = usePage();
  return (
    <>
      <SeoHead
        title={`${t('notFound.title')} - ${PRODUCT_FAMILY}`}
        description={t('notFound.description')}
        productId={null}
        productCategoryId="x"
      />
      <Head>
        <meta name="robots" content="noindex" />
      </Head>
      <main className={NOT_FOUND_CLASS} id={MAIN_CONTENT_ID} tabIndex={-1}>
        <p>404</p>
        <h1>{t('notFound.title')}</h1>
        <p>{t('notFound.description')}</p>
        <DocsLink href={routeToUrl('/x/introduction', language)}>{t('notFound.home')}</DocsLink>
      </main>
    </>
  );
}
