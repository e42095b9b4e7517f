// The one rule for text (src/contract/text.ts): NUL and lone surrogates are refused, paired
// surrogates (emoji) and every other character are not, and each refused field is named by its path.
import { describe, expect, it } from 'vitest';
import { hasRefusedCharacters, refusedTextFields } from '../../src/contract/text.ts';

describe('the text rule', () => {
  it('refuses NUL and lone surrogates, keeps the rest', () => {
    for (const bad of ['\u0000', 'a\u0000b', '\ud800', 'x\udfff', '\udc00\ud800', 'end\ud83d'])
      expect(hasRefusedCharacters(bad), JSON.stringify(bad)).toBe(true);
    for (const good of ['', 'Léa', '😀 parfum', '\ud83d\ude00', 'tab\tnew\nline', '\uffff', '\u0001'])
      expect(hasRefusedCharacters(good), JSON.stringify(good)).toBe(false);
  });

  it('names every refused field by its path, keys included', () => {
    const value = {
      customer: { firstName: 'A\u0000', city: 'Gent' },
      items: [{ note: '\ud800' }],
      ['k\u0000']: 1,
      ok: ['x'],
    };
    expect(refusedTextFields(value)).toEqual({
      'customer.firstName': [expect.any(String)],
      'items.0.note': [expect.any(String)],
      '"k\\u0000"': [expect.any(String)],
    });
    expect(refusedTextFields('\u0000')).toEqual({ _: [expect.any(String)] });
    expect(refusedTextFields({ a: [1, null, true, 'fine'] })).toEqual({});
  });
});

it('walks a value nested 20,000 deep without overflowing the stack', () => {
  const deep = JSON.parse(`${'{"a":['.repeat(20000)}"\\u0000"${']}'.repeat(20000)}`) as unknown;
  expect(Object.keys(refusedTextFields(deep))).toHaveLength(1);
});
