import { REQUEST_LIMITS, type EndpointDefinition } from '@kizuna/api-client/contract';
import fc from 'fast-check';
import { sql } from 'kysely';
import type * as v from 'valibot';
import type { Db } from '../db/createDatabase.js';

/**
 * Hostile text and ids for the contract-wide tests: where an endpoint's request takes text, ids
 * and arrays (read from its schemas), and what to put there.
 */

export type InputPart = 'params' | 'query' | 'body';

export interface InjectionSite {
  readonly part: InputPart;
  /** Keys from the part's root; array items are at index 0. */
  readonly path: readonly (string | number)[];
  readonly leaf: 'text' | 'id' | 'array';
}

/** A value short enough to name in a failed assertion. */
export const shown = (value: unknown): string => JSON.stringify(value)?.slice(0, 40) ?? String(value);

/** The dotted field path of a site, as a 400's field errors name it. */
export const fieldPathOf = (site: InjectionSite): string => [site.part, ...site.path].join('.');

/** Unwraps optional/nullable/nullish to the schema they hold. */
function inner(schema: v.GenericSchema): v.GenericSchema {
  const wrapped = (schema as { wrapped?: v.GenericSchema }).wrapped;
  return wrapped ? inner(wrapped) : schema;
}

/** `contactId`, `divisionIds`, `id`: a field that holds database ids. */
function isIdName(path: readonly (string | number)[]): boolean {
  const name = [...path].reverse().find((key): key is string => typeof key === 'string') ?? '';
  return /(^id|Id|Ids)$/.test(name);
}

/** Every text, id and array of a request part, found by walking its schema. */
export function injectionSites(part: InputPart, schema: v.GenericSchema | undefined): InjectionSite[] {
  const sites: InjectionSite[] = [];
  const walk = (node: v.GenericSchema, path: (string | number)[]): void => {
    const base = inner(node);
    const shape = base as unknown as {
      entries?: Record<string, v.GenericSchema>;
      item?: v.GenericSchema;
      options?: v.GenericSchema[];
    };
    switch (base.type) {
      case 'object':
      case 'loose_object':
      case 'strict_object':
        for (const [key, entry] of Object.entries(shape.entries ?? {})) walk(entry, [...path, key]);
        return;
      case 'array':
        sites.push({ part, path, leaf: 'array' });
        if (shape.item) walk(shape.item, [...path, 0]);
        return;
      case 'variant':
        if (shape.options?.[0]) walk(shape.options[0], path);
        return;
      case 'union': {
        const types = (shape.options ?? []).map((option) => inner(option).type);
        if (types.includes('string')) sites.push({ part, path, leaf: 'text' });
        if (types.includes('number') && isIdName(path)) sites.push({ part, path, leaf: 'id' });
        return;
      }
      case 'string':
        sites.push({ part, path, leaf: 'text' });
        return;
      case 'number':
        if (isIdName(path)) sites.push({ part, path, leaf: 'id' });
        return;
      default:
        return;
    }
  };
  if (schema) walk(schema, []);
  return sites;
}

/** The sites of every part of an endpoint's request. */
export function endpointSites(endpoint: EndpointDefinition): InjectionSite[] {
  return [
    ...injectionSites('params', endpoint.params),
    ...injectionSites('query', endpoint.query),
    ...injectionSites('body', endpoint.body),
  ];
}

/** An object (or array) that holds `value` at `path` and nothing else. */
export function documentWith(path: readonly (string | number)[], value: unknown): unknown {
  return path.reduceRight<unknown>(
    (held, key) => (typeof key === 'number' ? [held] : { [key]: held }),
    value,
  );
}

const OVERSIZE_TEXT = 'x'.repeat(REQUEST_LIMITS.textMax + 1);
/** U+0000 and both halves of a surrogate pair, each alone. */
const UNSTORABLE = ['\u0000', '\uD800', '\uDBFF', '\uDC00', '\uDFFF'] as const;

/** Text PostgreSQL cannot store: a NUL or a lone surrogate somewhere in ordinary text. */
export const unstorableText = (options: { surrogates: boolean }) =>
  fc
    .tuple(
      fc.string({ maxLength: 12 }),
      fc.constantFrom(...UNSTORABLE.filter((c) => options.surrogates || c === '\u0000')),
      fc.string({ maxLength: 12 }),
    )
    .map(([before, bad, after]) => before + bad + after);

/** Fixed cases run before the generated ones: each character alone, and text one over the ceiling. */
export const textExamples = (options: { surrogates: boolean }): string[] => [
  ...UNSTORABLE.filter((c) => options.surrogates || c === '\u0000'),
  'a\u0000b',
  ...(options.surrogates ? ['𠮷\uD800'] : []),
  OVERSIZE_TEXT,
];

