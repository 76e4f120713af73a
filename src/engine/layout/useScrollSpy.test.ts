import { describe, expect, it } from 'vitest';
import { findActiveHeading } from './useScrollSpy';

const headings = [
  { id: 'a', top: 400 },
  { id: 'b', top: 1200 },
  { id: 'c', top: 2000 },
];

describe('findActiveHeading', () => {
  it('has no active heading near the top of the page', () => {
    expect(findActiveHeading(headings, 150, 800)).toBeNull();
  });

  it('picks the last heading above an eighth of the viewport', () => {
    expect(findActiveHeading(headings, 350, 800)).toBe('a');
    expect(findActiveHeading(headings, 1150, 800)).toBe('b');
    expect(findActiveHeading(headings, 1100, 800)).toBe('a');
    expect(findActiveHeading(headings, 1950, 800)).toBe('c');
  });
});
