import { describe, expect, it } from 'vitest';
import {
  applyMovement,
  isBelowMinimum,
  partnerInventory,
  returnProblem,
  stockOf,
  validateMovement,
  type Movement,
  type StockLevel,
} from '../../src/domain/warehouse';

const STOCK: StockLevel[] = [
  { itemId: 1, locationId: 1, quantity: 10, minimumStock: 5 },
  { itemId: 1, locationId: 2, quantity: 3, minimumStock: 5 },
  { itemId: 2, locationId: 1, quantity: 0, minimumStock: 0 },
];
const move = (patch: Partial<Movement>): Movement => ({
  itemId: 1,
  locationId: 1,
  kind: 'received',
  quantity: 1,
  date: '2026-11-15',
  ...patch,
});

describe('applyMovement', () => {
  it.each([
    // [movement, quantity after at item 1 / location 1]
    [move({ kind: 'received', quantity: 5 }), 15],
    [move({ kind: 'issued', quantity: 4, partnerId: 7 }), 6],
    [move({ kind: 'returned', quantity: 2, partnerId: 7 }), 12],
    [move({ kind: 'writtenOff', quantity: 10 }), 0], // down to exactly zero is fine
  ])('%j leaves %i', (movement, expected) => {
    const result = applyMovement(STOCK, movement);
    expect(result.ok && stockOf(result.stock, 1, 1)).toBe(expected);
    // other locations and items are untouched, and so is the input
    expect(result.ok && stockOf(result.stock, 1, 2)).toBe(3);
    expect(STOCK[0].quantity).toBe(10);
  });

  it.each([
    move({ kind: 'issued', quantity: 11, partnerId: 7 }),
    move({ kind: 'writtenOff', quantity: 4, locationId: 2 }),
    move({ kind: 'issued', itemId: 2, quantity: 1, partnerId: 7 }),
    move({ kind: 'issued', itemId: 9, quantity: 1, partnerId: 7 }),
  ])('refuses %j: stock would go negative', (movement) => {
    expect(applyMovement(STOCK, movement)).toEqual({
      ok: false,
      problem: 'resources.warehouse.refusals.negativeStock',
    });
  });

  it('creates the level of an item first received at a location', () => {
    const result = applyMovement(STOCK, move({ itemId: 3, locationId: 2, quantity: 7 }));
    expect(result.ok && result.level).toEqual({ itemId: 3, locationId: 2, quantity: 7, minimumStock: 0 });
    expect(result.ok && result.stock).toHaveLength(4);
  });
});

describe('isBelowMinimum', () => {
  it.each([
    [{ quantity: 4, minimumStock: 5 }, true],
    [{ quantity: 5, minimumStock: 5 }, false],
    [{ quantity: 0, minimumStock: 0 }, false],
  ])('%j -> %s', (level, expected) => expect(isBelowMinimum(level)).toBe(expected));
});

describe('partnerInventory and returns', () => {
  const history: Movement[] = [
    move({ kind: 'issued', itemId: 1, quantity: 3, partnerId: 7 }),
    move({ kind: 'issued', itemId: 2, quantity: 2, partnerId: 7, locationId: 2 }),
    move({ kind: 'returned', itemId: 1, quantity: 1, partnerId: 7 }),
    move({ kind: 'issued', itemId: 1, quantity: 5, partnerId: 8 }),
    move({ kind: 'returned', itemId: 2, quantity: 2, partnerId: 7, locationId: 2 }),
    move({ kind: 'received', itemId: 1, quantity: 50 }),
    move({ kind: 'issued', itemId: 3, quantity: 1, partnerId: 7 }),
  ];

  it('is issued minus returned per item, without items given back in full', () => {
    expect(partnerInventory(history, 7)).toEqual([
      { itemId: 1, quantity: 2 },
      { itemId: 3, quantity: 1 },
    ]);
    expect(partnerInventory(history, 8)).toEqual([{ itemId: 1, quantity: 5 }]);
    expect(partnerInventory(history, 9)).toEqual([]);
  });

  it.each([
    [move({ kind: 'returned', itemId: 1, quantity: 2, partnerId: 7 }), null],
    [
      move({ kind: 'returned', itemId: 1, quantity: 3, partnerId: 7 }),
      'resources.warehouse.refusals.notHeld',
    ],
    [
      move({ kind: 'returned', itemId: 2, quantity: 1, partnerId: 7 }),
      'resources.warehouse.refusals.notHeld',
    ],
    [move({ kind: 'issued', itemId: 1, quantity: 99, partnerId: 7 }), null],
  ])('return check %j -> %s', (movement, expected) =>
    expect(returnProblem(history, movement)).toBe(expected),
  );
});

describe('validateMovement', () => {
  it.each([
    [move({}), {}],
    [move({ kind: 'issued', partnerId: 7 }), {}],
    [move({ kind: 'issued' }), { partnerId: 'app.validation.required' }],
    [move({ kind: 'returned', partnerId: null }), { partnerId: 'app.validation.required' }],
    [move({ quantity: 0 }), { quantity: 'app.validation.positive' }],
    [move({ quantity: 1.5 }), { quantity: 'app.validation.positive' }],
    [
      { kind: 'received' as const },
      {
        itemId: 'app.validation.required',
        quantity: 'app.validation.required',
        date: 'app.validation.required',
      },
    ],
  ])('%j', (draft, errors) => expect(validateMovement(draft)).toEqual(errors));
});
