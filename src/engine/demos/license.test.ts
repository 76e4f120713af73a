import { LicenseInfo } from '@mui/x-license';
import { afterEach, describe, expect, it, vi } from 'vitest';

describe('demo licence key', () => {
  afterEach(() => {
    delete process.env.NEXT_PUBLIC_MUI_LICENSE;
    vi.restoreAllMocks();
  });

  it('applies NEXT_PUBLIC_MUI_LICENSE once when the demo loader is evaluated, without printing it', async () => {
    const logged = [
      vi.spyOn(console, 'log'),
      vi.spyOn(console, 'info'),
      vi.spyOn(console, 'warn'),
      vi.spyOn(console, 'error'),
    ];
    process.env.NEXT_PUBLIC_MUI_LICENSE = 'test-licence-key';
    vi.resetModules();
    await import('./license');
    expect(LicenseInfo.getLicenseKey()).toBe('test-licence-key');
    for (const spy of logged) expect(spy).not.toHaveBeenCalled();
  });

  it('leaves the key unset without the variable (Pro demos show their watermark)', async () => {
    LicenseInfo.setLicenseKey('');
    vi.resetModules();
    await import('./license');
    expect(LicenseInfo.getLicenseKey()).toBe('');
  });
});
