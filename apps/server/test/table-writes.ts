// Finds every table write in server source text, for the one-owner-per-table check (decision 061).
import ts from 'typescript';

export type TableWrite = { table: string; verb: 'insert' | 'update' | 'delete'; line: number };

const SCHEMA_IMPORT = /(^|\/)db\/schema(\/[\w-]+)?$/;
const RAW_WRITE = /\b(insert\s+into|update|delete\s+from)\s+("?[a-z_][a-z0-9_]*"?|\$\{(\d+)\})/gi;

/**
 * The tables a source file writes: Drizzle `.insert(t)`, `.update(t)`, `.delete(t)` whose argument
 * is a table imported from the schema module (also `schema.t`), and raw `sql` INSERT/UPDATE/DELETE
 * naming a table or interpolating one. `tableNames` maps a schema export to its SQL name. A table
 * reached through a variable is not seen; house style passes the schema identifier itself.
 */
export function tableWrites(fileName: string, text: string, tableNames: ReadonlyMap<string, string>): TableWrite[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const locals = new Map<string, string>(); // local name -> schema export
  const namespaces = new Set<string>(); // `import * as schema`
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    if (!SCHEMA_IMPORT.test(statement.moduleSpecifier.text)) continue;
    const bindings = statement.importClause?.namedBindings;
    if (bindings && ts.isNamespaceImport(bindings)) namespaces.add(bindings.name.text);
    if (bindings && ts.isNamedImports(bindings)) {
      for (const el of bindings.elements) locals.set(el.name.text, (el.propertyName ?? el.name).text);
    }
  }
  const tableOf = (node: ts.Expression): string | undefined => {
    if (ts.isIdentifier(node)) return tableNames.get(locals.get(node.text) ?? '');
    if (
      ts.isPropertyAccessExpression(node) &&
      ts.isIdentifier(node.expression) &&
      namespaces.has(node.expression.text)
    ) {
      return tableNames.get(node.name.text);
    }
    return undefined;
  };
  const lineOf = (node: ts.Node) => source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
  const found: TableWrite[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && node.arguments.length === 1) {
      const verb = node.expression.name.text;
      const table = tableOf(node.arguments[0]!);
      if ((verb === 'insert' || verb === 'update' || verb === 'delete') && table)
        found.push({ table, verb, line: lineOf(node.expression.name) });
    }
    if (ts.isTaggedTemplateExpression(node) && node.tag.getText(source) === 'sql')
      found.push(...rawWrites(node.template));
    ts.forEachChild(node, visit);
  };
  const rawWrites = (template: ts.TemplateLiteral): TableWrite[] => {
    const spans = ts.isNoSubstitutionTemplateLiteral(template) ? [] : template.templateSpans;
    // The template's text with each interpolation as ${index}, so a table placed by ${t} resolves.
    const text = ts.isNoSubstitutionTemplateLiteral(template)
      ? template.text
      : template.head.text + spans.map((s, i) => `\${${i}}${s.literal.text}`).join('');
    return [...text.matchAll(RAW_WRITE)].flatMap((m) => {
      const verb = m[1]!.toLowerCase().startsWith('insert')
        ? 'insert'
        : m[1]!.toLowerCase().startsWith('update')
          ? 'update'
          : 'delete';
      const table = m[3] === undefined ? m[2]!.replaceAll('"', '') : tableOf(spans[Number(m[3])]!.expression);
      const known = table !== undefined && [...tableNames.values()].includes(table);
      return known ? [{ table, verb, line: lineOf(template) }] : [];
    });
  };
  visit(source);
  return found;
}

/**
 * Who a server source file writes as: a feature folder's name; a plugin or shared module by its own
 * name (a plugin named like a feature is that feature's decorated API). Null for db/ (schema,
 * migrations, seeding) and for tests and fixtures, which are out of the rule.
 */
export function writerOf(relativePath: string): string | null {
  if (/\.(test|fixtures)\.ts$/.test(relativePath)) return null;
  const feature = /^features\/([\w-]+)\//.exec(relativePath);
  if (feature) return feature[1]!;
  const module = /^(?:plugins|shared|jobs)\/([\w-]+?)(?:\.job)?\.ts$/.exec(relativePath);
  return module ? module[1]! : null;
}
