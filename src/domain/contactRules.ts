/**
 * The rules of contact fields, one per field kind, shared by every form (customers, the order's contact person,
 * partners, certificates, login) and by the fake backend: the same check and the same message everywhere.
 */

/** Spaces, dashes and brackets are how people type a number, not part of it. */
export const normalisePhone = (phone: string) => phone.replace(/[\s()-]/g, '');

/** An international number: an optional +, then 9 to 15 digits (spaces, dashes and brackets between them). */
export const isPhone = (phone: string) => /^\+?\d{9,15}$/.test(normalisePhone(phone));

/** name@domain.tld, the top-level domain at least two letters. */
export const isEmail = (email: string) => /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(email.trim());

export const PHONE_MESSAGE = 'app.validation.phone';
export const EMAIL_MESSAGE = 'app.validation.email';

const given = (value: unknown) => (value == null ? '' : String(value).trim());

/** 'Enter the correct phone number' for a number given but malformed; null when empty or valid. */
export const phoneProblem = (value: unknown) => {
  const phone = given(value);
  return phone && !isPhone(phone) ? PHONE_MESSAGE : null;
};

/** 'Incorrect email format' for an address given but malformed; null when empty or valid. */
export const emailProblem = (value: unknown) => {
  const email = given(value);
  return email && !isEmail(email) ? EMAIL_MESSAGE : null;
};
