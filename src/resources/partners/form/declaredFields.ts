import type { TextKind } from '../../../domain/bounds';
import type { ComponentType } from 'react';
import type { PartnerInput } from '../../../api/contract/partners';
import { PARTNER_FLAGS, T_SHIRT_SIZES } from '../../../domain/partnerValidation';
import { partnerStatusChoices } from '../choices';
import { AddressMapInput, DistrictsInput, PartnerKindInput, ServiceTypesInput } from './customInputs';

/**
 * One field of the partner form. The rules themselves live in src/domain/partnerValidation.ts (the fake
 * backend applies the same ones); `required` only marks the label, and a test keeps the two in step.
 */
type Nested<K extends 'address' | 'flags'> = `${K}.${keyof NonNullable<PartnerInput[K]> & string}`;
/** A field of the API contract's partner form: the table cannot name one the backend does not read. */
export type PartnerSource =
  Exclude<keyof PartnerInput, 'address' | 'flags'> | Nested<'address'> | Nested<'flags'>;

export type PartnerFieldDecl = {
  source: PartnerSource;
  /** 'onCreate': required when adding a partner, optional on edit (the password) */
  required?: boolean | 'onCreate';
  /** a whole row instead of a third of one */
  wide?: boolean;
  /** an empty cell before it, so that it opens a new row of three */
  gapBefore?: boolean;
  /** shown only while this other value is on (company name, weekend limit) */
  when?: string;
} &
  /** `limit`: its kind of text for the input's limit (the API's, src/domain/bounds.ts); a line unless said */
  (
    | { kind: 'text'; limit?: TextKind }
    | { kind: 'email' | 'tel' | 'date' | 'image' | 'boolean' }
    | { kind: 'number'; step: number; min?: number }
    /** `editHelper`: the hint under the field on edit, where leaving it empty keeps the old value */
    | { kind: 'password'; editHelper?: string }
    | { kind: 'select'; choices: { id: string | number; name: string }[]; translateChoice?: boolean }
    /** an input with rules of its own (a map, a checklist) */
    | { kind: 'custom'; input: ComponentType }
  );

export interface PartnerSectionDecl {
  /** translation key of the section's heading */
  title: string;
  fields: PartnerFieldDecl[];
}

const sizeChoices = T_SHIRT_SIZES.map((size) => ({ id: size, name: size.toUpperCase() }));
const s = (name: string) => `resources.partners.sections.${name}`;

/** The partner form (spec section 3, "Partner form"), section by section, in the order it is shown. */
export const PARTNER_FORM: PartnerSectionDecl[] = [
  {
    title: s('personal'),
    fields: [
      { source: 'status', kind: 'select', choices: partnerStatusChoices },
      { source: 'isCompany', kind: 'custom', input: PartnerKindInput },
      { source: 'companyName', kind: 'text', limit: 'name', required: true, when: 'isCompany' },
      { source: 'name', kind: 'text', limit: 'name', required: true },
      { source: 'surname', kind: 'text', limit: 'name', required: true },
      { source: 'middleName', kind: 'text', limit: 'name' },
      { source: 'dateOfBirth', kind: 'date', required: true },
      { source: 'referralCode', kind: 'text' },
      { source: 'tShirtSize', kind: 'select', choices: sizeChoices, translateChoice: false },
      { source: 'avatar', kind: 'image' },
      { source: 'socialNetworks', kind: 'text', limit: 'text' },
    ],
  },
  {
    title: s('documents'),
    fields: [
      { source: 'documentNumber', kind: 'text', required: true },
      { source: 'documentIssueDate', kind: 'date', required: true },
      { source: 'documentValidDate', kind: 'date', required: true },
      { source: 'personalNumber', kind: 'text', required: true },
      { source: 'personalTaxNumber', kind: 'text' },
      { source: 'frontDocument', kind: 'image', required: true, gapBefore: true },
      { source: 'backDocument', kind: 'image', required: true },
      { source: 'additionalDocument', kind: 'image' },
    ],
  },
  {
    title: s('address'),
    fields: [
      { source: 'address.city', kind: 'text', required: true },
      { source: 'address.postcode', kind: 'text' },
      { source: 'address.street', kind: 'text', required: true },
      { source: 'address.house', kind: 'text', required: true },
      { source: 'address.apartment', kind: 'text' },
      { source: 'address.latitude', kind: 'custom', input: AddressMapInput, wide: true },
      { source: 'activePolygons', kind: 'custom', input: DistrictsInput, wide: true, required: true },
    ],
  },
  {
    title: s('bank'),
    fields: [
      { source: 'iban', kind: 'text', required: true },
      { source: 'bic', kind: 'text', required: true },
      { source: 'bankName', kind: 'text', required: true },
    ],
  },
  {
    title: s('account'),
    fields: [
      { source: 'email', kind: 'email', required: true },
      { source: 'phone', kind: 'tel', required: true },
      {
        source: 'password',
        kind: 'password',
        required: 'onCreate',
        gapBefore: true,
        editHelper: 'resources.partners.helpers.password',
      },
      { source: 'repeatPassword', kind: 'password', required: 'onCreate' },
    ],
  },
  {
    title: s('services'),
    fields: [
      { source: 'serviceTypes', kind: 'custom', input: ServiceTypesInput, wide: true, required: true },
    ],
  },
  {
    title: s('flags'),
    fields: [
      ...PARTNER_FLAGS.map((flag): PartnerFieldDecl => ({ source: `flags.${flag}`, kind: 'boolean' })),
      { source: 'monthlyWeekendLimit', kind: 'number', step: 1, min: 0, when: 'flags.weekendLimitEnabled' },
    ],
  },
];

/** Every declared field, in the form's order. */
export const PARTNER_FORM_FIELDS = PARTNER_FORM.flatMap((section) => section.fields);

/** The uploads: their missing-file message is shown beside them, not by the upload input itself. */
export const PARTNER_FILE_FIELDS = PARTNER_FORM_FIELDS.filter((field) => field.kind === 'image').map(
  (field) => field.source,
);
