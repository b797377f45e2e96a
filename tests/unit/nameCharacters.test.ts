import { describe, expect, it } from 'vitest';
import { NAME_CHARACTERS, nameCharactersProblem, withNameCharacters } from '../../src/domain/bounds';
import { customerErrors, legalEntityErrors } from '../../src/domain/customerRules';
import { validateOrder } from '../../src/domain/orderRules';
import { validatePartner } from '../../src/domain/partnerValidation';
import { validateItem } from '../../src/domain/warehouseItems';
import { CONTENT_SCHEMAS } from '../../src/domain/contentRecordSchemas';
import { validateContent } from '../../src/domain/contentValidation';

const BIDI = 'Anna\u202Enna';
const BELL = 'Jan\u0007';

/**
 * Issue 29, class 4 (docs/decisions-safety.md "Bounds"): the forms refuse a name's control and text-direction
 * characters themselves, with the message the API gives, by the one check the contract runs (nameCharactersProblem).
 */
describe("a name's characters", () => {
  it('is one check, with the API message', () => {
    expect(nameCharactersProblem(BIDI)).toBe(NAME_CHARACTERS);
    expect(nameCharactersProblem(BELL)).toBe(NAME_CHARACTERS);
    expect(nameCharactersProblem("Zoë O'Brien-Łukasiewicz")).toBeUndefined();
    expect(withNameCharacters({}, { name: { en: 'ok', pl: BIDI } }, ['name.*'])).toEqual({
      'name.pl': NAME_CHARACTERS,
    });
    // an error already there stays
    expect(withNameCharacters({ name: 'app.validation.required' }, { name: BELL }, ['name'])).toEqual({
      name: 'app.validation.required',
    });
  });

  it("is checked by each form's rules", () => {
    expect(validatePartner({ name: BIDI, surname: BELL }, { isNew: true })).toMatchObject({
      name: NAME_CHARACTERS,
      surname: NAME_CHARACTERS,
    });
    expect(customerErrors({ name: BIDI, anotherPersonToContact: { name: BELL } })).toMatchObject({
      name: NAME_CHARACTERS,
      'anotherPersonToContact.name': NAME_CHARACTERS,
    });
    expect(legalEntityErrors({ companyName: BIDI })).toMatchObject({ companyName: NAME_CHARACTERS });
    expect(
      validateOrder({ anotherPersonToContact: { name: BELL }, invoice: { companyName: BIDI } }),
    ).toMatchObject({
      'anotherPersonToContact.name': NAME_CHARACTERS,
      'invoice.companyName': NAME_CHARACTERS,
    });
    expect(validateItem({ name: { en: BIDI } }, 'en')).toMatchObject({ 'name.en': NAME_CHARACTERS });
    // a content record's label is a name (contentTextKind)
    expect(
      validateContent(CONTENT_SCHEMAS.labels, { label: { en: 'Keys', pl: BELL } }, ['en', 'pl'], 'en'),
    ).toMatchObject({ 'label.pl': NAME_CHARACTERS });
  });
});
