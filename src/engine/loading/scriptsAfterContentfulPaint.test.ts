import { describe, expect, it } from 'vitest';
import { inlineScriptHarness } from './testContext';
import { PAGE_SCRIPTS_ID, SCRIPTS_AFTER_CONTENTFUL_PAINT } from './scriptsAfterContentfulPaint';

interface FakeScript {
  src: string;
  async: boolean;
}

/** Runs the loader in a document holding the list (or none). */
function page(list: string[] | null) {
  const appended: FakeScript[] = [];
  const harness = inlineScriptHarness({
    document: {
      getElementById: (id: string) =>
        id === PAGE_SCRIPTS_ID && list ? { textContent: JSON.stringify(list) } : null,
      createElement: (): FakeScript => ({ src: '', async: true }),
      head: { appendChild: (script: FakeScript) => appended.push(script) },
    },
  });
  harness.run(SCRIPTS_AFTER_CONTENTFUL_PAINT);
  return { appended, ...harness };
}

describe('SCRIPTS_AFTER_CONTENTFUL_PAINT', () => {
  it('starts nothing before the first contentful paint, then every script in order, kept in order', () => {
    const loaded = page(['/a.js', '/b.js']);
    loaded.frame();
    expect(loaded.appended).toEqual([]);
    loaded.paint('first-contentful-paint');
    expect(loaded.appended).toEqual([
      { src: '/a.js', async: false },
      { src: '/b.js', async: false },
    ]);
  });

  it('does nothing on a page without the list', () => {
    const bare = page(null);
    bare.paint('first-contentful-paint');
    expect(bare.appended).toEqual([]);
  });
});
