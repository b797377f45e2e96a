/**
 * The arithmetic every price rule shares: whole minor units and minutes, free of binary floating-point noise.
 * Pure module: its one import is the money conversion.
 */
import { toMinor } from './money';

/**
 * Removes binary floating-point noise (1.2 * 120 = 143.99999999999997,
 * 0.1 + 0.2 = 0.30000000000000004) by rounding to 6 decimals. Minor units
 * and minutes never need more precision than that, so this is lossless for
 * real inputs and makes the later round/ceil decide on the intended value.
 */
export function denoise(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

/** Half-up rounding to a whole minor unit, noise-guarded. */
export function roundMinor(value: number): number {
  // `+ 0` turns a possible -0 into 0 so results compare cleanly.
  return Math.round(denoise(value)) + 0;
}

/** Percent of a base, rounded to a whole minor unit and never above the base. */
export function percentOf(base: number, percent: number): number {
  if (base <= 0 || !(percent > 0)) return 0;
  return Math.min(base, roundMinor((base * percent) / 100));
}

/** A MAJOR-unit amount converted to minor units and capped by the base. */
export function amountCapped(base: number, majorAmount: number): number {
  if (base <= 0 || !(majorAmount > 0)) return 0;
  return Math.min(base, roundMinor(toMinor(majorAmount)));
}
