import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { gtagBootstrapScript, measurementId } from './bootstrap';

function run(script: string, window: Record<string, unknown> = {}) {
  vm.runInNewContext(script, { window, Date });
  return window as { dataLayer: ArrayLike<unknown>[]; gtag: (...args: unknown[]) => void };
}

describe('gtag bootstrap', () => {
  it('queues calls in dataLayer without a measurement id', () => {
    const window = run(gtagBootstrapScript(null));
    window.gtag('event', 'page_view', { page_title: 'x' });
    expect(window.dataLayer.map((args) => Array.from(args)[0])).toEqual(['js', 'event']);
  });

  it('configures the measurement id without an automatic page view', () => {
    const window = run(gtagBootstrapScript('G-TEST1234'));
    expect(Array.from(window.dataLayer[1])).toEqual([
      'config',
      'G-TEST1234',
      { send_page_view: false },
    ]);
  });

  it('keeps a dataLayer that already exists', () => {
    const existing = [['earlier']];
    expect(run(gtagBootstrapScript(null), { dataLayer: existing }).dataLayer).toBe(existing);
  });

  it('reads and checks the measurement id', () => {
    expect(measurementId(undefined)).toBeNull();
    expect(measurementId(' ')).toBeNull();
    expect(measurementId('G-ABC123XYZ')).toBe('G-ABC123XYZ');
    expect(() => measurementId('UA-1234-1')).toThrow(
      'Invalid NEXT_PUBLIC_GA_MEASUREMENT_ID "UA-1234-1"',
    );
    expect(() => measurementId('G-1</script><script>alert(1)')).toThrow();
  });
});
