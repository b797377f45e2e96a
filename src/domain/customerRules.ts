/**
 * The rules of a customer record and its saved items, shared by the customer forms and the fake backend.
 * Each check answers field errors as message keys (app.validation.*), empty when the values are valid.
 */
import { withNameCharacters } from './bounds';
import { emailProblem, phoneProblem } from './contactRules';

export type FieldErrors = Record<string, string>;

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
  anotherPersonToContact?: { name?: unknown; phone?: unknown } | null;
}

/** Name and phone are required; phones (the other person's too) and e-mail, when given, must be well formed. */
export function customerErrors(values: CustomerValues): FieldErrors {
  const errors = required(values as Record<string, unknown>, ['name', 'phone']);
  const problems: [string, string | null][] = [
    ['phone', phoneProblem(values.phone)],
    ['additionalPhone', phoneProblem(values.additionalPhone)],
    ['email', emailProblem(values.email)],
    ['anotherPersonToContact.phone', phoneProblem(values.anotherPersonToContact?.phone)],
  ];
  for (const [field, problem] of problems) if (problem && !errors[field]) errors[field] = problem;
  return withNameCharacters(errors, values, ['name', 'anotherPersonToContact.name']);
}

export const LEGAL_ENTITY_FIELDS = ['companyName', 'taxNumber', 'postcode', 'address', 'city'] as const;
export const ADDRESS_REQUIRED = ['city', 'street', 'house'] as const;

/** A legal entity for VAT invoices: every field is needed on the invoice. */
export const legalEntityErrors = (values: Record<string, unknown>): FieldErrors =>
  withNameCharacters(required(values, LEGAL_ENTITY_FIELDS), values, ['companyName']);

/** A saved address: city, street and house; the rest (postcode, flat, floor...) as known. */
export const addressErrors = (values: Record<string, unknown>): FieldErrors =>
  required(values, ADDRESS_REQUIRED);

/** The first day of the month of an ISO day: 'new this month' means registered on or after it. */
export const monthStart = (isoDay: string) => `${isoDay.slice(0, 7)}-01`;
