import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { detectAdBlock } from './detectAdBlock';

describe('detectAdBlock', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('decides the visitor blocks ads after 7 checks 500 ms apart without the ad element', async () => {
    const hasAdElement = vi.fn(() => false);
    const outcome = vi.fn();
    detectAdBlock(hasAdElement).result.then(outcome);
    await vi.advanceTimersByTimeAsync(3499);
    expect(hasAdElement).toHaveBeenCalledTimes(6);
    expect(outcome).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(hasAdElement).toHaveBeenCalledTimes(7);
    expect(outcome).toHaveBeenCalledWith('blocked');
    await vi.advanceTimersByTimeAsync(20_000);
    expect(hasAdElement).toHaveBeenCalledTimes(7);
  });

  it('stops looking as soon as the ad element appears', async () => {
    let checks = 0;
    const outcome = vi.fn();
    detectAdBlock(() => ++checks === 3).result.then(outcome);
    await vi.advanceTimersByTimeAsync(1500);
    expect(outcome).toHaveBeenCalledWith('found');
    await vi.advanceTimersByTimeAsync(5000);
    expect(checks).toBe(3);
  });

  it('does nothing more once cancelled', async () => {
    const hasAdElement = vi.fn(() => false);
    const check = detectAdBlock(hasAdElement);
    await vi.advanceTimersByTimeAsync(1000);
    check.cancel();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(hasAdElement).toHaveBeenCalledTimes(2);
  });
});
