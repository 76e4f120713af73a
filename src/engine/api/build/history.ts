import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { extractProps, findComponents, findExports } from './extract';
import { componentSignature, createApiProgram, defaultCallKey } from './program';
import { API_PACKAGES } from './packages';

/** Per entity: the first release that has it, and its props that arrived later than that. */
export interface SinceEntry {
  v: string;
  props?: Record<string, string>;
}

/** The committed result of `npm run api:history`. */
export interface ApiSince {
  generatedBy: string;
  /** The installed version the history ends with; a new pinned version needs a new run. */
  installed: string;
  /** Releases whose declarations were read, oldest first. */
  versions: string[];
  since: Record<string, SinceEntry>;
}

/** Names of the documented entities and their props in one tree of installed packages. */
export function propNamesByEntity(
  root: string,
  interfaces: ReadonlySet<string>,
): Map<string, Set<string>> {
  // Early releases lack some packages (a Pro or Premium package published later).
  const present = API_PACKAGES.filter((pkg) =>
    fs.existsSync(path.join(root, 'node_modules', pkg.name, 'package.json')),
  );
  const program = createApiProgram(root, present);
  const { checker } = program;
  const result = new Map<string, Set<string>>();
  const record = (name: string, props: string[]) => {
    const key = name.replace(/^Unstable_/, '');
    const set = result.get(key) ?? new Set<string>();
    for (const prop of props) set.add(prop);
    result.set(key, set);
  };
  for (const found of findComponents(program)) {
    const { props } = componentSignature(
      found.symbol,
      program,
      defaultCallKey(found.imports[0].path, found.name),
    )!;
    const location = found.symbol.valueDeclaration ?? found.symbol.declarations![0];
    record(
      found.name,
      props ? extractProps(props, program, location).props.map((prop) => prop.name) : [],
    );
  }
  for (const found of findExports(
    program,
    (name, symbol) =>
      interfaces.has(name) &&
      Boolean(symbol.flags & (ts.SymbolFlags.Interface | ts.SymbolFlags.TypeAlias)),
  )) {
    record(
      found.name,
      checker
        .getPropertiesOfType(checker.getDeclaredTypeOfSymbol(found.symbol))
        .map((prop) => prop.name),
    );
  }
  return result;
}

/**
 * Folds the snapshots of successive releases (oldest first) into "since" data: the first release
 * in which each entity and each of its props appears. Props as old as their entity are left out.
 */
export function computeSince(
  snapshots: { version: string; entities: Map<string, Set<string>> }[],
): Record<string, SinceEntry> {
  const since: Record<string, SinceEntry> = {};
  for (const { version, entities } of snapshots) {
    for (const [name, props] of entities) {
      const entry = (since[name] ??= { v: version });
      for (const prop of props) {
        if (entry.v === version || entry.props?.[prop]) continue;
        (entry.props ??= {})[prop] = version;
      }
    }
  }
  // A prop seen in the entity's first release needs no entry of its own.
  for (const [name, entry] of Object.entries(since)) {
    const first = snapshots.find((snapshot) => snapshot.version === entry.v)!.entities.get(name)!;
    if (entry.props)
      for (const prop of Object.keys(entry.props)) if (first.has(prop)) delete entry.props[prop];
    if (entry.props && Object.keys(entry.props).length === 0) delete entry.props;
  }
  return since;
}

/** The release a prop first appeared in, from the history (null when the history does not know it). */
export function propSince(history: ApiSince | null, entity: string, prop?: string): string | null {
  const entry = history?.since[entity.replace(/^Unstable_/, '')];
  if (!entry) return null;
  return prop ? (entry.props?.[prop] ?? entry.v) : entry.v;
}
