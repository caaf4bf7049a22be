// @ts-check
/**
 * The sandbox database: SQLite on the disk through better-sqlite3, in WAL mode with synchronous=FULL.
 * Every change is its own transaction (or one transaction() of several), committed and synced
 * before the call returns: an answer built after a change is sent after its commit.
 */
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { DATABASE_FILE } from '../config.mjs';

/** @typedef {import('better-sqlite3').Database} SqliteDatabase */
/** @typedef {unknown[] | Record<string, unknown>} BindParams positional values, or named ones ($name, :name, @name or name) */
/**
 * A domain's part of the database, which the composition (sandbox/database.mjs) hands to the store: this layer knows
 * no domain. `schema`: its tables, applied in the parts' order to a fresh database; `upgrade`: brings a data folder
 * made before a column or table of it up to date (run at each opening of a database that has tables); `seed`: fills
 * its tables at every reset, after the parts before it.
 * @typedef {{ name: string, schema: string, upgrade?: (db: SqliteDatabase) => void,
 *   seed?: (store: Store, now: Date) => void | Promise<void> }} DatabasePart
 */
/**
 * The database's parts, in order, and the key of their seed: the seed is built once per key and process (the demo
 * world's trips are made relative to each operator's day).
 * @typedef {{ parts: readonly DatabasePart[], seedKey: (now: Date) => string }} DatabaseLayout
 */

/** Prepared statements kept per connection; past this many the cache starts again. */
const STATEMENT_CACHE = 500;

/** A value as SQLite binds it: booleans as 0/1, undefined as NULL (as sql.js did). @param {unknown} value */
const bindable = (value) => (typeof value === 'boolean' ? Number(value) : value === undefined ? null : value);

/** @param {BindParams} params @returns {unknown[]} */
function bindings(params) {
  if (Array.isArray(params)) return params.map(bindable);
  /** @type {Record<string, unknown>} */
  const named = {};
  for (const [key, value] of Object.entries(params)) named[key.replace(/^[$:@]/, '')] = bindable(value);
  return [named];
}

/**
 * Runs every part's upgrade on a database that already has tables (a fresh one gets the schema instead).
 * @param {SqliteDatabase} db @param {readonly DatabasePart[]} parts
 */
