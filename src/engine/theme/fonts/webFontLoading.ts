import { afterFirstContentfulPaint } from '../../loading/afterFirstContentfulPaint';

/**
 * How the site font reaches a page without delaying its first paint.
 *
 * The document holds the font's @font-face rules in a `<style>` switched off (`media="not all"`).
 * A browser that has fetched the files before (this key holds their version) switches the rules on
 * before anything renders, and the page is drawn in the font at once (`font-display: optional`
 * lets Chrome wait up to 100 ms for a cached file). A first visit paints in the metric-matched
 * fallback without asking for a font file, since a file requested before the first paint shares
 * a phone's connection with the page and delays it; once the page has loaded, the files are fetched
 * into the cache and the key written, and the next page load uses them.
 *
 * Both scripts are constant text (the Content-Security-Policy allows each by one hash); the style
 * element carries the version they compare.
 */
export const WEB_FONTS_STYLE_ID = 'web-fonts';
export const WEB_FONTS_STORAGE_KEY = 'docs-web-fonts';

const style = `document.getElementById(${JSON.stringify(WEB_FONTS_STYLE_ID)})`;
const key = JSON.stringify(WEB_FONTS_STORAGE_KEY);

/** In the head, right after the style: switches the faces on when the files were fetched before. */
export const SWITCH_ON_CACHED_WEB_FONTS = [
  'try{',
  `var style=${style};`,
  `if(style&&localStorage.getItem(${key})===style.getAttribute('data-version'))style.media='all';`,
  '}catch(error){}',
].join('');

/**
 * At the end of the body: when the faces are off, fetches every file they name once the page has
 * painted its content and loaded (FontFace objects loaded but not added to the document: nothing
 * is redrawn), then writes the version. A failed fetch writes nothing, so the next page tries again.
 */
export const WARM_WEB_FONTS = afterFirstContentfulPaint(
  [
    `var style=${style};`,
    "if(!style||style.media==='all'||!window.FontFace||!window.Promise)return;",
    'function warm(){',
    'var loads=[];',
    'try{',
    'var rules=style.sheet.cssRules;',
    'for(var i=0;i<rules.length;i++){',
    'var face=rules[i].style;',
    "if(rules[i].type===5)loads.push(new FontFace('warm',face.getPropertyValue('src'),{weight:face.getPropertyValue('font-weight')}).load());",
    '}',
    '}catch(error){return;}',
    'Promise.all(loads).then(function(){',
    `try{localStorage.setItem(${key},style.getAttribute('data-version'));}catch(error){}`,
    '},function(){});',
    '}',
    "if(document.readyState==='complete')warm();else window.addEventListener('load',warm);",
  ].join(''),
);
