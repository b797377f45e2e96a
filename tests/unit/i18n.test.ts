import { describe, it, expect } from 'vitest';
import englishRaMessages from 'ra-language-english';
import { en } from '../../i18n/en';
import { messages as ruMessages, ru } from '../../i18n/ru';
import { messages as plMessages, pl } from '../../i18n/pl';
import { polishRaMessages } from '../../i18n/pl/ra';

type Leaves = Map<string, unknown>;

/** Every leaf of a nested catalogue, keyed by its dotted path (`app.menu.orders`). */
function leaves(node: unknown, prefix = '', out: Leaves = new Map()): Leaves {
  if (node !== null && typeof node === 'object' && !Array.isArray(node)) {
    for (const [key, value] of Object.entries(node)) leaves(value, prefix ? `${prefix}.${key}` : key, out);
  } else {
    out.set(prefix, node);
  }
  return out;
}

const placeholders = (text: string) => new Set([...text.matchAll(/%\{(\w+)\}/g)].map((match) => match[1]));
const pluralForms = (text: string) => text.split('||||').length;
const missingFrom = (from: Leaves, to: Leaves) => [...from.keys()].filter((path) => !to.has(path));
const at = (catalogue: unknown, path: string) => leaves(catalogue).get(path);

const english = leaves(en);

const translations = [
  ['ru', ru, ruMessages],
  ['pl', pl, plMessages],
] as const;

describe.each(translations)('%s catalogue', (_language, catalogue, messages) => {
  const translated = leaves(catalogue);

  it('has every English key', () => {
    expect(missingFrom(english, translated)).toEqual([]);
  });

  it('has no key that English lacks', () => {
    expect(missingFrom(translated, english)).toEqual([]);
  });

  it('has a non-empty string at every leaf', () => {
    const bad = [...translated].filter(([, value]) => typeof value !== 'string' || value.trim() === '');
    expect(bad.map(([path]) => path)).toEqual([]);
  });

  it("keeps each English string's placeholders and adds none but smart_count", () => {
    const problems: string[] = [];
    for (const [path, source] of english) {
      const target = translated.get(path);
      if (typeof source !== 'string' || typeof target !== 'string') continue;
      const wanted = placeholders(source);
      const found = placeholders(target);
      for (const name of wanted) if (!found.has(name)) problems.push(`${path}: missing %{${name}}`);
      for (const name of found) {
        if (!wanted.has(name) && name !== 'smart_count') problems.push(`${path}: unknown %{${name}}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('keeps plural strings plural, with at most three forms', () => {
    const problems: string[] = [];
    for (const [path, source] of english) {
      const target = translated.get(path);
      if (typeof source !== 'string' || typeof target !== 'string') continue;
      const forms = pluralForms(target);
      if (pluralForms(source) > 1 && forms < 2) problems.push(`${path}: not plural`);
      if (pluralForms(source) === 1 && forms > 1) problems.push(`${path}: plural where English is not`);
      if (forms > 3) problems.push(`${path}: ${forms} forms`);
      if (target.split('||||').some((form) => form.trim() === '')) problems.push(`${path}: empty form`);
    }
    expect(problems).toEqual([]);
  });

  it('translates the spec-mandated messages', () => {
    for (const path of ['app.validation.required', 'app.errors.load', 'app.login.title']) {
      expect(translated.get(path), path).not.toEqual(english.get(path));
    }
  });

  it('names languages in their own language and keeps the brand and copyright year', () => {
    expect(catalogue.app.languages).toEqual(en.app.languages);
    expect(catalogue.app.brand).toBe('CleanCRM');
    expect(catalogue.app.public.copyright).toMatch(/2023 CleanCRM/);
  });

  it('exports messages holding the app catalogue and every react-admin key', () => {
    expect(messages.app).toEqual(catalogue.app);
    expect(messages.resources).toEqual(catalogue.resources);
    const ra = leaves(messages.ra, 'ra');
    expect(missingFrom(leaves(englishRaMessages), ra)).toEqual([]);
    expect([...ra.values()].every((value) => typeof value === 'string')).toBe(true);
  });
});

describe('spec-mandated translations', () => {
  it('are the agreed wording', () => {
    expect(ru.app.validation.required).toBe('Поле не может быть пустым');
    expect(pl.app.validation.required).toBe('Pole nie może być puste');
    expect(ru.app.login.title).toBe('Войдите в свой аккаунт CRM');
    expect(pl.app.login.title).toBe('Zaloguj się do swojego konta CRM');
  });
});

describe('Polish react-admin messages', () => {
  const source = leaves(englishRaMessages);
  const polish = leaves(polishRaMessages);

  it('have exactly the key paths of ra-language-english', () => {
    expect(missingFrom(source, polish)).toEqual([]);
    expect(missingFrom(polish, source)).toEqual([]);
  });

  it('keep the placeholders of the English strings', () => {
    const problems: string[] = [];
    for (const [path, text] of source) {
      const target = polish.get(path);
      if (typeof text !== 'string' || typeof target !== 'string') continue;
      for (const name of placeholders(text)) {
        if (!placeholders(target).has(name)) problems.push(`${path}: missing %{${name}}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('are used in the pl messages, not the English fallback', () => {
    expect(at(plMessages, 'ra.action.save')).toBe('Zapisz');
    expect(at(plMessages, 'ra.validation.required')).not.toBe(
      at(englishRaMessages, 'ra.validation.required'),
    );
  });
});

describe('counts (issue #30: "Used by 1 orders")', () => {
  const catalogues = [
    ['en', en, 2],
    ['ru', ru, 3],
    ['pl', pl, 3],
  ] as const;

  it.each(catalogues)(
    '%s: every count is polyglot smart_count, never a plain placeholder',
    (_l, catalogue) => {
      const plain = [...leaves(catalogue)]
        .filter(([, text]) => typeof text === 'string' && /%\{(count|n|number|total)\}/.test(text))
        .map(([path]) => path);
      expect(plain).toEqual([]);
    },
  );

  // Resource names are left out: react-admin asks them with smart_count 1 or 2 only (singular, plural title).
  it.each(catalogues)('%s: a counted message has all the forms of the language', (_l, catalogue, forms) => {
    const wrong = [...leaves(catalogue)]
      .filter(
        ([, text]) => typeof text === 'string' && text.includes('||||') && text.includes('%{smart_count}'),
      )
      .filter(([, text]) => pluralForms(text as string) !== forms)
      .map(([path]) => path);
    expect(wrong).toEqual([]);
  });
});
