import { z } from 'zod';
import type { NavPage } from '../page/navTypes';
import { walkNav } from './tree';

const navPageSchema: z.ZodType<NavPage> = z.lazy(() =>
  z
    .object({
      pathname: z
        .string()
        .regex(
          /^(\/x(\/[a-z0-9-]+)+(\.txt|\/#[a-z0-9-]+)?|https:\/\/\S+)$/,
          'must be /x/… in lower-case kebab segments without a trailing slash (a generated .txt file, or /#anchor for a planned entry), or an https URL',
        ),
      title: z.union([z.string().min(1), z.literal(false)]).optional(),
      subheader: z.string().min(1).optional(),
      children: z.array(navPageSchema).min(1, 'children must not be empty when present').optional(),
      plan: z.enum(['pro', 'premium']).optional(),
      newFeature: z.boolean().optional(),
      planned: z.boolean().optional(),
      unstable: z.boolean().optional(),
    })
    .strict(),
);

/** Thrown when the navigation tree is malformed; the message names the entry. */
export class NavValidationError extends Error {
  override name = 'NavValidationError';
}

/** Follows a zod issue path (`[3, 'children', 0, 'plan']`) to the entry it is about. */
function describeEntry(tree: readonly unknown[], path: readonly PropertyKey[]): string {
  let entries: unknown = tree;
  let entry: unknown;
  for (const key of path) {
    if (typeof key === 'number' && Array.isArray(entries)) {
      entry = entries[key];
      entries = (entry as { children?: unknown } | undefined)?.children;
    }
  }
  const pathname = (entry as { pathname?: unknown } | undefined)?.pathname;
  return typeof pathname === 'string' ? `"${pathname}"` : `at ${path.join('.')}`;
}

/**
 * Checks the whole tree: the shape and values of every entry (known plans, well-formed
 * children) and that no two entries share a pathname. Throws a NavValidationError naming the
 * first bad entry.
 */
export function validateNav(tree: readonly unknown[]): asserts tree is readonly NavPage[] {
  const result = z.array(navPageSchema).safeParse(tree);
  if (!result.success) {
    const issue = result.error.issues[0];
    const field = issue.path[issue.path.length - 1];
    throw new NavValidationError(
      `Navigation entry ${describeEntry(tree, issue.path)}: ${typeof field === 'string' ? `field "${field}" ` : ''}${issue.message}`,
    );
  }
  const seen = new Set<string>();
  for (const page of walkNav(result.data)) {
    if (seen.has(page.pathname)) {
      throw new NavValidationError(`Navigation entry "${page.pathname}": duplicate pathname`);
    }
    seen.add(page.pathname);
    // An anchor names a planned entry (no page, no link); on any other entry it would be a link
    // to a page section the navigation cannot mark as current.
    if (page.pathname.includes('#') && !page.planned) {
      throw new NavValidationError(
        `Navigation entry "${page.pathname}": field "pathname" may hold an #anchor only when planned`,
      );
    }
  }
}
