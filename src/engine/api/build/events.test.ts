import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiEvent, ApiPlan } from '../types';
import { installedApi } from './installedApi';
import { API_PACKAGES } from './packages';

const root = path.resolve(import.meta.dirname, '../../../..');

/** Every `.d.ts` file of a package (the CommonJS declarations; `.d.mts` are their twins). */
function declarationFiles(dir: string): string[] {
  return (fs.readdirSync(dir, { recursive: true }) as string[])
    .filter((file) => file.endsWith('.d.ts') && !file.includes('node_modules'))
    .map((file) => path.join(dir, file));
}

/**
 * The events the grid packages declare, read without the TypeScript compiler, from the text of
 * their declarations: the members of every interface named `…EventLookup…`, each with the
 * package that declares it and whether its doc comment says `@ignore`.
 */
function declaredEvents(): Map<string, { plan: ApiPlan; ignored: boolean }> {
  const events = new Map<string, { plan: ApiPlan; ignored: boolean }>();
  for (const pkg of API_PACKAGES.filter((each) => each.product === 'data-grid')) {
    for (const file of declarationFiles(path.join(root, 'node_modules', pkg.name))) {
      const source = fs.readFileSync(file, 'utf8');
      for (const match of source.matchAll(/interface \w*EventLookup\w*[^{]*\{/g)) {
        // The interface body: from its brace to the matching one.
        let depth = 1;
        let end = match.index + match[0].length;
        while (depth > 0) depth += { '{': 1, '}': -1 }[source[end++]] ?? 0;
        const body = source.slice(match.index + match[0].length, end - 1);
        for (const member of body.matchAll(/(\/\*\*(?:(?!\*\/)[\s\S])*\*\/\s*)?^ {2}(\w+): /gm))
          events.set(member[2], { plan: pkg.plan, ignored: /@ignore/.test(member[1] ?? '') });
      }
    }
  }
  return events;
}

describe('the Data Grid event catalogue', () => {
  let catalogue: ApiEvent[];
  const declared = declaredEvents();
  beforeAll(async () => {
    catalogue = (await installedApi()).events;
  }, 120_000);

  it('lists every event the installed packages declare, except the internal ones', () => {
    const documented = [...declared].filter(([, event]) => !event.ignored).map(([name]) => name);
    expect(documented.length).toBeGreaterThan(60);
    expect(catalogue.map((event) => event.name)).toEqual(
      documented.sort((a, b) => a.localeCompare(b)),
    );
  });

  it('gives each event the plan of the package that declares it', () => {
    for (const event of catalogue)
      expect(event.plan, event.name).toBe(declared.get(event.name)?.plan);
    const plans = new Set(catalogue.map((event) => event.plan));
    expect(plans).toEqual(new Set(['community', 'pro', 'premium']));
  });

  it('keeps the params and event types as the declarations write them', () => {
    const byName = new Map(catalogue.map((event) => [event.name, event]));
    expect(byName.get('rowClick')).toMatchObject({
      plan: 'community',
      params: 'GridRowParams',
      event: 'React.MouseEvent<HTMLElement>',
      descriptionMarkdown: expect.stringContaining('Fired when a row is clicked.'),
    });
    expect(byName.get('rowsScrollEnd')).toMatchObject({
      plan: 'pro',
      params: 'GridRowScrollEndParams',
    });
    expect(byName.get('unmount')).toMatchObject({ params: null, event: null });
    // Descriptions use Markdown code, not the grid's [[Type]] cross-references.
    for (const event of catalogue)
      expect(event.descriptionMarkdown, event.name).not.toMatch(/\[\[/);
  });
});
