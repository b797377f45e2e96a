import { COUNT_MAX, PERCENT_MAX, TEXT_MAX, type TextKind } from '../domain/bounds';

/**
 * An input's limit, the same the API holds for its kind of text (src/domain/bounds.ts, the contract's
 * src/api/contract/wire.ts): the browser stops typing at it. Spread into a TextInput:
 * `<TextInput source="name" {...textLimit('name')} />`.
 */
export const textLimit = (kind: TextKind) => ({ slotProps: { htmlInput: { maxLength: TEXT_MAX[kind] } } });

/** The bounds of a number input, the API's for its kind (src/domain/bounds.ts): spread into a NumberInput. */
const NUMBER_LIMITS = {
  count: { min: 0, max: COUNT_MAX },
  percent: { min: 0, max: PERCENT_MAX },
} as const;
export const numberLimit = (kind: keyof typeof NUMBER_LIMITS) => NUMBER_LIMITS[kind];
