import fs from 'node:fs';
import path from 'node:path';

/** The written docs routes, as the content build listed them. */
export function writtenRoutes(): string[] {
  const file = path.join(import.meta.dirname, '../../../.generated/content-index.json');
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { written: string[] }).written;
}

/** Every built docs URL, in both languages. */
export function allDocsUrls(): string[] {
  return writtenRoutes().flatMap((route) => [`${route}/`, `/zh${route}/`]);
}

/** Every demo of the registry, as the content build listed it. */
export function allDemos(): { id: string; name: string; stylings: string[]; hasTypeScript: boolean }[] {
  const file = path.join(import.meta.dirname, '../../../.generated/demos/index.json');
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { demos: ReturnType<typeof allDemos> }).demos;
}
