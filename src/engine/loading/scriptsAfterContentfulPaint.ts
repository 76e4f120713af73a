import { afterFirstContentfulPaint } from './afterFirstContentfulPaint';

/** The id of the JSON list of the page's scripts, read by the loader below. */
export const PAGE_SCRIPTS_ID = '__docs_scripts';

/**
 * The inline script, last in the body, that starts the page's scripts once the page's first
 * contentful paint has happened, in the order Next.js listed them (`async = false` keeps that
 * order of execution).
 *
 * Why: the document and its inlined stylesheet are all the first paint needs, and the page's text
 * is its largest paint. Scripts named in the head start downloading while the HTML is parsed and
 * share the reader's bandwidth with it; on a phone's connection they delay the text. Started
 * after the paint, they take the bandwidth the painted page no longer needs.
 */
export const SCRIPTS_AFTER_CONTENTFUL_PAINT = afterFirstContentfulPaint(
  [
    `var list=document.getElementById(${JSON.stringify(PAGE_SCRIPTS_ID)});`,
    'if(!list)return;',
    'JSON.parse(list.textContent).forEach(function(src){',
    "var script=document.createElement('script');",
    'script.src=src;script.async=false;',
    'document.head.appendChild(script);',
    '});',
  ].join(''),
);
