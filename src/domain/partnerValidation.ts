import { withNameCharacters } from './bounds';
import { coordinateErrors } from './geo';

/**
 * The partner form's validation flags (spec section 5), shared by the form and the fake backend.
 * Every message is a key of app.validation.
 */
import { EMAIL_MESSAGE, PHONE_MESSAGE, isEmail, isPhone, normalisePhone } from './contactRules';

export interface PartnerDraft {
  status?: number;
  isCompany?: boolean;
  companyName?: string;
  name?: string;
  surname?: string;
  middleName?: string;
  referralCode?: string;
  dateOfBirth?: string;
  documentNumber?: string;
  documentIssueDate?: string;
  documentValidDate?: string;
  personalNumber?: string;
  personalTaxNumber?: string;
  frontDocument?: string | null;
  backDocument?: string | null;
  additionalDocument?: string | null;
  address?: {
    latitude?: number;
    longitude?: number;
    city?: string;
    postcode?: string;
    street?: string;
    house?: string;
    apartment?: string;
  };
  activePolygons?: number[];
  iban?: string;
  bic?: string;
  bankName?: string;
  email?: string;
  phone?: string;
  password?: string;
  repeatPassword?: string;
  tShirtSize?: string;
  avatar?: string | null;
  socialNetworks?: string;
  serviceTypes?: number[];
  flags?: Record<string, boolean>;
  monthlyWeekendLimit?: number;
}

export const PASSWORD_MIN = 8;
export const T_SHIRT_SIZES = ['xs', 's', 'm', 'l', 'xl', 'xxl'] as const;
export const PARTNER_FLAGS = [
  'cashOrdersAvailable',
  'ordersEnabled',
  'weekendLimitEnabled',
  'showPhoto',
  'showOrders',
  'returnedItemsAfterDismissal',
  'percentage',
  'percentageAtClientChoice',
] as const;

const blank = (value: unknown) => value === undefined || value === null || String(value).trim() === '';

/** The partner's images: the URL of a file the upload endpoint answered (the backend refuses any other URL), or null. */
export const PARTNER_IMAGES = ['frontDocument', 'backDocument', 'additionalDocument', 'avatar'] as const;

/** Fields that must be filled in, in the form's order (apartment, middle name, tax number, third document optional). */
export const REQUIRED_FIELDS = [
  'name',
  'surname',
  'dateOfBirth',
  'documentNumber',
  'documentIssueDate',
  'documentValidDate',
  'personalNumber',
  'frontDocument',
  'backDocument',
  'iban',
  'bic',
  'bankName',
  'email',
  'phone',
] as const;

/**
 * Field errors keyed by the form's source paths ('address.city'), empty when valid.
 * `isNew`: the password is required on creation and optional on edit (left empty, it stays as it was).
 */
export function validatePartner(draft: PartnerDraft, { isNew }: { isNew: boolean }): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of REQUIRED_FIELDS) if (blank(draft[field])) errors[field] = 'app.validation.required';
  if (draft.isCompany && blank(draft.companyName)) errors.companyName = 'app.validation.required';
  for (const part of ['city', 'street', 'house'] as const) {
    if (blank(draft.address?.[part])) errors[`address.${part}`] = 'app.validation.required';
  }
  Object.assign(errors, coordinateErrors(draft.address, 'app.validation.coordinates'));
  if (!draft.activePolygons?.length) errors.activePolygons = 'app.validation.required';
  if (!errors.email && !isEmail(String(draft.email))) errors.email = EMAIL_MESSAGE;
  if (!errors.phone && !isPhone(String(draft.phone))) errors.phone = PHONE_MESSAGE;
  if (!draft.serviceTypes?.length) errors.serviceTypes = 'app.validation.servicesRequired';
  if (
    !errors.documentValidDate &&
    !errors.documentIssueDate &&
    String(draft.documentValidDate) < String(draft.documentIssueDate)
  ) {
    errors.documentValidDate = 'app.validation.dateOrder';
  }
  const password = draft.password ?? '';
  if (isNew && !password) errors.password = 'app.validation.required';
  else if (password && password.length < PASSWORD_MIN) errors.password = 'app.validation.passwordLength';
  if ((password || draft.repeatPassword) && draft.repeatPassword !== password)
    errors.repeatPassword = 'app.validation.passwordMatch';
  withNameCharacters(errors, draft, ['companyName', 'name', 'surname', 'middleName']);
  if (draft.flags?.weekendLimitEnabled) {
    const limit = Number(draft.monthlyWeekendLimit);
    if (!Number.isInteger(limit) || limit < 0)
      errors.monthlyWeekendLimit = 'app.validation.nonNegativeInteger';
  }
  return errors;
}

/** Two partners may not share an e-mail (case-insensitive) or a phone number (spaces ignored). */
export function duplicateFields(
  draft: Pick<PartnerDraft, 'email' | 'phone'>,
  others: Pick<PartnerDraft, 'email' | 'phone'>[],
): Record<string, string> {
  const errors: Record<string, string> = {};
  const email = draft.email?.trim().toLowerCase();
  const phone = draft.phone ? normalisePhone(draft.phone) : '';
  if (email && others.some((o) => o.email?.trim().toLowerCase() === email))
    errors.email = 'app.validation.partnerExists';
  if (phone && others.some((o) => o.phone && normalisePhone(o.phone) === phone))
    errors.phone = 'app.validation.partnerExists';
  return errors;
}
