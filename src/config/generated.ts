/** Folder of build-time data written by scripts/build/steps/content.ts and apiData.ts (not committed). */
export const GENERATED_DIR = '.generated';
