import { describe, expect, it } from 'vitest';
import { parseStoredMode, resolveScheme } from './colorMode';

describe('colour mode', () => {
  it('reads a stored mode, falling back to system for anything else', () => {
    expect(parseStoredMode('dark')).toBe('dark');
    expect(parseStoredMode('light')).toBe('light');
    expect(parseStoredMode('system')).toBe('system');
    expect(parseStoredMode(null)).toBe('system');
    expect(parseStoredMode('purple')).toBe('system');
  });

  it('shows the system scheme only in system mode', () => {
    expect(resolveScheme('system', 'dark')).toBe('dark');
    expect(resolveScheme('system', 'light')).toBe('light');
    expect(resolveScheme('light', 'dark')).toBe('light');
    expect(resolveScheme('dark', 'light')).toBe('dark');
  });
});
