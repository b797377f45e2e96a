/**
 * Money in integer minor units (docs/decisions.md section 7): the one conversion between what staff type (major
 * units, "19.99") and what is stored and sent (minor units, 1999), using the currency's precision, and the one
 * way to split an amount into integer parts that always add up to it.
 *
 * Multiplying a double by 10 ** precision drifts (0.29 * 100 = 28.999999999999996, 1.005 * 100 = 100.49999999999999),
 * so toMinor reads the number's shortest decimal text instead and shifts the decimal point as text.
 */

/** How many minor units a major unit has per precision (0: JPY-like, 2: USD, 3: KWD-like). */
export const DEFAULT_PRECISION = 2;
const MAX_PRECISION = 6;

function checkPrecision(precision: number) {
  if (!Number.isInteger(precision) || precision < 0 || precision > MAX_PRECISION)
    throw new RangeError(`precision must be an integer from 0 to ${MAX_PRECISION}, got ${precision}`);
}

/** The plain decimal text of a number or numeric string, or null when it is not one ("1e-7" spelled out). */
function decimalText(value: number | string): string | null {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    // String() is the shortest text that reads back as the same double: 0.29 -> "0.29". Tiny or huge numbers
    // come out in exponent form; toFixed spells small ones out, and huge ones are refused below anyway.
    const text = String(value);
    return text.includes('e') ? value.toFixed(20) : text;
  }
  const text = value.trim();
  return /^[-+]?(\d+\.?\d*|\.\d+)$/.test(text) ? text : null;
}

/**
 * Major units -> integer minor units, rounded half away from zero at the precision (19.995 at 2 -> 2000).
 * Exact for decimal input: toMinor(0.29) = 29, toMinor(19.99) = 1999, toMinor('1.005') = 101.
 * NaN for what is not a number, so a form can validate with Number.isNaN like it would after Number().
 */
export function toMinor(major: number | string, precision: number = DEFAULT_PRECISION): number {
  checkPrecision(precision);
  const text = decimalText(major);
  if (text === null) return Number.NaN;
  const negative = text.startsWith('-');
  const [whole = '', fraction = ''] = text.replace(/^[-+]/, '').split('.');
  const kept = fraction.slice(0, precision).padEnd(precision, '0');
  const roundUp = (fraction[precision] ?? '0') >= '5';
  const magnitude = Number(`${whole || '0'}${kept}`) + (roundUp ? 1 : 0);
  if (!Number.isSafeInteger(magnitude)) return Number.NaN;
  // `+ 0` turns -0 into 0: "-0.001" at 2 is 0, not -0.
  return (negative ? -magnitude : magnitude) + 0;
}

/**
 * Integer minor units -> major units. One correctly rounded division by a power of ten gives the double
 * nearest to the decimal, so toMajor(1999) prints as 19.99 and toMinor(toMajor(x)) === x.
 */
export function toMajor(minor: number, precision: number = DEFAULT_PRECISION): number {
  checkPrecision(precision);
  return minor / 10 ** precision + 0;
}

/**
 * Splits an integer total into integer parts proportional to the weights that always sum to the total
 * (Hamilton's largest-remainder method): each part gets the floor of its exact quota, and the units left over
 * go one each to the largest remainders; equal remainders go to the earlier weight, so the result is
 * deterministic. The quotas are exact (plain numbers while every product is a safe integer, BigInt beyond), so no
 * rounding can lose or invent a unit.
 *
 * Weights are non-negative safe integers (minor units, counts). When every weight is 0 there is no proportion
 * to follow and the total is shared evenly. A negative total is split like its absolute value, negated.
 */
export function splitByLargestRemainder(total: number, weights: readonly number[]): number[] {
  if (!Number.isSafeInteger(total)) throw new RangeError(`total must be a safe integer, got ${total}`);
  for (const weight of weights)
    if (!Number.isSafeInteger(weight) || weight < 0)
      throw new RangeError(`weights must be non-negative safe integers, got ${weight}`);
  if (!weights.length) {
    if (total !== 0) throw new RangeError('a non-zero total cannot be split into no parts');
    return [];
  }
  if (total < 0) return splitByLargestRemainder(-total, weights).map((part) => -part + 0);

  // One weight that counts takes it all (one service type, one partner: most orders).
  const counting = weights.filter((weight) => weight > 0).length;
  if (counting === 1) return weights.map((weight) => (weight > 0 ? total : 0));
  if (weights.length === 1) return [total];
  const effective = counting ? weights : weights.map(() => 1);
  const numberSum = effective.reduce((acc, weight) => acc + weight, 0);
  // Plain numbers are exact while every product stays a safe integer (any order's amounts): the same parts,
  // without BigInt's cost on the 10,000-order passes of the ledger and analytics.
  if (Number.isSafeInteger(numberSum) && Number.isSafeInteger(total * numberSum))
    return splitSafely(total, effective, numberSum);
  const sum = effective.reduce((acc, weight) => acc + BigInt(weight), 0n);
  const big = BigInt(total);
  const parts = effective.map((weight) => (big * BigInt(weight)) / sum);
  const remainders = effective.map((weight, index) => ({ index, remainder: (big * BigInt(weight)) % sum }));
  let left = Number(big - parts.reduce((acc, part) => acc + part, 0n));
  remainders.sort((a, b) =>
    a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1,
  );
  for (const { index } of remainders) {
    if (left === 0) break;
    parts[index] += 1n;
    left -= 1;
  }
  return parts.map(Number);
}

/** splitByLargestRemainder for totals and weights whose products are safe integers (checked by the caller). */
function splitSafely(total: number, weights: readonly number[], sum: number): number[] {
  const parts = weights.map((weight) => Math.floor((total * weight) / sum));
  let left = total - parts.reduce((acc, part) => acc + part, 0);
  if (!left) return parts;
  const order = weights
    .map((weight, index) => ({ index, remainder: (total * weight) % sum }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of order) {
    if (left === 0) break;
    parts[index] += 1;
    left -= 1;
  }
  return parts;
}
