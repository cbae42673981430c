// docs/architecture/table-owners.md: each table has one owner, and only its owner writes it.
// This reads the owners' table from that file, checks it against the tables the migrations
// create, and finds every knex write in src/ by static analysis of the syntax tree.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const OWNERS_DOC = path.join(ROOT, 'docs/architecture/table-owners.md');
/** Kept by database triggers or by Knex itself: no code of ours writes them. */
const NOT_WRITTEN_BY_CODE = ['catalogue_version', 'catalogue_changes', 'restaurant_name_fts', 'knex_migrations', 'knex_migrations_lock'];
const WRITE_METHODS = new Set(['insert', 'update', 'del', 'delete', 'merge', 'increment', 'decrement', 'truncate', 'upsert']);
/** Builder methods that name the table mid-chain: `db.into('x')`, `db.table('x')`, `db.from('x').del()`. */
const TABLE_METHODS = new Set(['into', 'table', 'from']);
/** Receivers that can only be a knex instance; a write through one whose table we cannot read fails. */
const KNEX_NAMES = new Set(['db', 'trx', 'knex']);
const RAW_WRITE = /\b(?:insert\s+into|update|delete\s+from)\s+"?([a-z_]+)"?/gi;

type Write = { table: string; file: string; owner: string };
/** The description a module hands a shared adapter of a table it owns (docs/architecture/table-owners.md). */
const DESCRIPTION_TYPE = 'WorkTable';

/** `| \`table\` | owner | ... |` rows of the owners' document. */
function documentedOwners(): Map<string, string> {
  const rows = fs.readFileSync(OWNERS_DOC, 'utf8').matchAll(/^\| `([a-z_]+)` \| ([a-z-]+) \|/gm);
  return new Map([...rows].map(([, table, owner]) => [table!, owner!]));
}

