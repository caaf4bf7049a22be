// @ts-check
/** The sandbox database: SQLite in WASM (sql.js), kept in one file written back atomically. */
import fs from 'node:fs';
import path from 'node:path';
import initSqlJs from 'sql.js';
import { DATABASE_FILE } from '../config.mjs';
import { SCHEMA } from './schema.mjs';
import { seedDatabase } from './seed.mjs';
import { NETWORKS } from '../oms/network.mjs';
import { zonedDay } from '../oms/zoned-time.mjs';

/** The seed depends on the day in each operator's zone (trips are made relative to it). @param {Date} now */
const seedDayKey = (now) =>
  Object.values(NETWORKS)
    .map((network) => zonedDay(now, network.timeZone))
    .join('|');

/** @typedef {import('sql.js').Database} Database */
/** @typedef {import('sql.js').BindParams} BindParams */

/** @type {Promise<import('sql.js').SqlJsStatic> | undefined} */
let sqlJs;
const loadSqlJs = () => (sqlJs ??= initSqlJs());

/** A database from a file's bytes (empty without), with foreign keys on. @param {Uint8Array} [bytes] */
async function openDatabase(bytes) {
  const db = new (await loadSqlJs()).Database(bytes);
  db.run('PRAGMA foreign_keys = ON');
  return db;
}

/** @type {{ key: string, bytes: Uint8Array } | undefined} */
let seeded;

/**
 * Creates a database holding the schema and the seed. The seed (13 months of trips, hashed
 * passwords) is built once per operator day and process, and copied at every later reset.
 */
async function freshDatabase() {
  const key = seedDayKey(new Date());
  if (seeded?.key !== key) {
    const db = await openDatabase();
    db.run(SCHEMA);
    await seedDatabase(db);
    seeded = { key, bytes: db.export() };
    db.close();
  }
  return openDatabase(seeded.bytes);
}

/** Syncs a folder's entries (the rename) where the platform allows it. @param {string} folder */
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

export class Store {
  /** @param {Database} db @param {string} file */
  constructor(db, file) {
    this.db = db;
    this.file = file;
    this.dirty = false;
    /** Each snapshot written gets the next number; an older snapshot never replaces a newer one. */
    this.generation = 0;
    this.renamed = 0;
  }

  /** Rows of a query as plain objects. @param {string} sql @param {BindParams} [params] @returns {any[]} */
  all(sql, params = []) {
    const statement = this.db.prepare(sql, params);
    try {
      // The column names once, not per row as getAsObject does: a year of trips reads 3× faster.
      const names = statement.getColumnNames();
      const rows = [];
      while (statement.step()) {
        const values = statement.get();
        /** @type {Record<string, unknown>} */
        const row = {};
        for (let index = 0; index < names.length; index += 1) row[/** @type {string} */ (names[index])] = values[index];
        rows.push(row);
      }
      return rows;
    } finally {
      statement.free();
    }
  }

  /** The first row of a query, or undefined. @param {string} sql @param {BindParams} [params] @returns {any} */
  get(sql, params = []) {
    return this.all(sql, params)[0];
  }

  /** Runs a mutating statement. @param {string} sql @param {BindParams} [params] */
  run(sql, params = []) {
    this.db.run(sql, params);
    this.dirty = true;
    return { changes: this.db.getRowsModified(), lastId: Number(this.get('SELECT last_insert_rowid() AS id').id) };
  }

  /**
   * Makes the next answer wait for a write as if something had changed: answers that must take
   * the same time whether an account exists or not (docs/security.md) do the same work either way.
   */
  touch() {
    this.dirty = true;
  }

  /** The database's bytes now, numbered, and the temporary file they are written to. */
  #snapshot() {
    const bytes = this.db.export();
    // export() closes and reopens the connection, which resets pragmas.
    this.db.run('PRAGMA foreign_keys = ON');
    this.dirty = false;
    const generation = ++this.generation;
    return { bytes, generation, temp: `${this.file}.${process.pid}.${generation}.tmp` };
  }

  /**
   * Puts a written snapshot in place, unless a newer one already is (its changes include these).
   * Written, synced to the disk, then renamed over the old file (and the folder synced): a crash
   * leaves the old database or the new one, never half of one.
   * @param {string} temp @param {number} generation
   */
  #install(temp, generation) {
    if (generation < this.renamed) return void fs.rmSync(temp, { force: true });
    fs.renameSync(temp, this.file);
    this.renamed = generation;
    syncFolder(path.dirname(this.file));
  }

  /** Writes the database file now if anything changed since the last write. */
  flush() {
    if (!this.dirty) return;
    const { bytes, generation, temp } = this.#snapshot();
    try {
      const fd = fs.openSync(temp, 'w');
      try {
        fs.writeSync(fd, bytes);
        fs.fsyncSync(fd);
      } finally {
        fs.closeSync(fd);
      }
      this.#install(temp, generation);
    } catch (error) {
      this.dirty = true;
      throw error;
    }
  }

  /**
   * Writes the database file like flush(), without blocking the event loop while the bytes go to
   * the disk: requests keep arriving meanwhile, and their changes share the next write.
   */
  async flushAsync() {
    if (!this.dirty) return;
    const { bytes, generation, temp } = this.#snapshot();
    try {
      const handle = await fs.promises.open(temp, 'w');
      try {
        await handle.writeFile(bytes);
        await handle.sync();
      } finally {
        await handle.close();
      }
      this.#install(temp, generation);
    } catch (error) {
      this.dirty = true;
      throw error;
    }
  }

  /** Restores the seed state and writes it. */
  async reset() {
    const db = await freshDatabase();
    this.db.close();
    this.db = db;
    this.dirty = true;
    this.flush();
  }

  close() {
    this.flush();
    this.db.close();
  }
}

/** Opens the database in dataDir, creating and seeding it on first start. @param {string} dataDir */
export async function openStore(dataDir) {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, DATABASE_FILE);
  if (fs.existsSync(file)) return new Store(await openDatabase(fs.readFileSync(file)), file);
  const store = new Store(await freshDatabase(), file);
  store.dirty = true;
  store.flush();
  return store;
}
