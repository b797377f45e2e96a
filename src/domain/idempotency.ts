/**
 * A create carries a key of its own in this header (docs/decisions-safety.md, "Saving once"): the server answers a
 * second add with the same key by the first one's answer instead of creating another record, so a retry or a
 * double click saves once. The client (src/providers/idempotency.ts), the contract (src/api/contract/endpoint.ts
 * `idempotent`) and the fake backend (mocks/server/idempotency.ts) read the name from here.
 */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** What a key may be: 8 to 128 letters, digits and dashes (a UUID is 36). */
export const IDEMPOTENCY_KEY = /^[A-Za-z0-9-]{8,128}$/;
