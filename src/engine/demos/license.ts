import { LicenseInfo } from '@mui/x-license';

/**
 * Applies the MUI X licence key once, before any demo renders (this module is evaluated by the
 * demo loader). Without a key, Pro and Premium demos show their watermark. The key is never
 * printed or logged.
 */
const licenseKey = process.env.NEXT_PUBLIC_MUI_LICENSE;
if (licenseKey) LicenseInfo.setLicenseKey(licenseKey);
