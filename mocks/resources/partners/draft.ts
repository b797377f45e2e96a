import { DEFAULT_MONTHLY_WEEKEND_LIMIT } from '../../../src/domain/daysOff';
import {
  PARTNER_FLAGS,
  duplicateFields,
  normalisePhone,
  validatePartner,
  type PartnerDraft,
} from '../../../src/domain/partnerValidation';
import { PARTNER_STATUS } from '../../../src/domain/statuses';
import type { PartnerRow } from '../../rows';
import type { RequestContext } from '../../server/crud';
import { Refusal, read } from '../../server/http';
import { tables } from '../../server/tables';
import { isUploadUrl } from '../../server/uploads';
import { forgetPartnerLines, today } from './figures';

export const displayName = (row: PartnerRow) =>
  row.isCompany && row.companyName ? row.companyName : [row.name, row.middleName, row.surname].filter(Boolean).join(' ');

/** A trimmed text, or undefined when empty. */
export const str = (value: unknown) => {
  const text = read.str(value)?.trim();
  return text ? text : undefined;
};
const file = (value: unknown) => str(value) ?? null;

function fromBody(body: Record<string, unknown>): PartnerDraft & { password?: string; repeatPassword?: string } {
  const address = (body.address ?? {}) as Record<string, unknown>;
  const flags = (body.flags ?? {}) as Record<string, unknown>;
  return {
    status: read.int(body.status) ?? PARTNER_STATUS.registered,
    isCompany: read.bool(body.isCompany),
    companyName: str(body.companyName),
    name: str(body.name),
    surname: str(body.surname),
    middleName: str(body.middleName),
    referralCode: str(body.referralCode),
    dateOfBirth: str(body.dateOfBirth),
    documentNumber: str(body.documentNumber),
    documentIssueDate: str(body.documentIssueDate),
    documentValidDate: str(body.documentValidDate),
    personalNumber: str(body.personalNumber),
    personalTaxNumber: str(body.personalTaxNumber),
    frontDocument: file(body.frontDocument),
    backDocument: file(body.backDocument),
    additionalDocument: file(body.additionalDocument),
    address: {
      latitude: read.num(address.latitude),
      longitude: read.num(address.longitude),
      city: str(address.city),
      postcode: str(address.postcode),
      street: str(address.street),
      house: str(address.house),
      apartment: str(address.apartment),
    },
    activePolygons: read.ids(body.activePolygons),
    iban: str(body.iban)?.replace(/\s/g, '').toUpperCase(),
    bic: str(body.bic)?.toUpperCase(),
    bankName: str(body.bankName),
    email: str(body.email)?.toLowerCase(),
    phone: str(body.phone) ? normalisePhone(str(body.phone)!) : undefined,
    password: read.str(body.password) ?? '',
    repeatPassword: read.str(body.repeatPassword) ?? '',
    tShirtSize: str(body.tShirtSize) ?? 'm',
    avatar: file(body.avatar),
    socialNetworks: str(body.socialNetworks),
    serviceTypes: read.ids(body.serviceTypes),
    flags: Object.fromEntries(PARTNER_FLAGS.map((flag) => [flag, read.bool(flags[flag])])),
    monthlyWeekendLimit: read.int(body.monthlyWeekendLimit) ?? DEFAULT_MONTHLY_WEEKEND_LIMIT,
  };
}

/** Uploaded files are URLs the upload endpoint gave, or the seed's inline images; anything else is refused. */
const isStoredFile = (value: string | null | undefined) =>
  !value || isUploadUrl(value) || value.startsWith('/uploads/') || value.startsWith('data:image/');

/** The posted partner form as a record, or field errors (validation, uploads, another partner's data). */
export function preparePartner(body: Record<string, unknown>, existing: PartnerRow | undefined, ctx: RequestContext) {
  const draft = fromBody(body);
  const errors = validatePartner(draft, { isNew: !existing });
  for (const field of ['frontDocument', 'backDocument', 'additionalDocument', 'avatar'] as const) {
    if (!isStoredFile(draft[field])) errors[field] = 'app.validation.upload';
  }
  const others = tables
    .partners()
    .all()
    .filter((row) => row.id !== existing?.id);
  const duplicates = duplicateFields(draft, others);
  Object.assign(errors, duplicates);
  if (Object.keys(errors).length) {
    throw new Refusal(Object.keys(duplicates).length ? 'app.validation.partnerExists' : Object.values(errors)[0], errors);
  }
  const { password, repeatPassword: _repeat, ...data } = draft;
  forgetPartnerLines();
  return {
    ...existing,
    ...data,
    location: existing?.location ?? ctx.location,
    registrationDate: existing?.registrationDate ?? today(),
    percentages: existing?.percentages ?? {},
    passwordSet: existing?.passwordSet || !!password,
  } as Omit<PartnerRow, 'id'>;
}
