import { describe, expect, it } from 'vitest';
import { duplicateFields, validatePartner, type PartnerDraft } from '../../src/domain/partnerValidation';
import { isPhone } from '../../src/domain/contactRules';

const valid: PartnerDraft = {
  name: 'Anna',
  surname: 'Nowak',
  dateOfBirth: '1990-01-01',
  documentNumber: 'AB1234567',
  documentIssueDate: '2020-01-01',
  documentValidDate: '2030-01-01',
  personalNumber: '90010112345',
  frontDocument: '/uploads/front.png',
  backDocument: '/uploads/back.png',
  address: { city: 'Warszawa', street: 'Hoża', house: '1' },
  activePolygons: [1],
  iban: 'PL61109010140000071219812874',
  bic: 'WBKPPLPP',
  bankName: 'Santander',
  email: 'anna@example.com',
  phone: '+48 600 100 200',
  password: 'secret123',
  repeatPassword: 'secret123',
  serviceTypes: [1, 2],
};

describe('validatePartner', () => {
  it('accepts a complete partner', () => {
    expect(validatePartner(valid, { isNew: true })).toEqual({});
  });

  it.each([
    ['name', { name: ' ' }, 'name', 'app.validation.required'],
    ['surname', { surname: '' }, 'surname', 'app.validation.required'],
    ['date of birth', { dateOfBirth: undefined }, 'dateOfBirth', 'app.validation.required'],
    ['document number', { documentNumber: '' }, 'documentNumber', 'app.validation.required'],
    ['issue date', { documentIssueDate: '' }, 'documentIssueDate', 'app.validation.required'],
    ['valid date', { documentValidDate: '' }, 'documentValidDate', 'app.validation.required'],
    [
      'valid before issue',
      { documentValidDate: '2019-01-01' },
      'documentValidDate',
      'app.validation.dateOrder',
    ],
    ['personal number', { personalNumber: '' }, 'personalNumber', 'app.validation.required'],
    ['front document', { frontDocument: null }, 'frontDocument', 'app.validation.required'],
    ['back document', { backDocument: null }, 'backDocument', 'app.validation.required'],
    ['iban', { iban: '' }, 'iban', 'app.validation.required'],
    ['bic', { bic: '' }, 'bic', 'app.validation.required'],
    ['bank name', { bankName: '' }, 'bankName', 'app.validation.required'],
    ['city', { address: { street: 'Hoża', house: '1' } }, 'address.city', 'app.validation.required'],
    ['districts', { activePolygons: [] }, 'activePolygons', 'app.validation.required'],
    ['empty email', { email: '' }, 'email', 'app.validation.required'],
    ['bad email', { email: 'anna@' }, 'email', 'app.validation.email'],
    ['bad phone', { phone: '12ab' }, 'phone', 'app.validation.phone'],
    ['short phone', { phone: '+48 600' }, 'phone', 'app.validation.phone'],
    ['no service type', { serviceTypes: [] }, 'serviceTypes', 'app.validation.servicesRequired'],
    [
      'short password',
      { password: 'short', repeatPassword: 'short' },
      'password',
      'app.validation.passwordLength',
    ],
    ['passwords differ', { repeatPassword: 'secret124' }, 'repeatPassword', 'app.validation.passwordMatch'],
    ['company without name', { isCompany: true }, 'companyName', 'app.validation.required'],
    [
      'negative weekend limit',
      { flags: { weekendLimitEnabled: true }, monthlyWeekendLimit: -1 },
      'monthlyWeekendLimit',
      'app.validation.nonNegativeInteger',
    ],
  ] as const)('%s', (_name, patch, field, message) => {
    expect(validatePartner({ ...valid, ...patch } as PartnerDraft, { isNew: true })[field]).toBe(message);
  });

  it('requires a password on creation only', () => {
    const withoutPassword = { ...valid, password: '', repeatPassword: '' };
    expect(validatePartner(withoutPassword, { isNew: true }).password).toBe('app.validation.required');
    expect(validatePartner(withoutPassword, { isNew: false })).toEqual({});
    expect(
      validatePartner({ ...withoutPassword, password: 'newpass12' }, { isNew: false }).repeatPassword,
    ).toBe('app.validation.passwordMatch');
  });
});

describe('phones and duplicates', () => {
  it.each([
    ['+48600100200', true],
    ['+48 600-100-200', true],
    ['600100200', true],
    ['+48 600', false],
    ['phone', false],
    ['+48600100200123456', false],
  ])('%s is a phone: %s', (value, expected) => {
    expect(isPhone(value)).toBe(expected);
  });

  it('finds an e-mail in another case and a phone written with spaces', () => {
    const others = [{ email: 'Anna@Example.com', phone: '+48600100200' }];
    expect(duplicateFields({ email: 'anna@example.com', phone: '+48 600 100 200' }, others)).toEqual({
      email: 'app.validation.partnerExists',
      phone: 'app.validation.partnerExists',
    });
    expect(duplicateFields({ email: 'other@example.com', phone: '+48700100200' }, others)).toEqual({});
  });
});

describe('coordinates (issue #30: a latitude of 999 blanked the map)', () => {
  it.each([
    [{ latitude: 999, longitude: 21 }, { 'address.latitude': 'app.validation.coordinates' }],
    [{ latitude: 52, longitude: -181 }, { 'address.longitude': 'app.validation.coordinates' }],
    [{ latitude: -90, longitude: 180 }, {}],
  ])('%j -> %j', (coordinates, errors) => {
    const found = validatePartner(
      { ...valid, address: { ...valid.address, ...coordinates } },
      { isNew: false },
    );
    expect(found).toEqual(errors);
  });
});
