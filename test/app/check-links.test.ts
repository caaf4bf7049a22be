import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { anchorsOf, checkLinks, citationsOf, slug } from '../../scripts/check-links.mjs';

/** The repo's link check (scripts/check-links.mjs, `npm run check:links`) on a tiny tree of its own. */
let root: string;
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'tapway-links-'));
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

async function tree(files: Record<string, string>): Promise<void> {
  for (const [path, text] of Object.entries(files)) {
    await mkdir(dirname(join(root, path)), { recursive: true });
    await writeFile(join(root, path), text);
  }
}

const RULES = [
  '# Rules',
  '## Date ranges',
  '### The presets: `last30Days`, "This month"',
  '## Date ranges',
  '<a id="kept-anchor"></a>',
  '```md',
  '## Not a heading (in a fence)',
  '[not a link](missing.md)',
  '```',
].join('\n');

const GOOD = {
  'README.md': 'See [the rules](docs/behaviour/rules.md#date-ranges) and [a site](https://example.com/x.md#y).\n',
  'docs/behaviour/rules.md': RULES,
  'docs/guide.md': [
    '# Guide',
    'Back to [the top](#guide), [the presets](behaviour/rules.md#the-presets-last30days-this-month),',
    '[the second one](./behaviour/rules.md#date-ranges-1), [kept](behaviour/rules.md#kept-anchor),',
    '[the readme](../README.md), [a folder](behaviour/) and `[in code](nowhere.md)`.',
    '[ref]: behaviour/rules.md',
  ].join('\n'),
  'src/core/rule.ts': [
    '/** Ranges run forwards (docs/behaviour/rules.md#date-ranges). */',
    "export const url = 'docs/nowhere.md#not-a-comment';",
    '// see docs/guide.md',
  ].join('\n'),
};

describe('check-links', () => {
  it('passes a tree whose relative links, anchors and code citations all resolve', async () => {
    await tree(GOOD);
    expect(checkLinks(root)).toEqual([]);
  });

  it('reports a missing file, a missing anchor and a broken citation in a comment, with file and line', async () => {
    await tree({
      ...GOOD,
      'docs/guide.md': '# Guide\n\n[gone](behaviour/screens.md) and [no such heading](behaviour/rules.md#dates)\n',
      'README.md': '[here](#nowhere)\n',
      'sandbox/api/x.mjs': 'const a = 1;\n/*\n * As docs/behaviour/rules.md#sessions says.\n */\n',
      'test/x.test.ts': '// docs/missing.md\n',
      'scripts/y.mjs': "// fine: docs/guide.md#guide\nconst s = '/* docs/missing.md */';\n",
    });
    expect(checkLinks(root)).toEqual([
      { file: 'README.md', line: 1, target: '#nowhere', reason: 'no heading "#nowhere"' },
      { file: join('docs', 'guide.md'), line: 3, target: 'behaviour/screens.md', reason: 'no such file' },
      { file: join('docs', 'guide.md'), line: 3, target: 'behaviour/rules.md#dates', reason: 'no heading "#dates"' },
      {
        file: join('sandbox', 'api', 'x.mjs'),
        line: 3,
        target: 'docs/behaviour/rules.md#sessions',
        reason: 'no heading "#sessions"',
      },
      { file: join('test', 'x.test.ts'), line: 1, target: 'docs/missing.md', reason: 'no such file' },
    ]);
  });

  it('checks Markdown paths written as inline code: docs/… from the root, ./ and ../ from the file', async () => {
    await tree({
      ...GOOD,
      'docs/contracts.md': [
        'As `docs/guide.md#guide` and `../README.md` say; `behaviour/rules.md` is a name, not a path.',
        'The operator contract (`../shared/spec/rider-portal-spec.md`, section 7), and `docs/behaviour/rules.md#dates`.',
      ].join('\n'),
    });
    expect(checkLinks(root)).toEqual([
      {
        file: join('docs', 'contracts.md'),
        line: 2,
        target: '../shared/spec/rider-portal-spec.md',
        reason: 'no such file',
      },
      {
        file: join('docs', 'contracts.md'),
        line: 2,
        target: 'docs/behaviour/rules.md#dates',
        reason: 'no heading "#dates"',
      },
    ]);
  });

  it('refuses a link out of the repository (the spec that used to live beside it)', async () => {
    await tree({ 'docs/contracts.md': '[the spec](../../shared/spec/rider-portal-spec.md)\n' });
    expect(checkLinks(root)).toEqual([
      {
        file: join('docs', 'contracts.md'),
        line: 1,
        target: '../../shared/spec/rider-portal-spec.md',
        reason: 'points outside the repository',
      },
    ]);
  });

  it('makes anchors as GitHub does', () => {
    expect(slug('Logout (issue 10, an extension)')).toBe('logout-issue-10-an-extension');
    expect(slug('`POST /api/bank_cards/get`')).toBe('post-apibank_cardsget');
    expect(slug('Settlement — [paying](x.md) what is owed')).toBe('settlement--paying-what-is-owed');
    expect([...anchorsOf('# A\n## A\n## A\n')]).toEqual(['a', 'a-1', 'a-2']);
  });

  it('reads citations in comments only, not in strings', () => {
    const source = 'const s = "// docs/a.md"; // docs/b.md#x\n/* docs/c.md\n  docs/d.md */ const t = `\n// docs/e.md`;';
    expect(citationsOf(source)).toEqual([
      { target: 'docs/b.md#x', line: 1 },
      { target: 'docs/c.md', line: 2 },
      { target: 'docs/d.md', line: 3 },
    ]);
  });
});
