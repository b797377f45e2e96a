import { describe, expect, it } from 'vitest';
import { changedFields } from '../../src/domain/versions';

/** What the conflict dialog lists: only what someone really changed. */
describe('changedFields', () => {
  it.each([
    ['a changed text', { description: 'mine' }, { description: 'theirs' }, ['description']],
    [
      'the same object in another key order',
      { address: { city: 'Warszawa', id: 3 } },
      { address: { id: 3, city: 'Warszawa' } },
      [],
    ],
    [
      'a changed nested value',
      { address: { id: 3, house: '1' } },
      { address: { house: '2', id: 3 } },
      ['address'],
    ],
    [
      'the bookkeeping of every write',
      { version: 1, history: [1], updatedAt: 'a' },
      { version: 2, history: [1, 2], updatedAt: 'b' },
      [],
    ],
    ['a field the record does not have', { extra: 1 }, {}, []],
    ['empty and missing alike', { note: null }, { note: undefined }, []],
  ])('%s', (_, mine, theirs, expected) => {
    expect(changedFields(mine, theirs)).toEqual(expected);
  });
});
