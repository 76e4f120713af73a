import { describe, expect, it } from 'vitest';
import { roundPixelRatio } from './userProperties';
import { sessionReportsWebVitals, startWebVitals, webVitalsParams } from './webVitals';

describe('web vitals', () => {
  it('samples one session in 10,000', () => {
    expect(sessionReportsWebVitals(() => 0.00009)).toBe(true);
    expect(sessionReportsWebVitals(() => 0.0001)).toBe(false);
    expect(sessionReportsWebVitals(() => 0.5)).toBe(false);
  });

  it('sends the delta as value, with the label, value, delta and id', () => {
    expect(webVitalsParams({ name: 'LCP', value: 1234.5, delta: 234.5, id: 'v5-1' })).toEqual({
      value: 234.5,
      metric_label: 'Web Vitals',
      metric_value: 1234.5,
      metric_delta: 234.5,
      metric_id: 'v5-1',
    });
  });

  it('does not load the library for sessions that are not sampled', async () => {
    expect(await startWebVitals(() => 0.9)).toBe(false);
  });
});

describe('roundPixelRatio', () => {
  it('rounds to one decimal', () => {
    expect([1, 1.25, 1.3333, 2.625, 3].map(roundPixelRatio)).toEqual([1, 1.3, 1.3, 2.6, 3]);
  });
});
