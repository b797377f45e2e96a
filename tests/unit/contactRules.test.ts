import { describe, expect, it } from 'vitest';
import { emailProblem, isEmail, isPhone, phoneProblem } from '../../src/domain/contactRules';
import { customerErrors } from '../../src/domain/customerRules';
import { validateOrder } from '../../src/domain/orderRules';

/** Issue 30: one rule and one message per contact field kind, wherever the field is. */
describe('contact rules', () => {
  it.each([
    ['+48600100200', true],
    ['+48 600-100-200', true],
    ['(22) 600 100 200', true],
    ['600100200', true],
    ['abc', false],
    ['+48 600', false],
    ['+48600100200123456', false],
  ])('%s is a phone: %s', (value, expected) => expect(isPhone(value)).toBe(expected));

  it.each([
    ['anna@example.com', true],
    [' anna@example.com ', true],
    ['abc', false],
    ['anna@example', false],
    ['anna@example.c', false],
    ['an na@example.com', false],
  ])('%s is an e-mail: %s', (value, expected) => expect(isEmail(value)).toBe(expected));

  it('leaves an empty field to the required rule', () => {
    expect(phoneProblem('')).toBeNull();
    expect(phoneProblem(undefined)).toBeNull();
    expect(emailProblem('  ')).toBeNull();
    expect(phoneProblem('abc')).toBe('app.validation.phone');
    expect(emailProblem('abc')).toBe('app.validation.email');
  });

  it("checks another person's phone on a customer and on an order", () => {
    const contact = { anotherPersonToContact: { name: 'Ala', phone: 'abc' } };
    expect(customerErrors({ name: 'Jan', phone: '+48600100200', ...contact })).toEqual({
      'anotherPersonToContact.phone': 'app.validation.phone',
    });
    expect(validateOrder(contact)['anotherPersonToContact.phone']).toBe('app.validation.phone');
    expect(
      validateOrder({ anotherPersonToContact: { name: 'Ala', phone: '+48 600 100 200' } })[
        'anotherPersonToContact.phone'
      ],
    ).toBeUndefined();
  });
});
