import { afterEach, describe, expect, it, vi } from 'vitest';
import { CODE_VARIANTS, readPreference } from './codePreferences';
import { getCookie, setPreferenceCookie } from '../client/cookies';

function fakeDocument() {
  const writes: string[] = [];
  const jar = new Map<string, string>();
  vi.stubGlobal('document', {
    get cookie() {
      return [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    },
    set cookie(value: string) {
      writes.push(value);
      const [pair] = value.split(';');
      const [key, v] = pair.split('=');
      jar.set(key, v);
    },
  });
  return writes;
}

afterEach(() => vi.unstubAllGlobals());

describe('preference cookies', () => {
  it('throws when read on the server', () => {
    expect(() => getCookie('codeVariant')).toThrow('getCookie() is not supported on the server');
  });

  it('writes path=/ and a one-year max-age, and reads the value back', () => {
    const writes = fakeDocument();
    setPreferenceCookie('codeStyling', 'MUI System');
    expect(writes).toEqual(['codeStyling=MUI%20System;path=/;max-age=31536000']);
    expect(getCookie('codeStyling')).toBe('MUI System');
    expect(getCookie('missing')).toBeUndefined();
  });

  it('falls back to the default on the server and for unknown values', () => {
    expect(readPreference('codeVariant', CODE_VARIANTS, 'TS')).toBe('TS');
    fakeDocument();
    setPreferenceCookie('codeVariant', 'JS');
    expect(readPreference('codeVariant', CODE_VARIANTS, 'TS')).toBe('JS');
    setPreferenceCookie('codeVariant', 'Python');
    expect(readPreference('codeVariant', CODE_VARIANTS, 'TS')).toBe('TS');
  });
});
