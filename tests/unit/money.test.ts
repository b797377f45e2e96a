import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitByLargestRemainder, toMajor, toMinor } from '../../src/domain/money';

describe('toMinor: major units typed by staff -> integer minor units', () => {
  it.each([
    // [major, precision, minor]
    [0.29, 2, 29], // 0.29 * 100 = 28.999999999999996 in doubles
    [19.99, 2, 1999],
    [1.15, 2, 115], // 1.15 * 100 = 114.99999999999999
    [4.35, 2, 435],
    [0.07, 2, 7],
    [1234567.89, 2, 123456789],
    [100, 2, 10000],
    [0, 2, 0],
    [-19.99, 2, -1999],
    [19.995, 2, 2000], // half away from zero
    [-19.995, 2, -2000],
    [19.994, 2, 1999],
    [1.005, 2, 101], // 1.005 * 100 = 100.49999999999999
    ['1.005', 2, 101],
    ['19.99', 2, 1999],
    [' 7.5 ', 2, 750],
    ['.5', 2, 50],
    [120, 0, 120],
    [120.5, 0, 121],
    [120.49, 0, 120],
    [1.234, 3, 1234],
    [0.001, 3, 1],
    [12.3456, 3, 12346],
    [-0.001, 2, 0],
    [1e-7, 2, 0],
  ])('%s at precision %i is %i', (major, precision, minor) => {
    expect(toMinor(major, precision)).toBe(minor);
  });

  it('uses precision 2 by default', () => {
    expect(toMinor(0.29)).toBe(29);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, '', 'abc', '1,5', '1e3', 1e21])(
    '%s is not an amount: NaN',
    (major) => {
      expect(toMinor(major)).toBeNaN();
    },
  );

  it('refuses a precision it cannot represent', () => {
    expect(() => toMinor(1, -1)).toThrow(RangeError);
    expect(() => toMinor(1, 1.5)).toThrow(RangeError);
  });
});

describe('toMajor: integer minor units -> major units', () => {
  it.each([
    [1999, 2, 19.99],
    [29, 2, 0.29],
    [-1999, 2, -19.99],
    [0, 2, 0],
    [120, 0, 120],
    [1234, 3, 1.234],
  ])('%i at precision %i is %s', (minor, precision, major) => {
    expect(toMajor(minor, precision)).toBe(major);
  });

  it('round-trips every minor amount at every precision', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), fc.constantFrom(0, 2, 3), (minor, precision) => {
        expect(toMinor(toMajor(minor, precision), precision)).toBe(minor);
      }),
    );
  });
});

describe('splitByLargestRemainder', () => {
  it.each([
    // [total, weights, parts]
    [100, [1, 1, 1], [34, 33, 33]], // ties go to the earlier weight
    [601, [1, 1], [301, 300]],
    [30000, [20000, 10000], [20000, 10000]],
    [10, [1, 2, 3, 4], [1, 2, 3, 4]],
    [10, [3, 3, 4], [3, 3, 4]],
    [7, [1, 2], [2, 5]], // quotas 2.33 and 4.67: the larger remainder takes the spare unit
    [1000, [333, 333, 334], [333, 333, 334]],
    [1, [5, 5, 5], [1, 0, 0]],
    [5, [0, 3, 0], [0, 5, 0]],
    [5, [0, 0], [3, 2]], // no proportion: shared evenly
    [0, [1, 2], [0, 0]],
    [-100, [1, 1, 1], [-34, -33, -33]],
    [0, [], []],
  ])('%i by %j is %j', (total, weights, parts) => {
    expect(splitByLargestRemainder(total, weights)).toEqual(parts);
  });

  it('refuses what it cannot split', () => {
    expect(() => splitByLargestRemainder(5, [])).toThrow(RangeError);
    expect(() => splitByLargestRemainder(5, [1, -1])).toThrow(RangeError);
    expect(() => splitByLargestRemainder(5, [0.5, 1])).toThrow(RangeError);
    expect(() => splitByLargestRemainder(5.5, [1])).toThrow(RangeError);
  });

  it('always sums to the total, stays within one unit of each exact quota and is deterministic', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e9, max: 1e9 }),
        fc.array(fc.integer({ min: 0, max: 1e9 }), { minLength: 1, maxLength: 12 }),
        (total, weights) => {
          const parts = splitByLargestRemainder(total, weights);
          expect(parts).toHaveLength(weights.length);
          expect(parts.reduce((a, b) => a + b, 0)).toBe(total);
          parts.forEach((part) => expect(Number.isInteger(part)).toBe(true));
          const sum = weights.reduce((a, b) => a + b, 0);
          weights.forEach((weight, index) => {
            const quota = sum ? (total * weight) / sum : total / weights.length;
            expect(Math.abs(parts[index] - quota)).toBeLessThan(1 + 1e-6);
          });
          expect(splitByLargestRemainder(total, weights)).toEqual(parts);
        },
      ),
    );
  });
});

describe('splitByLargestRemainder: the plain-number path gives the exact BigInt parts', () => {
  /** The method written out in BigInt, as the reference. */
  function reference(total: number, weights: number[]) {
    const sum = weights.reduce((a, w) => a + BigInt(w), 0n);
    const parts = weights.map((w) => (BigInt(total) * BigInt(w)) / sum);
    let left = BigInt(total) - parts.reduce((a, p) => a + p, 0n);
    const order = weights
      .map((w, index) => ({ index, remainder: (BigInt(total) * BigInt(w)) % sum }))
      .sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
    for (const { index } of order) if (left-- > 0n) parts[index] += 1n;
    return parts.map(Number);
  }
  it('on 500 generated cases of order-sized amounts', () => {
    let seed = 7;
    const next = (max: number) => (seed = (seed * 48271) % 2147483647) % max;
    for (let i = 0; i < 500; i++) {
      const total = next(5_000_000);
      const weights = Array.from({ length: 1 + next(5) }, () => 1 + next(900_000));
      expect(splitByLargestRemainder(total, weights)).toEqual(reference(total, weights));
    }
  });
});
