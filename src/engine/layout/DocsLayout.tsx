import { styled } from '@mui/material/styles';
import * as React from 'react';
import { AdSlot } from '../ads/AdSlot';
import { PageFeedback } from '../feedback/PageFeedback';
import { SectionFeedback } from '../feedback/SectionFeedback';
import { MarkdownContent } from '../markdown/MarkdownContent';
import { PageActions } from '../markdownTwin/PageActions';
import type { DocsPageData } from '../routing/pageData';
import { BackToTop } from './BackToTop';
import { MAIN_CONTENT_ID } from './ids';
import { useTranslate } from './PageContext';
import { PageTabs } from './PageTabs';
import { PageFooter } from './PageFooter';
import { SeoHead } from './SeoHead';
import { CompactTableOfContents, TableOfContents } from './TableOfContents';
import { TOC_WIDTH } from '../theme/docsTheme';

/** The article's widest measure. */
const ARTICLE_MAX_WIDTH = '105ch';

/*
 * A grid whose columns are fixed before any content arrives: on a slow connection the browser
 * paints the article before the table of contents (last in the HTML) is parsed, and a layout that
 * made room for it only on arrival would move the article sideways.
 */
const Main = styled('main')(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: `minmax(0, ${ARTICLE_MAX_WIDTH})`,
  justifyContent: 'center',
  alignItems: 'start',
  columnGap: theme.spacing(4),
  minHeight: '100vh',
  '&:focus': { outline: 'none' },
  '&.with-toc': {
    [theme.breakpoints.up('xl')]: { gridTemplateColumns: `minmax(0, ${ARTICLE_MAX_WIDTH}) ${TOC_WIDTH}px` },
  },
  '& .page-article': {
    minWidth: 0,
    padding: theme.spacing(4, 2, 8),
    [theme.breakpoints.up('sm')]: { padding: theme.spacing(5, 4, 10) },
    [theme.breakpoints.up('lg')]: { padding: theme.spacing(5, 7.5, 10) },
  },
  '& h1': { margin: '0 0 8px', fontSize: '2.25rem', lineHeight: 1.2, fontWeight: 700 },
  '& .description': { margin: '0 0 24px', fontSize: '1.125rem', lineHeight: 1.6, color: theme.vars.palette.text.secondary },
  '& .untranslated-notice': {
    margin: '0 0 24px',
    padding: theme.spacing(1, 2),
    borderRadius: 12,
    fontSize: '0.875rem',
    backgroundColor: theme.vars.palette.action.hover,
  },
}));

/** A documentation page: title, description, body, footer, and the table of contents. */
export function DocsLayout({ page }: { page: DocsPageData }) {
  const t = useTranslate();
  const showToc = !page.disableToc;
  return (
    <>
      <SeoHead
        title={page.headTitle}
        description={page.description}
        canonicalUrl={page.canonicalUrl}
        alternates={page.alternates}
        productId={page.productId}
        productCategoryId={page.productCategoryId}
      />
      <Main id={MAIN_CONTENT_ID} tabIndex={-1} className={showToc ? 'with-toc' : undefined}>
        <article className="page-article">
          <h1>{page.title}</h1>
          <p className="description">{page.description}</p>
          {/* Keyed by page, so a "Copied" confirmation does not follow the reader to the next page. */}
          <PageActions key={page.url} url={page.url} />
          {/* Keyed by page, so each page asks for its own ad after client-side navigation. */}
          <AdSlot key={page.url} />
          {page.tabs ? <PageTabs tabs={page.tabs} /> : null}
          {page.untranslated ? (
            <p className="untranslated-notice" lang={page.language}>
              {t('untranslatedNotice')}
            </p>
          ) : null}
          {showToc ? <CompactTableOfContents toc={page.toc} /> : null}
          <div lang={page.untranslated ? 'en' : undefined}>
            {/* Keyed by page: each run reads its server markup once, when the page is first shown. */}
            <MarkdownContent key={page.url} segments={page.segments} />
          </div>
          {/* Keyed by page: a vote or a half-written comment belongs to the page it was made on. */}
          <PageFooter
            feedback={<PageFeedback key={page.url} docs={page} />}
            editUrl={page.editUrl}
            previous={page.previous}
            next={page.next}
          />
          <SectionFeedback key={page.url} docs={page} />
        </article>
        {showToc ? <TableOfContents toc={page.toc} /> : null}
      </Main>
      <BackToTop />
    </>
  );
}
