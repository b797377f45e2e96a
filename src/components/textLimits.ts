import { TEXT_MAX, type TextKind } from '../domain/bounds';

/**
 * An input's limit, the same the API holds for its kind of text (src/domain/bounds.ts, the contract's
 * src/api/contract/wire.ts): the browser stops typing at it. Spread into a TextInput:
 * `<TextInput source="name" {...textLimit('name')} />`.
 */
export const textLimit = (kind: TextKind) => ({ slotProps: { htmlInput: { maxLength: TEXT_MAX[kind] } } });
