import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/** Each table of a schema interface with its columns, `true` where a select may read null. */
export type SchemaColumns = Map<string, Map<string, boolean>>;

export const DATABASE_SCHEMA_FILE = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '../src/db/DatabaseSchema.ts',
);

/**
 * The tables and columns of a Kysely schema interface, read from its source with the TypeScript
 * checker, so that interfaces it extends (module tables, directory columns) count as written.
 */
export function readSchemaTypes(
  file = DATABASE_SCHEMA_FILE,
  interfaceName = 'DatabaseSchema',
): SchemaColumns {
  const program = ts.createProgram([file], {
    target: ts.ScriptTarget.ES2022,
    lib: ['lib.es2023.d.ts'],
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    strict: true,
    skipLibCheck: true,
    noEmit: true,
    types: [],
  });
  const checker = program.getTypeChecker();
  const declaration = program
    .getSourceFile(file)
    ?.statements.find(
      (statement): statement is ts.InterfaceDeclaration =>
        ts.isInterfaceDeclaration(statement) && statement.name.text === interfaceName,
    );
  if (!declaration) throw new Error(`interface ${interfaceName} not found in ${file}`);
  const tables: SchemaColumns = new Map();
  for (const table of checker.getTypeAtLocation(declaration).getProperties()) {
    const columns = new Map<string, boolean>();
    for (const column of checker.getTypeOfSymbol(table).getProperties()) {
      columns.set(column.name, selectMayBeNull(checker, checker.getTypeOfSymbol(column)));
    }
    tables.set(table.name, columns);
  }
  return tables;
}

/** `ColumnType<S, I, U>` (and so `Generated<S>`) keeps what a select reads as `__select__`. */
function selectMayBeNull(checker: ts.TypeChecker, type: ts.Type): boolean {
  const select = type.getProperty('__select__');
  const read = select ? checker.getTypeOfSymbol(select) : type;
  return (read.isUnion() ? read.types : [read]).some((member) => (member.flags & ts.TypeFlags.Null) !== 0);
}

/** One line per column, `table.column null` or `table.column not null`, sorted: a readable diff. */
export function describeColumns(schema: SchemaColumns): string[] {
  return [...schema]
    .flatMap(([table, columns]) =>
      [...columns].map(([column, nullable]) => `${table}.${column} ${nullable ? 'null' : 'not null'}`),
    )
    .sort();
}
