/**
 * The rules of a customer record and its saved items, shared by the customer forms and the fake backend.
 * Each check answers field errors as message keys (app.validation.*), empty when the values are valid.
 */
export type FieldErrors = Record<string, string>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?\d{9,15}$/;

/** Spaces, dashes and brackets are how people type a number, not part of it. */
export const normalisePhone = (phone: string) => phone.replace(/[\s()-]/g, '');

export const isPhone = (phone: string) => PHONE.test(normalisePhone(phone));
export const isEmail = (email: string) => EMAIL.test(email.trim());

const text = (value: unknown) =>
  typeof value === 'string' ? value.trim() : value == null ? '' : String(value).trim();

/** Which of `fields` are empty, each with 'The field can't be empty'. */
function required(values: Record<string, unknown>, fields: readonly string[]): FieldErrors {
  return Object.fromEntries(
    fields.filter((field) => !text(values[field])).map((field) => [field, 'app.validation.required']),
  );
}

export interface CustomerValues {
  name?: unknown;
  phone?: unknown;
  additionalPhone?: unknown;
  email?: unknown;
}

/** Name and phone are required; phones and e-mail, when given, must be well formed. */
export function customerErrors(values: CustomerValues): FieldErrors {
  const errors = required(values as Record<string, unknown>, ['name', 'phone']);
  const phone = text(values.phone);
  if (phone && !isPhone(phone)) errors.phone = 'app.validation.phone';
  const additional = text(values.additionalPhone);
  if (additional && !isPhone(additional)) errors.additionalPhone = 'app.validation.phone';
  const email = text(values.email);
  if (email && !isEmail(email)) errors.email = 'app.validation.email';
  return errors;
}

export const LEGAL_ENTITY_FIELDS = ['companyName', 'taxNumber', 'postcode', 'address', 'city'] as const;
export const ADDRESS_REQUIRED = ['city', 'street', 'house'] as const;

/** A legal entity for VAT invoices: every field is needed on the invoice. */
export const legalEntityErrors = (values: Record<string, unknown>): FieldErrors =>
  required(values, LEGAL_ENTITY_FIELDS);

/** A saved address: city, street and house; the rest (postcode, flat, floor...) as known. */
export const addressErrors = (values: Record<string, unknown>): FieldErrors =>
  required(values, ADDRESS_REQUIRED);

/** The first day of the month of an ISO day: 'new this month' means registered on or after it. */
export const monthStart = (isoDay: string) => `${isoDay.slice(0, 7)}-01`;
