import { normalisePhone } from '../../../src/domain/contactRules';
import { DEFAULT_MONTHLY_WEEKEND_LIMIT } from '../../../src/domain/daysOff';
import {
  PARTNER_FLAGS,
  PARTNER_IMAGES,
  duplicateFields,
  validatePartner,
  type PartnerDraft,
} from '../../../src/domain/partnerValidation';
import { PARTNER_STATUS } from '../../../src/domain/statuses';
import type { PartnerRow } from '../../rows';
import type { RequestContext } from '../../server/crud';
import { Refusal } from '../../server/http';
import { payloadOf } from '../../server/contract';
import { partnersApi } from '../../../src/api/contract/partners';
import { tables } from '../../server/tables';
import { isStoredImage } from '../../server/uploads';
import { UPLOAD_ERROR } from '../../../src/domain/upload';
import { today } from './figures';

export const displayName = (row: PartnerRow) =>
  row.isCompany && row.companyName
    ? row.companyName
    : [row.name, row.middleName, row.surname].filter(Boolean).join(' ');

/** A trimmed text, or undefined when empty. */
export const str = (value: string | undefined) => value?.trim() || undefined;
const file = (value: string | undefined) => str(value) ?? null;

/** The posted form as the contract read it (types checked), trimmed and normalised for the domain's rules. */
function fromBody(
  body: Record<string, unknown>,
): PartnerDraft & { password?: string; repeatPassword?: string } {
  // add and edit post the same fields (all optional here), so add's payload type reads both
  const posted = payloadOf(partnersApi.add, body);
  const address = posted.address ?? {};
  const flags = posted.flags ?? {};
  const phone = str(posted.phone);
  return {
    status: posted.status ?? PARTNER_STATUS.registered,
    isCompany: posted.isCompany ?? false,
    companyName: str(posted.companyName),
    name: str(posted.name),
    surname: str(posted.surname),
    middleName: str(posted.middleName),
    referralCode: str(posted.referralCode),
    dateOfBirth: str(posted.dateOfBirth),
    documentNumber: str(posted.documentNumber),
    documentIssueDate: str(posted.documentIssueDate),
    documentValidDate: str(posted.documentValidDate),
    personalNumber: str(posted.personalNumber),
    personalTaxNumber: str(posted.personalTaxNumber),
    frontDocument: file(posted.frontDocument),
    backDocument: file(posted.backDocument),
    additionalDocument: file(posted.additionalDocument),
    address: {
      latitude: address.latitude,
      longitude: address.longitude,
      city: str(address.city),
      postcode: str(address.postcode),
      street: str(address.street),
      house: str(address.house),
      apartment: str(address.apartment),
    },
    activePolygons: posted.activePolygons ?? [],
    iban: str(posted.iban)?.replace(/\s/g, '').toUpperCase(),
    bic: str(posted.bic)?.toUpperCase(),
    bankName: str(posted.bankName),
    email: str(posted.email)?.toLowerCase(),
    phone: phone ? normalisePhone(phone) : undefined,
    password: posted.password ?? '',
    repeatPassword: posted.repeatPassword ?? '',
    tShirtSize: posted.tShirtSize ?? 'm',
    avatar: file(posted.avatar),
    socialNetworks: str(posted.socialNetworks),
    serviceTypes: posted.serviceTypes ?? [],
    flags: Object.fromEntries(PARTNER_FLAGS.map((flag) => [flag, flags[flag] ?? false])),
    monthlyWeekendLimit: posted.monthlyWeekendLimit ?? DEFAULT_MONTHLY_WEEKEND_LIMIT,
  };
}

/** The posted partner form as a record, or field errors (validation, uploads, another partner's data). */
export function preparePartner(
  body: Record<string, unknown>,
  existing: PartnerRow | undefined,
  ctx: RequestContext,
) {
  const draft = fromBody(body);
  const errors = validatePartner(draft, { isNew: !existing });
  // Uploaded files: URLs the upload endpoint gave, or what the partner already holds (the seed's inline images).
  for (const field of PARTNER_IMAGES) {
    if (!isStoredImage(draft[field], existing?.[field])) errors[field] = UPLOAD_ERROR;
  }
  const others = tables
    .partners()
    .all()
    .filter((row) => row.id !== existing?.id);
  const duplicates = duplicateFields(draft, others);
  Object.assign(errors, duplicates);
  if (Object.keys(errors).length) {
    throw new Refusal(
      Object.keys(duplicates).length ? 'app.validation.partnerExists' : Object.values(errors)[0],
      errors,
    );
  }
  const { password, repeatPassword: _repeat, ...data } = draft;
  return {
    ...existing,
    ...data,
    location: existing?.location ?? ctx.location,
    registrationDate: existing?.registrationDate ?? today(),
    percentages: existing?.percentages ?? {},
    passwordSet: existing?.passwordSet || !!password,
  } as Omit<PartnerRow, 'id'>;
}
