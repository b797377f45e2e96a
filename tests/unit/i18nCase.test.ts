import { describe, expect, it } from 'vitest';
import { messages as plMessages, pl } from '../../i18n/pl';
import { messages as ruMessages, ru } from '../../i18n/ru';

function* leaves(node: unknown, prefix = ''): Generator<[string, string]> {
  if (node && typeof node === 'object')
    for (const [key, value] of Object.entries(node)) yield* leaves(value, prefix ? `${prefix}.${key}` : key);
  else if (typeof node === 'string') yield [prefix, node];
}

const capitalisedWord = /^[А-ЯЁA-ZŁŚŻŹĆŃÓĘĄ][а-яёa-ząćęłńóśźż]+[,.]?$/u;
/** Names keep their capitals in any language. */
const PROPER_NOUNS = new Set(['Google', 'Maps']);
const titleWord = (word: string) =>
  capitalisedWord.test(word) && !PROPER_NOUNS.has(word.replace(/[,.]$/, ''));

/** Russian and Polish titles, menus and buttons are in sentence case: only the first word starts upper-case. */
function titleCased(catalogue: unknown) {
  const found: string[] = [];
  for (const [path, text] of leaves(catalogue))
    for (const form of text.split('||||')) {
      // after a full stop, colon or line break a new sentence may start
      for (const sentence of form.split(/[.!?:]\s|\n|·|—/)) {
        const words = sentence
          .trim()
          .replace(/^['"«(]/, '')
          .split(/\s+/);
        if (words.slice(1).some(titleWord)) found.push(`${path}: ${form.trim()}`);
      }
    }
  return found;
}

describe('sentence case check', () => {
  it('finds an upper-case word inside a sentence, and lets a new sentence start upper-case', () => {
    expect(titleCased({ a: 'Тип Услуги', b: 'Typ usługi. Nowy typ', c: 'Dodaj Usługę |||| Usługi' })).toEqual(
      ['a: Тип Услуги', 'c: Dodaj Usługę'],
    );
  });
});

describe.each([
  ['ru', ru, ruMessages],
  ['pl', pl, plMessages],
])('%s capitalisation', (_language, catalogue, messages) => {
  it('has no upper-case word inside a sentence', () => {
    expect(titleCased(catalogue)).toEqual([]);
  });

  it("opens react-admin's page titles with the resource's name, which is capitalised", () => {
    const page = (messages as { ra: { page: Record<string, string> } }).ra.page;
    for (const key of ['create', 'edit', 'show', 'list']) expect(page[key]).toMatch(/^%\{name\}/);
  });
});