function tablesCreatedByMigrations(): Set<string> {
  const dir = path.join(ROOT, 'migrations');
  // Only what the migrations' `up` do: a table a later `up` drops is gone (their `down` undo).
  const ups = fs
    .readdirSync(dir)
    .sort()
    .map((file) => fs.readFileSync(path.join(dir, file), 'utf8').split(/export async function down\b/)[0]!)
    .join('\n');
  // In the order written, so a table dropped and created again (recreated) stays.
  const tables = new Set<string>();
  for (const [, created, virtual, dropped] of ups.matchAll(/createTable\('([a-z_]+)'|create virtual table ([a-z_]+)|dropTable(?:IfExists)?\('([a-z_]+)'/g)) {
    if (dropped) tables.delete(dropped);
    else tables.add((created ?? virtual)!);
  }
  return new Set([...tables, 'knex_migrations', 'knex_migrations_lock']);
}

/** The module a file of src/ belongs to, as the owners' table names it (`shared` for src/shared's own tables); `none` elsewhere. */
function ownerOf(file: string): string {
  const [top, second] = path.relative(path.join(ROOT, 'src'), file).split(path.sep);
  if (top === 'modules') return second!;
  return top === 'identity-dev' || top === 'shared' ? top : 'none';
}

/**
 * String constants (`const TABLE = 'idp_payloads'`), table accessors (`rows() { return this.db(TABLE)... }`),
 * names typed as a table's description (`private readonly spec: WorkTable<P>`), and the tables
 * this file describes (`const MAIL_MESSAGES: WorkTable<MailPayload> = { table: TABLE, ... }`).
 */
function fileNames(source: ts.SourceFile) {
  const constants = new Map<string, string>();
  const accessors = new Map<string, ts.Node>();
  const described = new Set<string>();
  const descriptions: ts.ObjectLiteralExpression[] = [];
  const isDescription = (type: ts.TypeNode | undefined) => !!type && ts.isTypeReferenceNode(type) && type.typeName.getText(source) === DESCRIPTION_TYPE;
  const visit = (node: ts.Node): void => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer && ts.isStringLiteral(node.initializer)) {
      constants.set(node.name.text, node.initializer.text);
    }
    if ((ts.isMethodDeclaration(node) || ts.isFunctionDeclaration(node)) && node.name && ts.isIdentifier(node.name) && node.body) {
      const last = node.body.statements.at(-1);
      if (last && ts.isReturnStatement(last) && last.expression) accessors.set(node.name.text, last.expression);
    }
    if ((ts.isParameter(node) || ts.isPropertyDeclaration(node)) && ts.isIdentifier(node.name) && isDescription(node.type)) described.add(node.name.text);
    if (ts.isVariableDeclaration(node) && isDescription(node.type) && node.initializer && ts.isObjectLiteralExpression(node.initializer)) descriptions.push(node.initializer);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { constants, accessors, described, descriptions };
}

/** What one file writes: tables by name, writes to a table it is handed described (`this.spec.table`), the tables it describes. */
export interface FileWrites {
  tables: string[];
  describedWrites: string[];
  describes: string[];
  unresolved: string[];
}

/** Stands for the table of a description a shared adapter is handed: the describing module's table. */
const DESCRIBED = Symbol('described table');

/** Reads knex writes out of one file's syntax tree. */
export function writesIn(text: string, file: string): FileWrites {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const { constants, accessors, described, descriptions } = fileNames(source);
  /** `spec.table` or `this.spec.table`, where `spec` is typed as a description. */
  const isDescribedTable = (node: ts.Node): boolean => {
    if (!ts.isPropertyAccessExpression(node) || node.name.text !== 'table') return false;
    const owner = node.expression;
    const name = ts.isIdentifier(owner) ? owner.text : ts.isPropertyAccessExpression(owner) && owner.expression.kind === ts.SyntaxKind.ThisKeyword ? owner.name.text : undefined;
    return name !== undefined && described.has(name);
  };
  const literal = (node: ts.Node | undefined): string | typeof DESCRIBED | undefined => {
    if (!node) return undefined;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text.split(' ')[0];
    if (isDescribedTable(node)) return DESCRIBED;
    return ts.isIdentifier(node) ? constants.get(node.text) : undefined;
  };
  const calleeName = (call: ts.CallExpression): string | undefined => {
    const callee = call.expression;
    if (ts.isIdentifier(callee)) return callee.text;
    return ts.isPropertyAccessExpression(callee) ? callee.name.text : undefined;
  };
  /** The table a builder chain starts from: `db('t')`, `this.db<Row>(TABLE)`, `.into('t')`, `this.rows()`. */
  const tableOf = (expr: ts.Expression, seen = new Set<ts.Node>()): string | typeof DESCRIBED | null | undefined => {
    if (seen.has(expr)) return undefined;
    seen.add(expr);
    if (ts.isPropertyAccessExpression(expr)) return tableOf(expr.expression, seen);
    if (!ts.isCallExpression(expr)) return undefined;
    const name = calleeName(expr);
    const isRoot = ts.isIdentifier(expr.expression) || (ts.isPropertyAccessExpression(expr.expression) && expr.expression.expression.kind === ts.SyntaxKind.ThisKeyword);
    if (name && (TABLE_METHODS.has(name) || isRoot)) {
      const table = literal(expr.arguments[0]);
      if (table) return table;
      const accessor = accessors.get(name);
      if (accessor && expr.arguments.length === 0) return tableOf(accessor as ts.Expression, seen);
      if (isRoot && KNEX_NAMES.has(name)) return null;
    }
    return ts.isPropertyAccessExpression(expr.expression) ? tableOf(expr.expression.expression, seen) : undefined;
  };
  const tables: string[] = [];
  const describedWrites: string[] = [];
  const unresolved: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node)) {
      const name = calleeName(node);
      if (name && WRITE_METHODS.has(name) && ts.isPropertyAccessExpression(node.expression)) {
        const table = tableOf(node.expression.expression);
        if (typeof table === 'string') tables.push(table);
        if (table === DESCRIBED) describedWrites.push(node.getText(source).slice(0, 80));
        if (table === null) unresolved.push(node.getText(source).slice(0, 80));
      }
      if (name === 'bulkInsert') {
        const table = literal(node.arguments[1]);
        if (typeof table === 'string') tables.push(table);
      }
      if (name === 'raw' && node.arguments[0]) {
        for (const [, table] of node.arguments[0].getText(source).matchAll(RAW_WRITE)) tables.push(table!);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  const describes = descriptions.map((description) => {
    const property = description.properties.find((p) => ts.isPropertyAssignment(p) && p.name.getText(source) === 'table');
    const table = property && ts.isPropertyAssignment(property) ? literal(property.initializer) : undefined;
    if (typeof table !== 'string') unresolved.push(`a ${DESCRIPTION_TYPE} whose table cannot be read: ${description.getText(source).slice(0, 60)}`);
    return typeof table === 'string' ? table : '';
  });
  return { tables, describedWrites, describes: describes.filter(Boolean), unresolved };
}

function sourceFiles(): string[] {
  return fs
    .readdirSync(path.join(ROOT, 'src'), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.(test|d)\.ts$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !file.includes(`${path.sep}generated${path.sep}`));
}

/**
 * Every write to a known table in src/, with the writing file's module. A shared adapter's write
 * to the table it is handed described (KnexWorkItems' claim, settle, prune) is a write by each
 * module that describes a table to it, to that table.
 */
function writesInSource(known: ReadonlySet<string>): { writes: Write[]; unresolved: string[] } {
  const writes: Write[] = [];
  const unresolved: string[] = [];
  const adapters: string[] = [];
  const descriptions: Write[] = [];
  for (const file of sourceFiles()) {
    const found = writesIn(fs.readFileSync(file, 'utf8'), file);
    const relative = path.relative(ROOT, file);
    for (const table of new Set(found.tables)) if (known.has(table)) writes.push({ table, file: relative, owner: ownerOf(file) });
    if (found.describedWrites.length) adapters.push(relative);
    for (const table of found.describes) if (known.has(table)) descriptions.push({ table, file: relative, owner: ownerOf(file) });
    unresolved.push(...found.unresolved.map((call) => `${relative}: ${call}`));
  }
  for (const adapter of adapters) writes.push(...descriptions.map((d) => ({ ...d, file: `${adapter} for ${d.file}` })));
  return { writes, unresolved };
}

describe('table ownership (docs/architecture/table-owners.md)', () => {
  const owners = documentedOwners();
  const created = tablesCreatedByMigrations();
  const { writes, unresolved } = writesInSource(created);

  it('lists every table the migrations create, and no other', () => {
    expect([...owners.keys()].sort()).toEqual([...created].sort());
  });

  it('finds only writes by the owning module', () => {
    const foreign = writes.filter((w) => owners.get(w.table) !== w.owner).map((w) => `${w.file} (${w.owner}) writes ${w.table}, owned by ${owners.get(w.table)}`);
    expect(foreign).toEqual([]);
  });

  it('can tell the table of every write through a knex instance', () => {
    expect(unresolved).toEqual([]);
  });

  it('finds a writer for every table that code writes, so the analysis misses none of them', () => {
    const written = new Set(writes.map((w) => w.table));
    const expected = [...owners.keys()].filter((table) => !NOT_WRITTEN_BY_CODE.includes(table));
    expect(expected.filter((table) => !written.has(table))).toEqual([]);
  });

  it('reads each form of write the code uses', () => {
    const text = `
      const TABLE = 'idp_payloads';
      class Store {
        private rows() { return this.db<Row>(TABLE).where({ model: 'x' }); }
        async a() { await trx('orders').where({ id }).update({ status }); }
        async b() { await this.db('users')\n.insert({ id })\n.onConflict('id').merge(); }
        async c() { await this.rows().where({ id }).delete(); }
        async d() { await db.into('menu_items').insert(rows); await bulkInsert(trx, 'payment_events', rows); }
        async e() { await trx.raw('delete from "order_items" where id = ?', [id]); await db(name).del(); }
        async f() { createHash('sha256').update(x); storage.delete(key); this.cache.delete(id); }
      }`;
    expect(writesIn(text, 'example.ts')).toEqual({
      tables: ['orders', 'users', 'users', 'idp_payloads', 'menu_items', 'payment_events', 'order_items', 'sha256'],
      describedWrites: [],
      describes: [],
      unresolved: ['db(name).del()'],
    });
  });

  it('reads a shared adapter writing the table it is handed described, and the tables a module describes', () => {
    const adapter = `
      class Items {
        constructor(private readonly db: Knex, private readonly spec: WorkTable<P>) {}
        async a() { await this.db(this.spec.table).where({ id }).update(x); }
        async b(trx: Knex, other: WorkTable<P>) { await trx(other.table).del(); await trx(this.options.table).del(); }
      }`;
    expect(writesIn(adapter, 'items.ts')).toEqual({
      tables: [],
      describedWrites: ['this.db(this.spec.table).where({ id }).update(x)', 'trx(other.table).del()'],
      describes: [],
      unresolved: ['trx(this.options.table).del()'],
    });
    const module = `
      const TABLE = 'mail_messages';
      const MAIL: WorkTable<MailPayload> = { table: TABLE, keyColumn: 'order_id' };
      const ELSE: WorkTable<X> = { table: name };`;
    expect(writesIn(module, 'mail.ts')).toEqual({ tables: [], describedWrites: [], describes: ['mail_messages'], unresolved: ['a WorkTable whose table cannot be read: { table: name }'] });
  });

  it("counts the shared work items' claims, settlements and pruning as writes by each module describing a table to them", () => {
    const through = writes.filter((w) => w.file.startsWith('src/shared/order-log/knex-work-items.ts for '));
    expect(through.map((w) => [w.table, w.owner]).sort()).toEqual([
      ['mail_messages', 'notifications'],
      ['webhook_deliveries', 'integrations'],
    ]);
  });
});
