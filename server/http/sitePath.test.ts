import { describe, expect, it } from 'vitest';
import { MAX_SEGMENT_BYTES, parseSitePath } from './sitePath';

describe('parseSitePath', () => {
  it('decodes the path and keeps the query as sent', () => {
    expect(parseSitePath('/zh/x/%E5%AE%89%E8%A3%85/?q=%20a')).toEqual({
      ok: true,
      pathname: '/zh/x/安装/',
      search: '?q=%20a',
    });
    expect(parseSitePath('/')).toEqual({ ok: true, pathname: '/', search: '' });
    expect(parseSitePath('/%5Fnext/static/a.js')).toEqual({
      ok: true,
      pathname: '/_next/static/a.js',
      search: '',
    });
  });

  it.each([
    ['//a:99999/', 'empty'],
    ['/.//evil.example/..%2Fx/introduction', 'encoded'],
    ['/_next/static/..%2f..%2fx/introduction/', 'encoded'],
    ['/_next/static/%2e%2e/%2e%2e/x/introduction/', '".."'],
    ['/x/./introduction/', '"."'],
    ['/x//introduction/', 'empty'],
    ['/x/introduction%00/', 'control'],
    ['/x/a%5Cb', 'encoded'],
    ['/x/%E0%A4%A/', 'malformed'],
    [`/x/${'a'.repeat(MAX_SEGMENT_BYTES + 1)}/`, `at most ${MAX_SEGMENT_BYTES} bytes`],
    [`/x/${'安'.repeat(86)}/`, `at most ${MAX_SEGMENT_BYTES} bytes`],
    ['*', 'starting with "/"'],
    ['http://example.com/x/', 'starting with "/"'],
  ])('refuses %s', (target, reason) => {
    const result = parseSitePath(target);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error).toContain(reason);
  });

  it('accepts a segment of exactly 255 bytes', () => {
    expect(parseSitePath(`/x/${'a'.repeat(MAX_SEGMENT_BYTES)}/`).ok).toBe(true);
  });
});
