import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const CORE = join(__dirname, '../../../src/core');

const coreFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? coreFiles(join(dir, entry.name)) : [join(dir, entry.name)],
  );

describe("the card's alias: one name in the core", () => {
  it('is aliasPan in every core type: the wire names (PANALIAS, pan_token, alias_pan) stay in the DTO readers', () => {
    const otherNames = coreFiles(CORE).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/\b(panToken|panAlias\w*)\b/g)].map(
        (match) => `${file.slice(CORE.length)}: ${match[0]}`,
      ),
    );
    expect(otherNames).toEqual([]);
  });
});
