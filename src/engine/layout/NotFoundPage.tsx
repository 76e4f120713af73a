import Head from 'next/head';
import Link from 'next/link';
import { styled } from '@mui/material/styles';
import * as React from 'react';
import { PRODUCT_FAMILY } from '../../config/products';
import { routeToUrl } from '../routing/contentFiles';
import { usePage, useTranslate } from './PageContext';
import { SeoHead } from './SeoHead';
import { MAIN_CONTENT_ID } from './ids';

const Main = styled('main')(({ theme }) => ({
  maxWidth: 640,
  minHeight: '60vh',
  margin: '0 auto',
  padding: theme.spacing(10, 3),
  '&:focus': { outline: 'none' },
  '& h1': { fontSize: '2.25rem', margin: '0 0 12px' },
  '& p': { color: theme.vars.palette.text.secondary, fontSize: '1.125rem' },
  '& a': { color: theme.vars.palette.primary.main, fontWeight: 600 },
}));

/** The site's 404 page, inside the shell so the navigation stays at hand. */
export function NotFoundPage() {
  const t = useTranslate();
  const { language } = usePage();
  return (
    <>
      <SeoHead title={`${t('notFound.title')} - ${PRODUCT_FAMILY}`} description={t('notFound.description')} productId={null} productCategoryId="x" />
      <Head>
        <meta name="robots" content="noindex" />
      </Head>
      <Main id={MAIN_CONTENT_ID} tabIndex={-1}>
        <p>404</p>
        <h1>{t('notFound.title')}</h1>
        <p>{t('notFound.description')}</p>
        <Link href={routeToUrl('/x/introduction', language)}>{t('notFound.home')}</Link>
      </Main>
    </>
  );
}
