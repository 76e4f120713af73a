import fs from 'node:fs';
import type { z } from 'zod';

/**
 * Reads a JSON file the build wrote into the export (the CSP hashes, the feedback index), checked
 * against its schema. Null when the file is not there; a file that is there but is not JSON or
 * not of its schema throws, naming the file, so the server stops instead of serving with it.
 */
export function readBuildJson<T>(file: string, schema: z.ZodType<T>): T | null {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error(`${file} is not JSON; rebuild the site`);
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(
      `${file} is malformed (${issue.path.join('.') || 'top level'}: ${issue.message}); rebuild the site`,
    );
  }
  return parsed.data;
}
