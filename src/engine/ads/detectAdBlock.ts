import {
  AD_BLOCK_BLOCKED_AFTER_CHECKS,
  AD_BLOCK_CHECK_INTERVAL_MS,
  AD_BLOCK_CHECK_MAX_TRIES,
} from './constants';

/** A running ad-blocker check; `cancel` stops it (the promise then never settles). */
export interface AdBlockCheck {
  result: Promise<'found' | 'blocked'>;
  cancel: () => void;
}

/**
 * Looks for the ad element every 500 ms, up to 30 times. Found → 'found'. After more than 6 checks
 * without it the visitor is taken to block ads → 'blocked' (about 3.5 s after the start).
 */
export function detectAdBlock(hasAdElement: () => boolean): AdBlockCheck {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let cancelled = false;
  const result = new Promise<'found' | 'blocked'>((resolve) => {
    const check = (attempt: number) => {
      timer = setTimeout(() => {
        if (cancelled) return;
        if (hasAdElement()) resolve('found');
        else if (attempt > AD_BLOCK_BLOCKED_AFTER_CHECKS || attempt >= AD_BLOCK_CHECK_MAX_TRIES)
          resolve('blocked');
        else check(attempt + 1);
      }, AD_BLOCK_CHECK_INTERVAL_MS);
    };
    check(1);
  });
  return {
    result,
    cancel: () => {
      cancelled = true;
      clearTimeout(timer);
    },
  };
}
