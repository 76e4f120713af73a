import fs from 'node:fs';
import { OFFLINE_HOST_RULES } from './offline';

/** The Chromium the browser tests drive: CHROMIUM_PATH, else the Debian package's binary. */
export function findChromium(): string {
  const candidate = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (!fs.existsSync(candidate)) {
    throw new Error(
      `Chromium was not found at ${candidate}. Install it with "apt-get update && apt-get install -y chromium", ` +
        'or set CHROMIUM_PATH to a Chromium or Chrome binary.',
    );
  }
  return candidate;
}

/** Flags for a quiet headless run on a machine without network access. */
export const QUIET_CHROMIUM_ARGS = [
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/** The flags of every test and benchmark browser: quiet, and offline but for loopback. */
export const CHROMIUM_ARGS = [...QUIET_CHROMIUM_ARGS, OFFLINE_HOST_RULES];
