import { describe, expect, it } from 'vitest';
import { inlineScriptHarness } from '../../loading/testContext';
import {
  SWITCH_ON_CACHED_WEB_FONTS,
  WARM_WEB_FONTS,
  WEB_FONTS_STORAGE_KEY,
  WEB_FONTS_STYLE_ID,
} from './webFontLoading';

const FONT_FACE_RULE = 5;
const face = (weight: string) => ({
  type: FONT_FACE_RULE,
  style: {
    getPropertyValue: (name: string) =>
      name === 'src' ? `url("/fonts/plex-${weight}.woff2") format("woff2")` : weight,
  },
});

/** A document holding the switched-off style, and the storage and FontFace the scripts use. */
function page({ stored, fetchFails = false }: { stored: string | null; fetchFails?: boolean }) {
  const storage = new Map<string, string>(stored === null ? [] : [[WEB_FONTS_STORAGE_KEY, stored]]);
  const style = {
    media: 'not all',
    sheet: { cssRules: [face('400'), { type: 1, style: face('x').style }, face('700')] },
    getAttribute: (name: string) => (name === 'data-version' ? '5.3.0:400,700' : null),
  };
  const fetched: { src: string; weight: string }[] = [];
  const listeners: (() => void)[] = [];
  class FontFace {
    constructor(
      _family: string,
      private src: string,
      private descriptors: { weight: string },
    ) {}
    load() {
      fetched.push({ src: this.src, weight: this.descriptors.weight });
      return fetchFails ? Promise.reject(new Error('offline')) : Promise.resolve(this);
    }
  }
  const window = {
    FontFace,
    Promise,
    addEventListener: (type: string, listener: () => void) => {
      if (type === 'load') listeners.push(listener);
    },
  };
  const harness = inlineScriptHarness({
    window,
    FontFace,
    document: {
      readyState: 'interactive',
      getElementById: (id: string) => (id === WEB_FONTS_STYLE_ID ? style : null),
    },
    localStorage: {
      getItem: (name: string) => storage.get(name) ?? null,
      setItem: (name: string, value: string) => storage.set(name, value),
    },
  });
  return {
    style,
    storage,
    fetched,
    run: harness.run,
    paint: () => harness.paint('first-contentful-paint'),
    load: async () => {
      listeners.splice(0).forEach((listener) => listener());
      await new Promise((resolve) => setTimeout(resolve, 0));
    },
  };
}

describe('the site font on a first visit', () => {
  it('stays off, and is fetched once the page has loaded, then remembered', async () => {
    const first = page({ stored: null });
    first.run(SWITCH_ON_CACHED_WEB_FONTS);
    first.run(WARM_WEB_FONTS);
    expect(first.style.media).toBe('not all');
    // Loaded before its content is painted (nothing pending): the files wait for the paint.
    await first.load();
    expect(first.fetched).toEqual([]);
    first.paint();
    await first.load();
    expect(first.fetched).toEqual([
      { src: 'url("/fonts/plex-400.woff2") format("woff2")', weight: '400' },
      { src: 'url("/fonts/plex-700.woff2") format("woff2")', weight: '700' },
    ]);
    // Still off in this document: switching it on now would redraw the text in another font.
    expect(first.style.media).toBe('not all');
    expect(first.storage.get(WEB_FONTS_STORAGE_KEY)).toBe('5.3.0:400,700');
  });

  it('writes nothing when a file cannot be fetched, so the next page tries again', async () => {
    const offline = page({ stored: null, fetchFails: true });
    offline.run(WARM_WEB_FONTS);
    offline.paint();
    await offline.load();
    expect(offline.storage.has(WEB_FONTS_STORAGE_KEY)).toBe(false);
  });
});

describe('the site font once fetched', () => {
  it('is switched on before the first paint and not fetched again', async () => {
    const next = page({ stored: '5.3.0:400,700' });
    next.run(SWITCH_ON_CACHED_WEB_FONTS);
    expect(next.style.media).toBe('all');
    next.run(WARM_WEB_FONTS);
    next.paint();
    await next.load();
    expect(next.fetched).toEqual([]);
  });

  it('is fetched again when the files changed (another version)', async () => {
    const upgraded = page({ stored: '5.2.0:400,700' });
    upgraded.run(SWITCH_ON_CACHED_WEB_FONTS);
    expect(upgraded.style.media).toBe('not all');
    upgraded.run(WARM_WEB_FONTS);
    upgraded.paint();
    await upgraded.load();
    expect(upgraded.fetched).toHaveLength(2);
    expect(upgraded.storage.get(WEB_FONTS_STORAGE_KEY)).toBe('5.3.0:400,700');
  });
});
