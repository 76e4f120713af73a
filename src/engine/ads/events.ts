import { sendEvent } from '../analytics/gtag';
import { AD_DISPLAY_EVENT_RATIO } from './constants';

/** Reports that an ad was shown, for a sample of displays (ratio 0.1). */
export function sendAdDisplayEvent(label: string, random: () => number = Math.random): boolean {
  if (random() >= AD_DISPLAY_EVENT_RATIO) return false;
  sendEvent('ad', { eventAction: 'display', eventLabel: label });
  return true;
}

/** Reports an ad that failed to render; the label is stringified (`'null'` when unknown). */
export function sendAdCrashEvent(label: string | null): void {
  sendEvent('ad', { eventAction: 'crash', eventLabel: String(label) });
}
