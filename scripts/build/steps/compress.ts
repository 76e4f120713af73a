import { compressExport } from '../compressExport';
import type { BuildStep } from '../pipeline';

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * Brotli and gzip copies beside every compressible file of export/, pages included, so the server
 * (or any static host serving precompressed files) never compresses at run time.
 */
export const compressStep: BuildStep = {
  name: 'Precompressing pages, scripts, styles and text',
  reads: ['export/'],
  writes: ['export/**.br', 'export/**.gz'],
  changesExport: true,
  async run(site) {
    const report = await compressExport(site.exportDir);
    return (
      `compression: ${report.files} files, ${report.copies} compressed copies; ${mb(report.bytes)} → ${mb(report.brotliBytes)} with Brotli` +
      ` (of which ${report.pages.files} pages: ${mb(report.pages.bytes)} → ${mb(report.pages.brotliBytes)} Brotli, ${mb(report.pages.gzipBytes)} gzip)`
    );
  },
};