/** Ids no table holds: from 2^53 (not exact as a number) to 2^63 (over `bigint`), negative, fractional. */
export const ID_EXAMPLES: readonly number[] = [2 ** 63, 2 ** 53, 2 ** 64, -1, 0, 1.5];
export const hostileId = fc.oneof(
  fc.constantFrom(...ID_EXAMPLES),
  fc.double({ min: 2 ** 53, max: 2 ** 70, noNaN: true }),
  fc.integer({ max: 0 }),
  fc.double({ min: 1, max: 2 ** 31, noNaN: true }).filter((n) => !Number.isInteger(n)),
);

/**
 * Path parameter text that no id route may answer with 5xx. (Text over the ceiling is tried in
 * queries: in a path it soon meets Node's header limit, 431.)
 */
export const PATH_ID_EXAMPLES: readonly string[] = [
  '%00',
  '1%00',
  '%ED%A0%80',
  String(2n ** 63n),
  String(2n ** 53n),
  '9007199254740993',
  '-1',
  '1.5',
];

/** An array one item over the ceiling. */
export const oversizeArray = (itemPath: readonly (string | number)[]) =>
  Array.from({ length: REQUEST_LIMITS.arrayMax + 1 }, () => (itemPath.length > 0 ? {} : 1));

const WRITES_TABLE = 'test_writes';
/**
 * Left out of the log: what every request may write (the session's last use), and the queues the
 * background workers (business-card OCR, contact import, user and division import, the Sansan
 * import, the Active Directory sync) update whenever they get to a job.
 */
const UNLOGGED = [
  'sessions',
  'session_versions',
  'bizcard_ocr_jobs',
  'contact_import_jobs',
  'contact_import_files',
  'admin_import_jobs',
  'sansan_import_runs',
  'ad_sync_runs',
  WRITES_TABLE,
];

let installed: Promise<void> | undefined;

/**
 * Logs every insert, update and delete statement on the database's tables (statement triggers
 * that name the table in one log table), so a test can show a refused request changed nothing.
 */
export function logWrites(db: Db): Promise<void> {
  installed ??= (async () => {
    await sql`create table if not exists ${sql.table(WRITES_TABLE)}
      (id bigint generated always as identity primary key, table_name text not null)`.execute(db);
    await sql`create or replace function test_log_write() returns trigger language plpgsql as $$
      begin insert into test_writes (table_name) values (tg_table_name); return null; end $$`.execute(db);
    const tables = await sql<{ name: string }>`select table_name as name from information_schema.tables
      where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(db);
    for (const { name } of tables.rows) {
      if (UNLOGGED.includes(name)) continue;
      await sql`create trigger test_log_write after insert or update or delete on ${sql.table(name)}
        for each statement execute function test_log_write()`.execute(db);
    }
  })();
  return installed;
}

/** Where the write log stands now. */
export async function writeMark(db: Db): Promise<number> {
  const { rows } = await sql<{
    id: string | null;
  }>`select max(id) as id from ${sql.table(WRITES_TABLE)}`.execute(db);
  return Number(rows[0]?.id ?? 0);
}

/** The tables written since `mark`, in order. */
export async function tablesWrittenSince(db: Db, mark: number): Promise<string[]> {
  const { rows } = await sql<{ table_name: string }>`select table_name from ${sql.table(WRITES_TABLE)}
    where id > ${mark} order by id`.execute(db);
  return rows.map((row) => row.table_name);
}

/** A stack trace in a logged line: `\n    at fn (file:1:2)`. */
/** A stack trace, as printed or inside a JSON log line (where its line breaks are `\\n`). */
const STACK = /(\n|\\n)\s+at /;

/**
 * Keeps what the server logs until `restore()`; `stacks()` lists the lines that carry a stack
 * trace (an Error logged whole).
 */
export function captureConsole() {
  const methods = ['error', 'warn', 'info', 'log', 'debug'] as const;
  // Every method, log and debug too, so nothing slips past.
  const sink: Record<(typeof methods)[number], (...args: unknown[]) => void> = globalThis.console;
  const originals = methods.map((method) => sink[method]);
  const lines: string[] = [];
  for (const method of methods) {
    sink[method] = (...args: unknown[]) => {
      lines.push(
        args.map((arg) => (arg instanceof Error ? (arg.stack ?? String(arg)) : String(arg))).join(' '),
      );
    };
  }
  return {
    lines,
    restore() {
      methods.forEach((method, index) => {
        sink[method] = originals[index]!;
      });
    },
    stacks: () => lines.filter((line) => STACK.test(line)),
  };
}
