import { describe, expect, it } from 'vitest';
import { en } from '../../i18n/en';
import { ru } from '../../i18n/ru';
import { pl } from '../../i18n/pl';
import { RESOURCES } from '../../src/resources/declared';
import { isRecordId, notFoundMessage } from '../../src/routing/defineResource';

const at = (catalogue: unknown, key: string) =>
  key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalogue);

/** Issue #30: one 'does not exist' page for every resource, with its own message in each language. */
describe('an unknown record', () => {
  const withRecordScreens = RESOURCES.filter((resource) => resource.hasEdit || resource.hasShow);

  it('is named per resource, in en, ru and pl', () => {
    expect(withRecordScreens.length).toBeGreaterThan(15);
    const missing = withRecordScreens.flatMap(({ name }) =>
      Object.entries({ en, ru, pl })
        .filter(([, catalogue]) => typeof at(catalogue, notFoundMessage(name)) !== 'string')
        .map(([language]) => `${language}: ${notFoundMessage(name)}`),
    );
    expect(missing).toEqual([]);
  });

  it.each([
    ['5', true],
    ['999999', true],
    ['0', false],
    ['05', false],
    ['abc', false],
    ['1.5', false],
    ['-3', false],
    [undefined, false],
  ])('id %j is a record id: %s', (id, valid) => expect(isRecordId(id)).toBe(valid));
});
