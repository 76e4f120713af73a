import { describe, expect, it } from 'vitest';
import { clickEvent } from './clickTracking';

/** A stand-in for a DOM element: `closest` returns the tracked ancestor given. */
function clicked(attributes: Record<string, string> | null): EventTarget {
  const tracked = attributes && { getAttribute: (name: string) => attributes[name] ?? null };
  return { closest: () => tracked } as unknown as EventTarget;
}

describe('clickEvent', () => {
  it('reads category, action and label from the nearest tracked element', () => {
    const target = clicked({
      'data-ga-event-category': 'ad',
      'data-ga-event-action': 'click',
      'data-ga-event-label': 'carbon-body-top-image',
    });
    expect(clickEvent(target)).toEqual({
      category: 'ad',
      params: { eventAction: 'click', eventLabel: 'carbon-body-top-image' },
    });
  });

  it('sends nothing for untracked clicks or non-elements', () => {
    expect(clickEvent(clicked(null))).toBeNull();
    expect(clickEvent(null)).toBeNull();
    expect(clickEvent({} as EventTarget)).toBeNull();
  });

  it('samples with data-ga-event-split', () => {
    const target = clicked({ 'data-ga-event-category': 'toc', 'data-ga-event-split': '0.1' });
    expect(clickEvent(target, () => 0.05)).not.toBeNull();
    expect(clickEvent(target, () => 0.1)).toBeNull();
    expect(clickEvent(target, () => 0.9)).toBeNull();
  });
});
