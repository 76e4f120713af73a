import InitColorSchemeScript from '@mui/material/InitColorSchemeScript';
import { Head, Html, Main, NextScript, type DocumentProps } from 'next/document';
import * as React from 'react';
import { gtagBootstrapScript, measurementId } from '../engine/analytics/bootstrap';
import {
  PAGE_SCRIPTS_ID,
  SCRIPTS_AFTER_CONTENTFUL_PAINT,
} from '../engine/loading/scriptsAfterContentfulPaint';
import { GOOGLE_TAG_URL } from '../engine/analytics/constants';
import { withoutServerMarkup } from '../engine/page/serverMarkup';
import { pathnameToLanguage } from '../engine/routing/pathnameToLanguage';
import { COLOR_SCHEME_ATTRIBUTE, MODE_STORAGE_KEY, THEME_COLOR } from '../engine/theme/constants';
import { webFontFaceCss, webFontVersion } from '../engine/theme/fonts/build/fontFaceCss';
import {
  SWITCH_ON_CACHED_WEB_FONTS,
  WARM_WEB_FONTS,
  WEB_FONTS_STYLE_ID,
} from '../engine/theme/fonts/webFontLoading';
import { shellCss } from '../engine/layout/build/shellCss';

const GA_ID = measurementId();

type ScriptFiles = Parameters<Head['getScripts']>[0];

/** The `src` of each script element Next.js would have written. */
function sources(elements: React.ReactNode): string[] {
  return React.Children.toArray(elements).flatMap((element) =>
    React.isValidElement<{ src?: string }>(element) && element.props.src ? [element.props.src] : [],
  );
}

/**
 * Next.js's document head, with its scripts (the page's chunks, then the shared ones) written as a
 * JSON list instead of `<script defer>` elements: the loader at the end of the body starts them
 * after the first paint (scriptsAfterContentfulPaint.ts). Server-only, like the whole document.
 */
class DocsHead extends Head {
  getDynamicChunks(): React.JSX.Element[] {
    return [];
  }

  getScripts(files: ScriptFiles): React.JSX.Element[] {
    const list = [...sources(super.getDynamicChunks(files)), ...sources(super.getScripts(files))];
    return [
      <script
        key={PAGE_SCRIPTS_ID}
        id={PAGE_SCRIPTS_ID}
        type="application/json"
        // The paths are Next.js's own asset URLs; escaping "<" keeps the JSON from closing the element.
        dangerouslySetInnerHTML={{ __html: JSON.stringify(list).replace(/</g, '\\u003c') }}
      />,
    ];
  }
}

/**
 * The HTML document: the analytics queue before any other script, language, colour scheme set
 * before first paint, the shell's stylesheet. Material UI renders nothing on the server that needs
 * Emotion's server cache: the shell is static CSS and islands style themselves in the browser.
 */
export default function Document(props: DocumentProps) {
  const { userLanguage } = pathnameToLanguage(props.__NEXT_DATA__.page);
  // The inlined page data leaves out the markup this document already holds (see serverMarkup.ts).
  // Reassigned, not mutated: the props object itself is what the `_next/data` JSON is written from.
  // eslint-disable-next-line react-hooks/immutability -- the document renders once per page on the server, and this is the one place the inlined data can be trimmed
  props.__NEXT_DATA__.props = {
    ...props.__NEXT_DATA__.props,
    pageProps: withoutServerMarkup(props.__NEXT_DATA__.props.pageProps),
  };
  return (
    <Html lang={userLanguage === 'zh' ? 'zh-CN' : 'en'}>
      <DocsHead>
        <script dangerouslySetInnerHTML={{ __html: gtagBootstrapScript(GA_ID) }} />
        {GA_ID ? <script async src={`${GOOGLE_TAG_URL}?id=${GA_ID}`} /> : null}
        <meta
          name="theme-color"
          content={THEME_COLOR.light}
          media="(prefers-color-scheme: light)"
        />
        <meta name="theme-color" content={THEME_COLOR.dark} media="(prefers-color-scheme: dark)" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* The site font's faces, off until this browser has the files (see webFontLoading.ts). */}
        <style
          id={WEB_FONTS_STYLE_ID}
          media="not all"
          data-version={webFontVersion(process.cwd())}
          dangerouslySetInnerHTML={{ __html: webFontFaceCss(process.cwd()) }}
        />
        <script dangerouslySetInnerHTML={{ __html: SWITCH_ON_CACHED_WEB_FONTS }} />
        {/* The shell's whole stylesheet, made at build time: first paint needs no script. */}
        <style id="shell-css" dangerouslySetInnerHTML={{ __html: shellCss() }} />
        {/* Where the islands' Emotion styles go (theme/IslandStyleCache.tsx): after the shell's CSS, so they win. */}
        <meta name="emotion-insertion-point" content="" />
      </DocsHead>
      <body>
        <InitColorSchemeScript
          attribute={`[${COLOR_SCHEME_ATTRIBUTE}="%s"]`}
          defaultMode="system"
          modeStorageKey={MODE_STORAGE_KEY}
        />
        <Main />
        <NextScript />
        {/* Last: the page's scripts start once the first frame is painted (see the file). */}
        <script dangerouslySetInnerHTML={{ __html: SCRIPTS_AFTER_CONTENTFUL_PAINT }} />
        <script dangerouslySetInnerHTML={{ __html: WARM_WEB_FONTS }} />
      </body>
    </Html>
  );
}
