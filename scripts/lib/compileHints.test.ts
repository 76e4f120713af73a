import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, shiftSourceMap, withCompileHint } from './compileHints';

describe('withCompileHint', () => {
  it('puts the hint on a line of its own before the script', () => {
    const source = '"use strict";(self.webpackChunk=[]).push([[1],{}]);';
    const hinted = withCompileHint(source);
    expect(hinted.split('\n')[0]).toBe('//# allFunctionsCalledOnLoad');
    expect(hinted.slice(COMPILE_HINT.length + 1)).toBe(source);
  });

  it('adds it once, so a second build step run leaves the file alone', () => {
    const once = withCompileHint('let a = 1;');
    expect(withCompileHint(once)).toBe(once);
  });
});

describe('shiftSourceMap', () => {
  it('moves every mapping one generated line down', () => {
    const map = JSON.stringify({ version: 3, sources: ['a.ts'], names: [], mappings: 'AAAA;AACA' });
    expect(JSON.parse(shiftSourceMap(map))).toMatchObject({
      version: 3,
      sources: ['a.ts'],
      mappings: ';AAAA;AACA',
    });
  });

  it('refuses a map without mappings', () => {
    expect(() => shiftSourceMap('{"version":3}')).toThrow(/mappings/);
  });
});
