// The message files' rules (src/i18n/message-rules.ts) on fixtures: a clean set passes; a broken set
// shows each kind of problem once, named by file, language and key; the npm script exits 1 on it.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  checkMessageFiles,
  formatProblem,
  nestingsOf,
  placeholdersOf,
  readMessageFiles,
  type MessageProblem,
} from '../../src/i18n/message-rules.ts';

const FIXTURES = path.resolve(import.meta.dirname, 'fixtures/messages');
const SCRIPT = path.resolve(import.meta.dirname, '../../src/local/scripts/check-messages.ts');
const brief = (p: MessageProblem) => `${p.kind} ${p.file} [${p.lang}] ${p.key ?? '-'}`;
const broken = () => checkMessageFiles(readMessageFiles(path.join(FIXTURES, 'broken')));
const runScript = (folder: string) =>
  spawnSync(process.execPath, ['--experimental-strip-types', SCRIPT, path.join(FIXTURES, folder)], {
    encoding: 'utf8',
  });

describe('message rules', () => {
  it('accepts placeholders, unescaped and formatted ones, $t() nesting and the punctuation the texts use', () => {
    expect(checkMessageFiles(readMessageFiles(path.join(FIXTURES, 'good')))).toEqual([]);
  });

  it('reports every problem of the broken set, each with its file, language and key', () => {
    expect(broken().map(brief).sort()).toEqual(
      [
        'markup fr/cart.json [fr] title',
        'markup fr/cart.json [fr] empty.link',
        'placeholder fr/cart.json [fr] brace',
        'extra-file en/extra.json [en] -',
        'missing-file en/legal.json [en] -',
        'missing-key en/cart.json [en] empty.title',
        'extra-key en/cart.json [en] emptyTitle',
        'placeholder en/cart.json [en] count',
        'placeholder en/cart.json [en] nested',
        'placeholder en/cart.json [en] brace',
        'markup nl/cart.json [nl] title',
        'markup nl/cart.json [nl] empty.title',
        'empty nl/cart.json [nl] greeting',
        'not-text nl/cart.json [nl] empty.link',
        'placeholder nl/cart.json [nl] brace',
        'invalid-json nl/legal.json [nl] -',
      ].sort(),
    );
  });

  it('a missing key names the key and the French file that has it', () => {
    const missing = broken().find((p) => p.kind === 'missing-key')!;
    expect(formatProblem(missing, 'src/i18n/messages')).toBe(
      `${path.join('src/i18n/messages', 'en/cart.json')} [en] empty.title: missing: fr/cart.json has this key`,
    );
  });

  it('an extra key is one French does not have', () => {
    expect(broken().find((p) => p.kind === 'extra-key')!.message).toMatch(/not in fr\/cart\.json/);
  });

  it('a placeholder mismatch shows both sets', () => {
    const mismatch = broken().filter((p) => p.kind === 'placeholder' && p.key === 'count');
    expect(mismatch.map((p) => p.message)).toEqual([
      expect.stringContaining("placeholders {{cout}} differ from fr's {{count}}"),
    ]);
    const nesting = broken().find((p) => p.kind === 'placeholder' && p.key === 'nested')!;
    expect(nesting.message).toContain("nested messages $t(cart:titel) differ from fr's $t(cart:title)");
  });

  it('markup: tags, entities, Markdown emphasis and links are refused, quoting what was found', () => {
    const markup = broken()
      .filter((p) => p.kind === 'markup')
      .map((p) => `${p.lang} ${p.key}: ${p.message}`);
    expect(markup).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^fr title: Markdown emphasis .*"\*\*"/),
        expect.stringMatching(/^fr empty\.link: a Markdown link .*"\[boutique\]\(\/shop\)"/),
        expect.stringMatching(/^nl title: an HTML tag .*"<strong>"/),
        expect.stringMatching(/^nl empty\.title: an HTML entity .*"&amp;"/),
      ]),
    );
  });

  it('an empty value, blanks only, is refused', () => {
    expect(broken().find((p) => p.kind === 'empty')).toMatchObject({
      file: 'nl/cart.json',
      lang: 'nl',
      key: 'greeting',
      message: 'the text is empty',
    });
  });

  it('invalid JSON names the file and where the parser stopped', () => {
    expect(broken().find((p) => p.kind === 'invalid-json')!.message).toMatch(/^not valid JSON: .*line 1/);
  });

  it('reads placeholders and nesting the way i18next does', () => {
    expect(placeholdersOf('{{ count }} / {{- name}} / {{date, datetime}} / {{count}}')).toEqual([
      '{{count}}',
      '{{date}}',
      '{{name}}',
    ]);
    expect(nestingsOf('$t(common:brand.name) and $t(cart.title, { "count": 2 })')).toEqual([
      '$t(cart.title)',
      '$t(common:brand.name)',
    ]);
  });

  it('npm run check:messages exits 1 on the broken set, one line per problem, and 0 on the clean one', () => {
    const bad = runScript('broken');
    expect(bad.status).toBe(1);
    expect(bad.stderr).toContain(
      `${path.relative(process.cwd(), path.join(FIXTURES, 'broken', 'en/cart.json'))} [en] empty.title: missing`,
    );
    expect(bad.stderr).toContain('16 problem(s)');
    const good = runScript('good');
    expect(good.stderr).toBe('');
    expect(good.status).toBe(0);
  });
});
