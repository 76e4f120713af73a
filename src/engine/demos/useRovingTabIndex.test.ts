import { describe, expect, it } from 'vitest';
import { nextToolbarIndex } from './useRovingTabIndex';
import { variantFromHash } from './useDemoState';

describe('nextToolbarIndex', () => {
  it('moves with the arrows (wrapping), Home and End', () => {
    expect(nextToolbarIndex('ArrowRight', 0, 4, false)).toBe(1);
    expect(nextToolbarIndex('ArrowRight', 3, 4, false)).toBe(0);
    expect(nextToolbarIndex('ArrowLeft', 0, 4, false)).toBe(3);
    expect(nextToolbarIndex('Home', 2, 4, false)).toBe(0);
    expect(nextToolbarIndex('End', 0, 4, false)).toBe(3);
    expect(nextToolbarIndex('Enter', 0, 4, false)).toBeNull();
  });

  it('mirrors the arrows right to left', () => {
    expect(nextToolbarIndex('ArrowLeft', 0, 4, true)).toBe(1);
    expect(nextToolbarIndex('ArrowRight', 0, 4, true)).toBe(3);
  });
});

describe('variantFromHash', () => {
  it('reads the language of a deep link to this demo only', () => {
    expect(variantFromHash('#BasicGrid.tsx', 'BasicGrid')).toBe('TS');
    expect(variantFromHash('#BasicGrid.js', 'BasicGrid')).toBe('JS');
    expect(variantFromHash('#OtherGrid.js', 'BasicGrid')).toBeNull();
    expect(variantFromHash('#basic-usage', 'BasicGrid')).toBeNull();
  });
});
