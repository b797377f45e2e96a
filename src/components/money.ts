import { useFormat } from './useFormat';

// The one conversion, exact for decimal input (1.005 -> 101, where Math.round(1.005 * 100) gives 100).
export { toMajor, toMinor } from '../domain/money';

/**
 * The location's currency, its minor units and the amount format through the one format module
 * (src/domain/format.ts): the same object until one of them changes.
 */
export const useMoney = () => useFormat().moneyFormat;
