import ts from 'typescript';

/** A member of a union type as written. */
interface Member {
  text: string;
  /** Needs parentheses beside other members: a function, constructor or conditional type. */
  grouped: boolean;
}

function collapse(text: string): string {
  return text.replace(/\s+/g, ' ').replace(/\(\s/g, '(').replace(/\s\)/g, ')').trim();
}

function needsGrouping(node: ts.TypeNode): boolean {
  return (
    ts.isFunctionTypeNode(node) || ts.isConstructorTypeNode(node) || ts.isConditionalTypeNode(node)
  );
}

/**
 * The top-level union members of a type node as written. `undefined` is left out of an optional
 * property's type (the `?` already says it) — at the top level only: the `| undefined` a function
 * returns (`(item: R) => R[] | undefined`) is part of that function's type and stays.
 */
function unionMembers(node: ts.TypeNode, optional: boolean): Member[] {
  if (ts.isUnionTypeNode(node))
    return node.types.flatMap((member) => unionMembers(member, optional));
  if (ts.isParenthesizedTypeNode(node)) {
    return ts.isUnionTypeNode(node.type)
      ? unionMembers(node.type, optional)
      : [{ text: collapse(node.type.getText()), grouped: true }];
  }
  if (optional && node.kind === ts.SyntaxKind.UndefinedKeyword) return [];
  return [{ text: collapse(node.getText()), grouped: needsGrouping(node) }];
}

/** One declaration's type as written, or null for a declaration that spells no type. */
function declarationMembers(declaration: ts.Declaration, optional: boolean): Member[] | null {
  if (
    (ts.isPropertySignature(declaration) || ts.isPropertyDeclaration(declaration)) &&
    declaration.type
  ) {
    const members = unionMembers(declaration.type, optional);
    return members.length > 0 ? members : [{ text: 'undefined', grouped: false }];
  }
  if (ts.isMethodSignature(declaration)) {
    const params = declaration.parameters.map((param) => param.getText()).join(', ');
    return [
      { text: collapse(`(${params}) => ${declaration.type?.getText() ?? 'void'}`), grouped: true },
    ];
  }
  return null;
}

/** The package a declaration file belongs to: `node_modules/@mui/x-charts-pro/…` → `@mui/x-charts-pro`. */
function packageOf(fileName: string): string {
  const match = /.*node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(fileName);
  return match?.[1] ?? fileName;
}

function joinUnion(members: Member[]): string {
  return members.length === 1
    ? members[0].text
    : members.map((member) => (member.grouped ? `(${member.text})` : member.text)).join(' | ');
}

function uniqueMembers(members: Member[]): Member[] {
  return [...new Map(members.map((member) => [member.text, member])).values()];
}

/**
 * Whether a property declared in several places is the property of a union's members (`variant`
 * of each text field variant): its type, constraints resolved, is a union each declaration's type
 * is part of. A property declared on both sides of an intersection has their common part as its
 * type instead, which their types are not part of unless they are one type (left out before).
 */
function isAcrossUnion(
  property: ts.Symbol,
  declaredTypes: ts.Type[],
  checker: ts.TypeChecker,
  location: ts.Node,
): boolean {
  const resolved = checker.getTypeOfSymbolAtLocation(property, location);
  const type = checker.getNonNullableType(checker.getBaseConstraintOfType(resolved) ?? resolved);
  return (
    type.isUnion() &&
    declaredTypes.every((each) =>
      checker.isTypeAssignableTo(checker.getNonNullableType(each), type),
    )
  );
}

/**
 * The type of a property as its declarations spell it. A property of a union's members has the
 * union of their types; one declared on several sides of an intersection, the type its component's
 * own package declares, else the first. The checker's rendering is the fallback for a property no
 * declaration spells a type for.
 */
export function declaredType(
  property: ts.Symbol,
  checker: ts.TypeChecker,
  location: ts.Node,
): string {
  const optional = Boolean(property.flags & ts.SymbolFlags.Optional);
  const declared: { declaration: ts.Declaration; members: Member[] }[] = [];
  for (const declaration of property.declarations ?? []) {
    const members = declarationMembers(declaration, optional);
    if (members && !declared.some((each) => joinUnion(each.members) === joinUnion(members)))
      declared.push({ declaration, members });
  }
  if (declared.length > 1) {
    // One type spelt in several ways (`React.ReactNode` and `ReactNode`) is one declaration.
    const types: ts.Type[] = [];
    const distinct = declared.filter(({ declaration }) => {
      const type = checker.getTypeAtLocation(declaration);
      return !types.includes(type) && types.push(type) > 0;
    });
    if (distinct.length > 1 && isAcrossUnion(property, types, checker, location)) {
      // The declarations come in the checker's internal order of the union's members, which no one
      // wrote: their members are sorted, so that `variant` reads 'filled' | 'outlined' | 'standard'.
      const members = uniqueMembers(distinct.flatMap((each) => each.members));
      return joinUnion(members.sort((a, b) => a.text.localeCompare(b.text)));
    }
    // Declared on several sides of an intersection (`slots` of ChartsDataProviderProps and of the
    // Pro provider's own props): the declaration written by the component's own package is the
    // one it documents (the Pro slots extend the community ones).
    const own = packageOf(location.getSourceFile().fileName);
    const ownDeclarations = distinct.filter(
      ({ declaration }) => packageOf(declaration.getSourceFile().fileName) === own,
    );
    if (distinct.length > 1 && ownDeclarations.length === 1)
      return joinUnion(ownDeclarations[0].members);
  }
  if (declared.length > 0) return joinUnion(declared[0].members);
  const text = checker.typeToString(
    checker.getTypeOfSymbolAtLocation(property, location),
    undefined,
    ts.TypeFormatFlags.NoTruncation,
  );
  if (!optional || !text.includes('undefined')) return collapse(text);
  const parsed = ts.createSourceFile('type.ts', `type T = ${text};`, ts.ScriptTarget.Latest, true);
  const members = unionMembers((parsed.statements[0] as ts.TypeAliasDeclaration).type, true);
  return members.length > 0 ? joinUnion(members) : 'undefined';
}
