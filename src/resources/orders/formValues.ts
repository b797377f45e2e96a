import { PAYMENT_STATUS } from '../../domain/statuses';
import { EMPTY_SLOT, changeTime } from '../../domain/timeSlots';
import { validateOrder } from '../../domain/orderRules';
import type { Session } from '../../session/session';

/**
 * What a new order starts with: the location's first payment method, and the time 'clarify the day before'
 * (a forgotten time then means a call the day before, never a made-up hour).
 */
export const newOrderDefaults = (session: Session | null) => ({
  services: [],
  time: changeTime(EMPTY_SLOT, { specify: true }),
  date: null,
  periodicity: 0,
  privateHouse: false,
  paymentStatus: PAYMENT_STATUS.unpaid,
  paymentMethodId: session?.paymentMethods?.[0]?.id ?? null,
  needVatInvoice: false,
  calculatePrice: true,
  labels: [],
  address: {},
  invoice: {},
});

/** Dotted error paths ('address.street') as the nested object react-hook-form expects. */
export function nest(errors: Record<string, string>) {
  const out: Record<string, unknown> = {};
  for (const [path, message] of Object.entries(errors)) {
    const parts = path.split('.');
    let node = out;
    parts.slice(0, -1).forEach((part) => {
      node = (node[part] ??= {}) as Record<string, unknown>;
    });
    node[parts.at(-1)!] = message;
  }
  return out;
}

export const validateOrderForm = (values: Record<string, unknown>) => nest(validateOrder(values));

/** react-admin keeps a validation message as a key or as {message, args}: the key to translate. */
export function errorKey(message: unknown): string | null {
  if (!message) return null;
  if (typeof message === 'string') return message;
  if (typeof message === 'object' && 'message' in message) return errorKey(message.message);
  return null;
}

/**
 * The form's values as the order is saved: every code entered (`promocodes`, plus one typed but not yet
 * added, so a bad code is refused rather than silently dropped); `promocode` is the backend's answer of which
 * code applied, never sent back.
 */
export function toPayload(values: Record<string, unknown>) {
  const { promocodeEntry, promocode: _applied, ...rest } = values;
  const codes = Array.isArray(rest.promocodes) ? [...(rest.promocodes as string[])] : [];
  const typed = typeof promocodeEntry === 'string' ? promocodeEntry.trim().toUpperCase() : '';
  if (typed && !codes.includes(typed)) codes.push(typed);
  return { ...rest, promocodes: codes };
}
