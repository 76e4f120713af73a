/** A module as dependency-cruiser reports it: its path and the paths it imports. */
export interface CruisedModule {
  source: string;
  dependencies: { resolved: string }[];
}

/**
 * The folder of src/ a module belongs to, the unit of the mutual-pairs figure: one folder per
 * engine feature (`src/engine/<feature>`), and `src/config`, `src/pages`. Null outside src/.
 */
export function srcFolderOf(modulePath: string): string | null {
  const parts = modulePath.split('/');
  if (parts[0] !== 'src' || parts.length < 3) return null;
  if (parts[1] === 'engine') return parts.length > 3 ? `src/engine/${parts[2]}` : null;
  return `src/${parts[1]}`;
}

/** The pairs of src/ folders each of which imports the other, sorted, each pair sorted. */
export function mutualFolderPairs(modules: readonly CruisedModule[]): [string, string][] {
  const imports = new Map<string, Set<string>>();
  for (const cruisedModule of modules) {
    const from = srcFolderOf(cruisedModule.source);
    if (!from) continue;
    for (const { resolved } of cruisedModule.dependencies) {
      const to = srcFolderOf(resolved);
      if (!to || to === from) continue;
      if (!imports.has(from)) imports.set(from, new Set());
      imports.get(from)!.add(to);
    }
  }
  const pairs: [string, string][] = [];
  for (const [from, targets] of imports) {
    for (const to of targets) {
      if (from < to && imports.get(to)?.has(from)) pairs.push([from, to]);
    }
  }
  return pairs.sort((a, b) => a.join().localeCompare(b.join()));
}
