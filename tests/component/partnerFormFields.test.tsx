import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { validatePartner, type PartnerDraft } from '../../src/domain/partnerValidation';
import { PARTNER_FORM_FIELDS } from '../../src/resources/partners/form/declaredFields';
import { renderApp } from './renderApp';
import { partnerInput } from '../../src/api/contract/partners';

/** SPEC.md section 3, "Partner form": every field and the label it is shown with. */
const SPEC_FIELDS: [string, string][] = [
  ['status', 'Status'],
  ['name', 'Name'],
  ['surname', 'Surname'],
  ['middleName', 'Middle name'],
  ['referralCode', 'Referral code'],
  ['dateOfBirth', 'Date of birth'],
  ['documentNumber', 'Document number'],
  ['documentIssueDate', 'Document issue date'],
  ['documentValidDate', 'Document valid until'],
  ['personalNumber', 'Personal ID number'],
  ['personalTaxNumber', 'Personal tax number'],
  ['frontDocument', 'Document, front'],
  ['backDocument', 'Document, back'],
  ['additionalDocument', 'Additional document'],
  ['address.latitude', 'Latitude'],
  ['address.longitude', 'Longitude'],
  ['address.city', 'City'],
  ['address.postcode', 'Postcode'],
  ['address.street', 'Street'],
  ['address.house', 'House'],
  ['address.apartment', 'Apartment'],
  ['activePolygons', 'Active districts'],
  ['iban', 'IBAN'],
  ['bic', 'BIC code'],
  ['bankName', 'Bank name'],
  ['email', 'E-mail'],
  ['phone', 'Phone'],
  ['password', 'Password'],
  ['repeatPassword', 'Repeat password'],
  ['tShirtSize', 'T-shirt size'],
  ['avatar', 'Avatar'],
  ['socialNetworks', 'Social networks'],
  ['serviceTypes', 'Service types'],
];

/** A draft that passes every rule: emptying one field at a time shows which fields the rules require. */
const VALID: PartnerDraft = {
  isCompany: true,
  companyName: 'Clean Co',
  name: 'Anna',
  surname: 'Nowak',
  dateOfBirth: '1990-01-01',
  documentNumber: 'AB123',
  documentIssueDate: '2020-01-01',
  documentValidDate: '2030-01-01',
  personalNumber: '90010112345',
  frontDocument: '/f.png',
  backDocument: '/b.png',
  address: { city: 'Warszawa', street: 'Hoża', house: '1' },
  activePolygons: [1],
  iban: 'PL61109010140000071219812874',
  bic: 'WBKPPLPP',
  bankName: 'Bank',
  email: 'anna@example.com',
  phone: '+48 500 000 000',
  password: 'secret123',
  repeatPassword: 'secret123',
  serviceTypes: [1],
  flags: { weekendLimitEnabled: true },
  monthlyWeekendLimit: 4,
};

function without(source: string): PartnerDraft {
  const draft = structuredClone(VALID) as Record<string, unknown>;
  const [head, tail] = source.split('.');
  if (tail) (draft[head] as Record<string, unknown>)[tail] = '';
  else draft[source] = Array.isArray(draft[source]) ? [] : '';
  return draft;
}

describe('the declared partner form', { timeout: 60000 }, () => {
  it('marks as required exactly the fields the validation rules require', () => {
    expect(validatePartner(VALID, { isNew: true })).toEqual({});
    for (const field of PARTNER_FORM_FIELDS) {
      const errors = validatePartner(without(field.source), { isNew: true });
      expect({ field: field.source, refused: field.source in errors }).toEqual({
        field: field.source,
        refused: !!field.required,
      });
    }
  });

  it("renders every field of the spec's partner form", async () => {
    await renderApp('/partners/add', { as: 'admin' });
    await screen.findByRole('button', { name: 'Save' }, { timeout: 20000 });
    for (const [, label] of SPEC_FIELDS) {
      // Inputs end their label with ' *' when required; uploads and checklists label a group, not an input.
      expect(screen.getAllByText(new RegExp(`^${label}( \\*)?$`)).length, label).toBeGreaterThan(0);
    }
    const declared: string[] = PARTNER_FORM_FIELDS.map((field) => field.source);
    const drawnByTheMapInput = ['address.longitude'];
    for (const [source] of SPEC_FIELDS)
      expect(declared.includes(source) || drawnByTheMapInput.includes(source), source).toBe(true);
  });

  it("declares every field of the API contract's partner form, and only those", () => {
    const { address, flags, ...plain } = partnerInput.shape;
    const nested = (name: string, shape: object) => Object.keys(shape).map((key) => `${name}.${key}`);
    const posted = [
      ...Object.keys(plain),
      ...nested('address', address.def.innerType.shape),
      ...nested('flags', flags.def.innerType.shape),
    ];
    const declared: string[] = PARTNER_FORM_FIELDS.map((field) => field.source);
    // The map input draws both coordinates from the one declared field (address.latitude).
    expect(posted.filter((source) => !declared.includes(source))).toEqual(['address.longitude']);
    expect(declared.filter((source) => !posted.includes(source))).toEqual([]);
  });
});
