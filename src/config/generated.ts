/** Folder of build-time data written by scripts/build-content.ts and the API generator (not committed). */
export const GENERATED_DIR = '.generated';
