import { describe, expect, it } from 'vitest';
import { afterFirstContentfulPaint } from './afterFirstContentfulPaint';
import { inlineScriptHarness } from './testContext';

const SOURCE = afterFirstContentfulPaint('ran.push(1);');

function page(options?: Parameters<typeof inlineScriptHarness>[1]) {
  const ran: number[] = [];
  const harness = inlineScriptHarness({ ran }, options);
  harness.run(SOURCE);
  return { ran, ...harness };
}

describe('afterFirstContentfulPaint', () => {
  it('runs once the first contentful paint is reported, not at a paint of backgrounds only', () => {
    const loaded = page();
    loaded.frame();
    loaded.timers();
    loaded.paint('first-paint');
    expect(loaded.ran).toEqual([]);
    loaded.paint('first-contentful-paint');
    expect(loaded.ran).toEqual([1]);
  });

  it('runs once only, even when the 3 s fallback comes after the paint', () => {
    const loaded = page();
    loaded.paint('first-contentful-paint');
    loaded.timers(3000);
    expect(loaded.ran).toEqual([1]);
  });

  it('runs after 3 s when no paint is reported', () => {
    const blank = page();
    blank.timers(2999);
    expect(blank.ran).toEqual([]);
    blank.timers(3000);
    expect(blank.ran).toEqual([1]);
  });

  it('runs after the first frame without Paint Timing, and at once in a background tab', () => {
    const old = page({ paintTiming: false });
    expect(old.ran).toEqual([]);
    old.frame();
    old.timers();
    expect(old.ran).toEqual([1]);
    expect(page({ visibilityState: 'hidden' }).ran).toEqual([1]);
  });
});
