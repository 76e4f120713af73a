import { afterEach, describe, expect, it, vi } from 'vitest';
import { sendAdCrashEvent, sendAdDisplayEvent } from './events';

describe('ad events', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends a display event for one draw in ten, and a crash event every time', () => {
    const gtag = vi.fn();
    vi.stubGlobal('window', { gtag });
    expect(sendAdDisplayEvent('carbon-body-top-image', () => 0.5)).toBe(false);
    expect(sendAdDisplayEvent('carbon-body-top-image', () => 0.1)).toBe(false);
    expect(sendAdDisplayEvent('carbon-body-top-image', () => 0.099)).toBe(true);
    sendAdCrashEvent(null);
    expect(gtag.mock.calls).toEqual([
      ['event', 'ad', { eventAction: 'display', eventLabel: 'carbon-body-top-image' }],
      ['event', 'ad', { eventAction: 'crash', eventLabel: 'null' }],
    ]);
  });

  it('does nothing when there is no tag function, or when it throws', () => {
    vi.stubGlobal('window', {});
    expect(() => sendAdCrashEvent('x')).not.toThrow();
    vi.stubGlobal('window', {
      gtag: () => {
        throw new Error('blocked');
      },
    });
    expect(() => sendAdCrashEvent('x')).not.toThrow();
  });
});
