import { describe, expect, it } from 'vitest';
import { isPlaygroundPath } from './layoutRules';

describe('isPlaygroundPath', () => {
  it('matches playground routes in any language', () => {
    expect(isPlaygroundPath('/playground')).toBe(true);
    expect(isPlaygroundPath('/playground/[name]')).toBe(true);
    expect(isPlaygroundPath('/zh/playground/grid/')).toBe(true);
  });

  it('does not match docs pages', () => {
    expect(isPlaygroundPath('/x/react-date-pickers/playground')).toBe(false);
    expect(isPlaygroundPath('/playgrounds')).toBe(false);
  });
});
