import { WEB_VITALS_LABEL, WEB_VITALS_SAMPLE_RATE } from './constants';
import { sendEvent } from './gtag';

/** The fields of a web-vitals metric this site reports. */
export interface VitalsMetric {
  name: string;
  value: number;
  delta: number;
  id: string;
}

/** One draw per session: about 1 session in 10,000 reports its web vitals. */
export function sessionReportsWebVitals(random: () => number = Math.random): boolean {
  return random() < WEB_VITALS_SAMPLE_RATE;
}

/** The event parameters of a metric. */
export function webVitalsParams(metric: VitalsMetric) {
  return {
    value: metric.delta,
    metric_label: WEB_VITALS_LABEL,
    metric_value: metric.value,
    metric_delta: metric.delta,
    metric_id: metric.id,
  };
}

/**
 * Starts reporting web vitals for a sampled session. The library is imported only then, so the
 * other 9,999 sessions never download it.
 */
export async function startWebVitals(random: () => number = Math.random): Promise<boolean> {
  if (!sessionReportsWebVitals(random)) return false;
  const { onCLS, onFCP, onINP, onLCP, onTTFB } = await import('web-vitals');
  const report = (metric: VitalsMetric) => sendEvent(metric.name, webVitalsParams(metric));
  for (const listen of [onCLS, onFCP, onINP, onLCP, onTTFB]) listen(report);
  return true;
}
