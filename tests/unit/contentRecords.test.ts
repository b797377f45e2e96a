import { describe, expect, it } from 'vitest';
import { CONTENT_SCHEMAS } from '../../src/domain/contentRecordSchemas';
import { REQUIRED, SLUG_FORMAT, NUMBER_RANGE, validateContent } from '../../src/domain/contentValidation';
import { NOT_OWN_ANCESTOR, isOwnAncestor } from '../../src/domain/treeAncestry';
import { servicesOfType } from '../../src/domain/seoOrderPages';
import { languagesWithErrors, nestErrors } from '../../src/components/formErrors';
import { toggleChoice } from '../../src/components/content/toggleChoice';
import { chooseOrderPageType } from '../../src/resources/seo/orderPageType';
import { buildSeed } from '../../mocks/seed';

const languages = ['pl', 'en'];

describe('validateContent', () => {
  const service = {
    label: { pl: 'Pokój', en: 'Room' },
    slug: { pl: 'pokoj', en: 'room' },
    price: 6000,
    time: 60,
    idServiceType: 1,
    max: 1,
  };
  it.each([
    ['a complete service', service, {}],
    ['missing Polish (base) label', { ...service, label: { en: 'Room' } }, { 'label.pl': REQUIRED }],
    ['missing English label is fine', { ...service, label: { pl: 'Pokój' } }, {}],
    [
      'an empty paragraph is empty',
      { ...service, label: { pl: '<p> </p><p><br></p>' } },
      { 'label.pl': REQUIRED },
    ],
    ['markup alone is text, not empty', { ...service, label: { pl: '<img src=x onerror=alert(1)>' } }, {}],
    [
      'badly formed slug in any language',
      { ...service, slug: { pl: 'pokoj', en: 'Big Room' } },
      { 'slug.en': SLUG_FORMAT },
    ],
    ['missing price', { ...service, price: undefined }, { price: REQUIRED }],
    ['negative time', { ...service, time: -5 }, { time: NUMBER_RANGE }],
    ['max below 1', { ...service, max: 0 }, { max: NUMBER_RANGE }],
    ['no service type', { ...service, idServiceType: null }, { idServiceType: REQUIRED }],
  ])('%s', (_case, values, errors) => {
    expect(
      validateContent(CONTENT_SCHEMAS.services, values as Record<string, unknown>, languages, 'pl'),
    ).toEqual(errors);
  });

  it('checks percentages of service types within 0-100', () => {
    const type = { label: { pl: 'Okna' }, slug: { pl: 'okna' }, basePercent: 120, basePercentChoose: 52 };
    expect(validateContent(CONTENT_SCHEMAS.serviceTypes, type, languages, 'pl')).toEqual({
      basePercent: NUMBER_RANGE,
    });
  });

  it('has the spec defaults', () => {
    expect(CONTENT_SCHEMAS.services.defaults).toMatchObject({ status: 1, max: 1, unit: 'thing' });
    expect(CONTENT_SCHEMAS.serviceTypes.defaults).toMatchObject({
      status: 1,
      basePercent: 50,
      basePercentChoose: 52,
    });
    expect(CONTENT_SCHEMAS.questionTypes.defaults).toMatchObject({ status: 1, type: 'general' });
    expect(CONTENT_SCHEMAS.agreements.defaults).toMatchObject({ status: 1, type: 'customer' });
    for (const schema of Object.values(CONTENT_SCHEMAS)) expect(schema.defaults.status).toBe(1);
  });
});

describe('nestErrors and languagesWithErrors', () => {
  it('nests dotted paths and finds the languages holding errors', () => {
    const flat = { 'label.pl': REQUIRED, 'slug.en': SLUG_FORMAT, price: REQUIRED };
    expect(nestErrors(flat)).toEqual({ label: { pl: REQUIRED }, slug: { en: SLUG_FORMAT }, price: REQUIRED });
    expect(languagesWithErrors(flat, languages)).toEqual(['pl', 'en']);
    expect(languagesWithErrors({ price: REQUIRED }, languages)).toEqual([]);
  });
});

describe('isOwnAncestor', () => {
  // 1 <- 2 <- 3, and 4 alone
  const tree = [{ id: 1, parent: null }, { id: 2, parent: 1 }, { id: 3, parent: 2 }, { id: 4 }];
  it.each([
    ['itself', 1, 1, true],
    ['a child', 1, 2, true],
    ['a grandchild', 1, 3, true],
    ['its own parent', 2, 1, false],
    ['an unrelated type', 3, 4, false],
    ['a new record', null, 1, false],
    ['no parent chosen', 1, null, false],
  ])('%s', (_case, id, candidate, expected) => expect(isOwnAncestor(tree, id, candidate)).toBe(expected));

  it('stops on a loop already in the data', () => {
    expect(
      isOwnAncestor(
        [
          { id: 1, parent: 2 },
          { id: 2, parent: 1 },
        ],
        5,
        1,
      ),
    ).toBe(false);
  });
  it('refuses with its message key', () => expect(NOT_OWN_ANCESTOR).toBe('content.validation.ancestor'));
});

describe('toggles', () => {
  it.each([
    [null, 3, 3],
    [3, 3, null],
    [3, 4, 4],
  ])('toggleChoice(%s, %s) = %s', (current, chosen, expected) =>
    expect(toggleChoice(current, chosen)).toBe(expected),
  );

  it.each([
    ['first type', { idServiceType: null, services: [] }, 2, { idServiceType: 2, services: [] }],
    [
      'another type clears services',
      { idServiceType: 1, services: [1, 2] },
      2,
      { idServiceType: 2, services: [] },
    ],
    [
      'the same type again clears type and services',
      { idServiceType: 1, services: [1, 2] },
      1,
      { idServiceType: null, services: [] },
    ],
  ])('SEO order page: %s', (_case, page, chosen, expected) =>
    expect(chooseOrderPageType(page, chosen)).toEqual(expected),
  );

  it('offers only the services of the chosen type', () => {
    const services = [
      { id: 1, idServiceType: 1 },
      { id: 2, idServiceType: 2 },
      { id: 3, idServiceType: 1 },
    ];
    expect(servicesOfType(services, 1).map((s) => s.id)).toEqual([1, 3]);
    expect(servicesOfType(services, null)).toEqual([]);
  });
});

describe('the seeded content', () => {
  const seed = buildSeed({ size: 'small', today: new Date('2026-01-15') });
  const apis = {
    services: 'services',
    serviceTypes: 'serviceTypes',
    questions: 'questions',
    questionTypes: 'questionTypes',
    agreements: 'agreements',
    seoDistricts: 'seoDistricts',
    seoOrderPages: 'seoOrderPages',
    seoStaticPages: 'seoStaticPages',
    seoServiceTypes: 'seoServiceTypes',
  } as const;
  it.each(Object.keys(apis) as (keyof typeof apis)[])(
    '%s: valid, in pl and en, with unique slugs per language',
    (api) => {
      const rows = seed[api];
      expect(rows.length).toBeGreaterThan(0);
      const schema = CONTENT_SCHEMAS[api];
      for (const row of rows) {
        expect(validateContent(schema, row, languages, 'pl'), `${api} ${row.id}`).toEqual({});
        const first = row[schema.texts[0]] as Record<string, string>;
        expect(first.pl && first.en, `${api} ${row.id} texts`).toBeTruthy();
      }
      for (const field of schema.slugs) {
        for (const language of languages) {
          const values = rows.map((row) => (row[field] as Record<string, string>)[language]);
          expect(new Set(values).size, `${api} ${field}.${language}`).toBe(values.length);
        }
      }
    },
  );
});
