import path from 'node:path';
import { GENERATED_DIR } from '../../../config/generated';

/** The API data of one component or interface (route `/x/api/<product>/<name>`). */
export function apiEntityFile(root: string, route: string): string {
  return path.join(
    root,
    GENERATED_DIR,
    'api',
    'entities',
    `${route.replace(/^\/x\/api\//, '')}.json`,
  );
}

/** Every API entity (name, kind, product, plan, route). */
export function apiIndexFile(root: string): string {
  return path.join(root, GENERATED_DIR, 'api', 'index.json');
}

/** Components, props, slots and CSS classes with their URLs, for search. */
export function apiSearchFile(root: string): string {
  return path.join(root, GENERATED_DIR, 'api', 'search.json');
}

/** The Data Grid's events (`GridEventLookup`), for the event catalogue of the events guide page. */
export function apiEventsFile(root: string): string {
  return path.join(root, GENERATED_DIR, 'api', 'events.json');
}
