import * as React from 'react';
import { AdSlot } from '../ads/AdSlot';
import { PageFeedback } from '../feedback/PageFeedback';
import { SectionFeedback } from '../feedback/SectionFeedback';
import { MarkdownContent } from './MarkdownContent';
import { PageActions } from '../markdownTwin/PageActions';
import type { DocsPageData } from '../page/pageTypes';
import { BackToTop } from './BackToTop';
import { camelCaseBreaks } from './camelCaseBreaks';
import { MAIN_CONTENT_ID } from './ids';
import { useTranslate } from '../page/PageContext';
import { PageTabs } from './PageTabs';
import { PageFooter } from './PageFooter';
import { SeoHead } from './SeoHead';
import { CompactTableOfContents, TableOfContents } from './TableOfContents';

export const DOCS_MAIN_CLASS = 'docs-main';

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
      <main
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        className={showToc ? `${DOCS_MAIN_CLASS} with-toc` : DOCS_MAIN_CLASS}
      >
        <article className="page-article">
          <h1>{camelCaseBreaks(page.title)}</h1>
          <p className="description">{page.description}</p>
          {/* Siblings keyed by page need distinct keys: React warns on two equal keys in one parent. */}
          {/* Keyed by page, so a "Copied" confirmation does not follow the reader to the next page. */}
          <PageActions key={`actions:${page.url}`} url={page.url} />
          {/* Keyed by page, so each page asks for its own ad after client-side navigation. */}
          <AdSlot key={`ad:${page.url}`} />
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
          <SectionFeedback key={`section-feedback:${page.url}`} docs={page} />
        </article>
        {showToc ? <TableOfContents toc={page.toc} /> : null}
      </main>
      <BackToTop />
    </>
  );
}
