import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';
import { componentClasses } from './classNames';
import type { FoundSymbol } from './extract';
import type { ApiProgram } from './program';

/**
 * A package laid out as the MUI X ones are (`node_modules/@mui/x-…/<Component>/`), with the given
 * declaration files, and its `Foo` component as the generator finds it.
 */
const roots: string[] = [];
afterAll(() => roots.forEach((root) => fs.rmSync(root, { recursive: true, force: true })));

function fakePackage(files: Record<string, string>) {
  roots.push(fs.mkdtempSync(path.join(os.tmpdir(), 'api-classes-')));
  const dir = path.join(roots.at(-1)!, 'node_modules', '@mui', 'x-fake');
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  const entry = path.join(dir, 'Foo', 'index.d.ts');
  const program = ts.createProgram([entry], {
    strict: true,
    noEmit: true,
    types: [],
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
  });
  const checker = program.getTypeChecker();
  const file = program.getSourceFile(entry)!;
  const exported = checker
    .getExportsOfModule(checker.getSymbolAtLocation(file)!)
    .find((each) => each.name === 'Foo')!;
  const symbol =
    exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
  const props = checker.getTypeOfSymbol(
    checker.getTypeOfSymbol(symbol).getCallSignatures()[0].parameters[0],
  );
  const apiProgram: ApiProgram = {
    checker,
    entries: [
      {
        pkg: { name: '@mui/x-fake', product: 'charts', plan: 'community' },
        specifier: '@mui/x-fake/Foo',
        file,
      },
    ],
    defaultCalls: new Map(),
    systemPropNames: new Set(),
  };
  const found: FoundSymbol = {
    name: 'Foo',
    symbol,
    imports: [{ path: '@mui/x-fake/Foo', package: '@mui/x-fake', plan: 'community' }],
  };
  return { found, props, program: apiProgram };
}

const component = `import { FooClasses } from './fooClasses';
export interface FooProps { classes?: Partial<FooClasses> }
export declare function Foo(props: FooProps): null;`;

describe('componentClasses', () => {
  it('fails, naming the component, when its classes interface has no …Classes object beside it', () => {
    const { found, props, program } = fakePackage({
      'Foo/index.d.ts': `export * from './Foo';`,
      'Foo/Foo.d.ts': component,
      // No `fooClasses` object: the old lookup borrowed any object holding a `root` key.
      'Foo/fooClasses.d.ts': `export interface FooClasses { /** Root. */ root: string }
export declare const useUtilityClasses: (classes?: Partial<FooClasses>) => Record<'root', string>;`,
    });
    expect(() => componentClasses(found, props, program, () => ({}))).toThrow(
      'API classes: Foo takes FooClasses (@mui/x-fake/Foo/fooClasses.d.ts), but that module exports no …Classes object with its keys',
    );
  });

  it('fails when the declared object is missing at runtime, and reads it by path when it is there', () => {
    const { found, props, program } = fakePackage({
      'Foo/index.d.ts': `export * from './Foo';`,
      'Foo/Foo.d.ts': component,
      'Foo/fooClasses.d.ts': `export interface FooClasses { root: string; label: string }
export declare const barClasses: { root: string };
export declare const otherClasses: FooClasses;`,
    });
    expect(() => componentClasses(found, props, program, () => ({}))).toThrow(
      'API classes: Foo: otherClasses is not exported at runtime by fooClasses.js',
    );
    const runtime = {
      otherClasses: { root: 'MuiFoo-root' },
      getFooUtilityClass: (slot: string) => `MuiFoo-${slot}`,
    };
    const loaded: string[] = [];
    const classes = componentClasses(
      found,
      props,
      program,
      (file) => (loaded.push(path.basename(file)), runtime),
    );
    expect(loaded).toEqual(['fooClasses.d.ts']);
    expect(classes.map((each) => [each.key, each.className])).toEqual([
      ['root', 'MuiFoo-root'],
      ['label', 'MuiFoo-label'],
    ]);
  });
});
