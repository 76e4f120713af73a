import { describe, expect, it } from 'vitest';
import {
  calibratedCpuMultiplier,
  DEFAULT_CPU_MULTIPLIER,
  REFERENCE_BENCHMARK_INDEX,
} from './cpuCalibration';

describe('calibratedCpuMultiplier', () => {
  it('keeps the default on the reference host', () => {
    expect(calibratedCpuMultiplier(REFERENCE_BENCHMARK_INDEX)).toBe(DEFAULT_CPU_MULTIPLIER);
  });

  it('throttles a slower host less and a faster one more, in proportion', () => {
    expect(calibratedCpuMultiplier(1050)).toBe(2.4);
    expect(calibratedCpuMultiplier(2100)).toBe(4.8);
  });

  it('falls back to the default when the index is missing or broken', () => {
    expect(calibratedCpuMultiplier(Number.NaN)).toBe(DEFAULT_CPU_MULTIPLIER);
    expect(calibratedCpuMultiplier(0)).toBe(DEFAULT_CPU_MULTIPLIER);
  });

  it('stays between 1× and 8×', () => {
    expect(calibratedCpuMultiplier(100)).toBe(1);
    expect(calibratedCpuMultiplier(9000)).toBe(8);
  });
});
