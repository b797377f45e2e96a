import { describe, expect, it } from 'vitest';
import { CERTIFICATE_STATUS, CERTIFICATE_STATUSES } from '../../src/domain/certificateStatus';
import {
  CODE_ALPHABET,
  CODE_PATTERN,
  certificateProblem,
  effectiveStatus,
  generateCode,
  normalizeCode,
  redeem,
  restoreBalance,
  validateCertificate,
  type Certificate,
} from '../../src/domain/certificates';
import { statusChoices, statusName } from '../../src/domain/statuses';

const TODAY = '2026-11-15';
const cert = (patch: Partial<Certificate> = {}): Certificate => ({
  code: 'K7QX-M3TA',
  amount: 20000,
  balance: 20000,
  validFrom: '2026-01-01',
  validTo: '2026-12-31',
  status: CERTIFICATE_STATUS.active,
  ...patch,
});

describe('certificate statuses', () => {
  it('are a family like the others: ids, names and translation keys', () => {
    expect(CERTIFICATE_STATUS).toEqual({ active: 1, used: 2, expired: 3, cancelled: 4 });
    expect(statusName(CERTIFICATE_STATUSES, 3)).toBe('expired');
    expect(statusChoices(CERTIFICATE_STATUSES)[0]).toEqual({
      id: 1,
      name: 'resources.certificates.status.active',
    });
  });
});

describe('generateCode', () => {
  it('maps the random numbers onto the unambiguous alphabet as XXXX-XXXX', () => {
    const values = [0, 0.999999, 0.04, 0.5, 0.2, 0.3, 0.7, 0.9];
    let call = 0;
    const code = generateCode(() => values[call++]);
    // index floor(v * 25) in ACDEFGHJKMNPQRTUVWXY34679: 0 A, 24 9, 1 C, 12 Q, 5 G, 7 J, 17 W, 22 6
    expect(code).toBe('A9CQ-GJW6');
    expect(code).toMatch(CODE_PATTERN);
  });

  it('never uses look-alike symbols', () => {
    for (const symbol of '0O1IL5S2Z8B') expect(CODE_ALPHABET).not.toContain(symbol);
  });

  it('gives different codes for different random streams', () => {
    let seed = 1;
    const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
    const codes = new Set(Array.from({ length: 500 }, () => generateCode(random)));
    expect(codes.size).toBe(500);
    for (const code of codes) expect(code).toMatch(CODE_PATTERN);
  });
});

describe('normalizeCode', () => {
  it.each([
    [' k7qx m3ta ', 'K7QX-M3TA'],
    ['K7QXM3TA', 'K7QX-M3TA'],
    ['k7qx-m3ta', 'K7QX-M3TA'],
    ['abc', 'ABC'],
  ])('%j -> %j', (input, expected) => expect(normalizeCode(input)).toBe(expected));
});

describe('certificateProblem and effectiveStatus', () => {
  it.each([
    ['valid', cert(), null, 'active'],
    ['last valid day', cert({ validTo: TODAY }), null, 'active'],
    ['first valid day', cert({ validFrom: TODAY }), null, 'active'],
    ['no dates at all', cert({ validFrom: null, validTo: null }), null, 'active'],
    ['partly spent', cert({ balance: 500 }), null, 'active'],
    [
      'expired yesterday',
      cert({ validTo: '2026-11-14' }),
      'resources.certificates.problems.expired',
      'expired',
    ],
    [
      'not valid before tomorrow',
      cert({ validFrom: '2026-11-16' }),
      'resources.certificates.problems.notYetValid',
      'active',
    ],
    [
      'cancelled',
      cert({ status: CERTIFICATE_STATUS.cancelled }),
      'resources.certificates.problems.cancelled',
      'cancelled',
    ],
    [
      'cancelled even when expired',
      cert({ status: 4, validTo: '2026-01-31' }),
      'resources.certificates.problems.cancelled',
      'cancelled',
    ],
    [
      'spent and marked used',
      cert({ balance: 0, status: CERTIFICATE_STATUS.used }),
      'resources.certificates.problems.used',
      'used',
    ],
    [
      'zero balance, still marked active',
      cert({ balance: 0 }),
      'resources.certificates.problems.empty',
      'used',
    ],
    ['marked used but given back', cert({ balance: 3000, status: CERTIFICATE_STATUS.used }), null, 'active'],
    ['marked expired but extended', cert({ status: CERTIFICATE_STATUS.expired }), null, 'active'],
  ] as const)('%s', (_name, certificate, problem, status) => {
    expect(certificateProblem(certificate, TODAY)).toBe(problem);
    expect(effectiveStatus(certificate, TODAY)).toBe(CERTIFICATE_STATUS[status]);
  });
});

describe('redeem: a means of payment, not a discount', () => {
  it.each([
    // [order price, balance, amountToPay, used, balanceAfter]
    [18700, 20000, 0, 18700, 1300], // docs/decisions.md section 5 worked example's price, fully paid
    [18700, 5000, 13700, 5000, 0],
    [18700, 18700, 0, 18700, 0],
    [0, 5000, 0, 0, 5000],
    [18700, 0, 18700, 0, 0],
  ])(
    'price %i with balance %i: pay %i, use %i, %i left',
    (price, balance, amountToPay, used, balanceAfter) => {
      expect(redeem(price, { balance })).toEqual({ amountToPay, used, balanceAfter });
    },
  );

  it('gives a used amount back, never above the original amount', () => {
    expect(restoreBalance({ amount: 20000, balance: 1300 }, 18700)).toBe(20000);
    expect(restoreBalance({ amount: 20000, balance: 15000 }, 18700)).toBe(20000);
    expect(restoreBalance({ amount: 20000, balance: 0 }, 5000)).toBe(5000);
  });
});

describe('validateCertificate', () => {
  it.each([
    [cert(), {}],
    [cert({ code: 'k7qx m3ta' }), {}],
    [cert({ code: '' }), { code: 'app.validation.required' }],
    [cert({ code: 'OOOO-1111' }), { code: 'resources.certificates.validation.codeFormat' }],
    [cert({ amount: 0, balance: 0 }), { amount: 'app.validation.positive' }],
    [cert({ amount: 12.5, balance: 0 }), { amount: 'app.validation.positive' }],
    [cert({ balance: 20001 }), { balance: 'resources.certificates.validation.balanceRange' }],
    [cert({ validFrom: '2026-12-01', validTo: '2026-11-30' }), { validTo: 'app.validation.dateOrder' }],
  ])('%j', (draft, errors) => expect(validateCertificate(draft)).toEqual(errors));
});