export function upgradeParts(db, parts) {
  if (!db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table'").get()) return;
  for (const part of parts) part.upgrade?.(db);
}

/**
 * A connection with foreign keys on; a file is in WAL mode and synced at every commit, and brought up to the schema.
 * @param {string} file @param {DatabaseLayout} layout
 */
function openDatabase(file, layout) {
  const db = new Database(file);
  if (file !== ':memory:') {
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = FULL');
    db.pragma('busy_timeout = 5000');
  }
  db.pragma('foreign_keys = ON');
  if (file !== ':memory:') upgradeParts(db, layout.parts);
  return db;
}

/** @type {WeakMap<DatabaseLayout, { key: string, bytes: Buffer }>} */
const seeded = new WeakMap();

/**
 * The bytes of a database holding the parts' schemas and seeds. The seed (13 months of trips, hashed
 * passwords) is built once per seed key and process, in memory, and copied at every reset.
 * @param {DatabaseLayout} layout
 */
async function seedBytes(layout) {
  const now = new Date();
  const key = layout.seedKey(now);
  let built = seeded.get(layout);
  if (built?.key !== key) {
    const memory = new Store(openDatabase(':memory:', layout), ':memory:', layout);
    try {
      for (const part of layout.parts) memory.db.exec(part.schema);
      for (const part of layout.parts) await part.seed?.(memory, now);
      built = { key, bytes: memory.db.serialize() };
      seeded.set(layout, built);
    } finally {
      memory.db.close();
    }
  }
  return built.bytes;
}

/** Syncs a folder's entries (a rename) where the platform allows it. @param {string} folder */
function syncFolder(folder) {
  let fd;
  try {
    fd = fs.openSync(folder, 'r');
    fs.fsyncSync(fd);
  } catch {
    // Some platforms cannot sync a folder: the rename is then as durable as the platform makes it.
  } finally {
    if (fd !== undefined) fs.closeSync(fd);
  }
}

/** The temporary file a reset writes the seed to before renaming it over the database. @param {string} file */
const resetFile = (file) => `${file}.reset.tmp`;

/**
 * Removes what a process killed mid-write leaves next to the database: the seed copy of an
 * unfinished reset, and the snapshots of the former whole-file writes (`sandbox.sqlite.<pid>.<n>.tmp`).
 * @param {string} dataDir
 */
export function removeLeftovers(dataDir) {
  for (const name of fs.readdirSync(dataDir)) {
    if (name.startsWith(`${DATABASE_FILE}.`) && name.endsWith('.tmp'))
      fs.rmSync(path.join(dataDir, name), { force: true });
  }
}

/**
 * Puts the seed in place of the database file (closed, so its WAL is checkpointed and gone):
 * written, synced, renamed over the file. A kill leaves the old database or the new one.
 * @param {string} file @param {Buffer} bytes
 */
function installSeed(file, bytes) {
  for (const suffix of ['-wal', '-shm']) fs.rmSync(`${file}${suffix}`, { force: true });
  const temp = resetFile(file);
  const fd = fs.openSync(temp, 'w');
  try {
    fs.writeSync(fd, bytes);
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  fs.renameSync(temp, file);
  syncFolder(path.dirname(file));
}

export class Store {
  /** @param {SqliteDatabase} db @param {string} file @param {DatabaseLayout} layout */
  constructor(db, file, layout) {
    this.db = db;
    this.file = file;
    this.layout = layout;
    /** @type {Map<string, import('better-sqlite3').Statement>} */
    this.statements = new Map();
    /** Counts the changes made through this Store (run, touch, reset): answers built from reads are stale when it moves. */
    this.version = 0;
  }

  /** A prepared statement, from the cache. @param {string} sql */
  #prepare(sql) {
    let statement = this.statements.get(sql);
    if (!statement) {
      statement = this.db.prepare(sql);
      if (this.statements.size >= STATEMENT_CACHE) this.statements.clear();
      this.statements.set(sql, statement);
    }
    return statement;
  }

  /** Rows of a query as plain objects. @param {string} sql @param {BindParams} [params] @returns {any[]} */
  all(sql, params = []) {
    const statement = this.#prepare(sql);
    if (!statement.reader) {
      this.version += 1;
      statement.run(...bindings(params));
      return [];
    }
    return statement.all(...bindings(params));
  }

  /** The first row of a query, or undefined. @param {string} sql @param {BindParams} [params] @returns {any} */
  get(sql, params = []) {
    const statement = this.#prepare(sql);
    if (!statement.reader) {
      this.version += 1;
      statement.run(...bindings(params));
      return undefined;
    }
    return statement.get(...bindings(params));
  }

  /**
   * Runs a mutating statement, committed (and synced) when it returns unless inside transaction().
   * Several statements without parameters run as a script. @param {string} sql @param {BindParams} [params]
   * @returns {{ changes: number, lastId: number }}
   */
  run(sql, params = []) {
    this.version += 1;
    let statement;
    try {
      statement = this.#prepare(sql);
    } catch (error) {
      const script = error instanceof RangeError && /more than one statement/.test(error.message);
      if (!script || (Array.isArray(params) && params.length > 0)) throw error;
      const total = () => Number(this.db.prepare('SELECT total_changes()').pluck().get());
      const before = total();
      this.db.exec(sql);
      return { changes: total() - before, lastId: Number(this.db.prepare('SELECT last_insert_rowid()').pluck().get()) };
    }
    const { changes, lastInsertRowid } = statement.run(...bindings(params));
    return { changes, lastId: Number(lastInsertRowid) };
  }

  /**
   * Runs `work` (synchronous) as one transaction: all its changes are committed together, or none
   * when it throws. Nested calls are savepoints. @template T @param {() => T} work @returns {T}
   */
  transaction(work) {
    return this.db.transaction(work)();
  }

  /**
   * A write that changes nothing the API shows, committed and synced like a change: answers that
   * must take the same time whether an account exists or not (docs/security.md) do the same work either way.
   */
  touch() {
    this.version += 1;
    const version = Number(this.db.pragma('user_version', { simple: true }));
    this.db.pragma(`user_version = ${(version + 1) % 1_000_000}`);
  }

  /** Kept for callers of the former whole-file store: every change is on the disk when run() returns. */
  flush() {}

  /** Restores the seed state, on the disk. */
  async reset() {
    const bytes = await seedBytes(this.layout);
    this.version += 1;
    this.statements.clear();
    this.db.close();
    installSeed(this.file, bytes);
    this.db = openDatabase(this.file, this.layout);
  }

  close() {
    this.statements.clear();
    if (this.db.open) this.db.close();
  }
}

/**
 * Opens the database in dataDir, creating and seeding it on first start; what a killed process
 * left behind (an unfinished reset's copy) is removed first. @param {string} dataDir @param {DatabaseLayout} layout
 */
export async function openStore(dataDir, layout) {
  fs.mkdirSync(dataDir, { recursive: true });
  removeLeftovers(dataDir);
  const file = path.join(dataDir, DATABASE_FILE);
  if (!fs.existsSync(file)) installSeed(file, await seedBytes(layout));
  return new Store(openDatabase(file, layout), file, layout);
}
