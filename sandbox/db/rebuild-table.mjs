// @ts-check
/**
 * Changing a table's constraints in place, as SQLite allows it (https://www.sqlite.org/lang_altertable.html, "making
 * other kinds of table schema changes"): a new table of the wanted definition, the rows copied, the old one dropped and
 * the new one renamed, in one transaction with the foreign keys checked at its end. Knows no domain: each part names its
 * tables and the definition they must have.
 */

/** @typedef {import('better-sqlite3').Database} SqliteDatabase */

/**
 * The `CREATE TABLE` statement of `table` in a schema's text (with or without `IF NOT EXISTS`).
 * @param {string} schema @param {string} table
 */
export function tableDefinition(schema, table) {
  const match = new RegExp(`CREATE TABLE (?:IF NOT EXISTS )?${table} \\(([\\s\\S]*?)\\n\\);`).exec(schema);
  if (!match) throw new Error(`no table ${table} in the schema`);
  return `CREATE TABLE ${table} (${match[1]}\n);`;
}

/** The statement a database made `table` with, or null when it has no such table. @param {SqliteDatabase} db @param {string} table */
const storedDefinition = (db, table) =>
  /** @type {{ sql: string } | undefined} */ (
    db.prepare("SELECT sql FROM sqlite_master WHERE type = 'table' AND name = ?").get(table)
  )?.sql ?? null;

/** White space folded and the table's name unquoted (a renamed table's is): a definition compares by its words. @param {string} sql */
const folded = (sql) =>
  sql
    .replace(/^CREATE TABLE "([^"]+)"/, 'CREATE TABLE $1')
    .replace(/\s+/g, ' ')
    .replace(/;\s*$/, '')
    .replace(/ ?([(),]) ?/g, '$1')
    .trim();

/** Whether a table's rowid is a column of its own (a single INTEGER PRIMARY KEY). @param {SqliteDatabase} db @param {string} table */
const hasRowidAlias = (db, table) => {
  const keys = /** @type {{ type: string, pk: number }[]} */ (db.prepare(`PRAGMA table_info(${table})`).all()).filter(
    (column) => column.pk > 0,
  );
  return keys.length === 1 && keys[0]?.type.toUpperCase() === 'INTEGER';
};

/**
 * Brings `table` to `definition` (its `CREATE TABLE` statement) when the database holds it otherwise: the columns both
 * have are copied; indexes go with the old table, so the caller runs its schema's `CREATE INDEX IF NOT EXISTS` after.
 * Answers whether it rebuilt. @param {SqliteDatabase} db @param {string} table @param {string} definition
 */
export function rebuildTable(db, table, definition) {
  const stored = storedDefinition(db, table);
  if (stored === null || folded(stored) === folded(definition)) return false;
  const columns = /** @param {string} name */ (name) =>
    /** @type {{ name: string }[]} */ (db.prepare(`PRAGMA table_info(${name})`).all()).map((column) => column.name);
  const next = `${table}__next`;
  db.pragma('foreign_keys = OFF');
  try {
    db.transaction(() => {
      db.exec(definition.replace(`CREATE TABLE ${table} (`, `CREATE TABLE ${next} (`));
      const kept = columns(table).filter((name) => columns(next).includes(name));
      // The rows keep their rowids (an order's tiebreaker where the key is not an integer); an INTEGER PRIMARY KEY is one.
      const list = [...(hasRowidAlias(db, table) ? [] : ['rowid']), ...kept.map((name) => `"${name}"`)].join(', ');
      db.exec(`INSERT INTO ${next} (${list}) SELECT ${list} FROM ${table}`);
      db.exec(`DROP TABLE ${table}`);
      db.exec(`ALTER TABLE ${next} RENAME TO ${table}`);
      // This table's keys only: a row broken elsewhere is not this upgrade's to refuse.
      const broken = db.pragma(`foreign_key_check(${table})`);
      if (Array.isArray(broken) && broken.length > 0) throw new Error(`${table}: foreign keys broken by the rebuild`);
    })();
  } finally {
    db.pragma('foreign_keys = ON');
  }
  return true;
}
