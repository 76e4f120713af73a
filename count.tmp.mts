import ts from 'typescript';
import path from 'node:path';
const pkgs = ['x-data-grid','x-data-grid-pro','x-data-grid-premium','x-date-pickers','x-date-pickers-pro','x-charts','x-charts-pro','x-tree-view','x-tree-view-pro'];
const files = pkgs.map(p => path.resolve('node_modules/@mui', p, 'index.d.ts'));
const program = ts.createProgram(files, { strict: true, jsx: ts.JsxEmit.ReactJSX, skipLibCheck: true, moduleResolution: ts.ModuleResolutionKind.Bundler, module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 });
const checker = program.getTypeChecker();
const all = new Map();
let t0 = performance.now();
for (const [i, f] of files.entries()) {
  const sf = program.getSourceFile(f)!;
  const mod = checker.getSymbolAtLocation(sf)!;
  let n = 0;
  for (const exp of checker.getExportsOfModule(mod)) {
    if (!/^[A-Z]/.test(exp.name)) continue;
    const sym = exp.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exp) : exp;
    if (!(sym.flags & (ts.SymbolFlags.Variable | ts.SymbolFlags.Function))) continue;
    const type = checker.getTypeOfSymbol(sym);
    const sigs = type.getCallSignatures();
    if (!sigs.length) continue;
    const ret = checker.typeToString(sigs[0].getReturnType());
    if (!/Element|ReactNode/.test(ret)) continue;
    if (sigs[0].parameters.length < 1) continue;
    n++;
    const key = sym.declarations?.[0] ? sym.declarations[0].getSourceFile().fileName + ':' + sym.name : sym.name;
    if (!all.has(key)) all.set(key, { name: exp.name, pkgs: [] });
    all.get(key).pkgs.push(pkgs[i]);
  }
  console.log(pkgs[i], n);
}
console.log('unique', all.size, (performance.now()-t0).toFixed(0),'ms');
const byFirst = {};
for (const v of all.values()) byFirst[v.pkgs[0]] = (byFirst[v.pkgs[0]]??0)+1;
console.log(byFirst);
console.log([...all.values()].filter(v=>v.pkgs[0]==='x-data-grid').map(v=>v.name).join(' '));
