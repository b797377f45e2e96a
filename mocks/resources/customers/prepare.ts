import { normalisePhone } from '../../../src/domain/contactRules';
import { customerErrors } from '../../../src/domain/customerRules';
import type { CustomerRow } from '../../rows';
import type { RequestContext } from '../../server/crud';
import { Refusal } from '../../server/http';
import { payloadOf } from '../../server/contract';
import { customersApi } from '../../../src/api/contract/customers';
import { tables } from '../../server/tables';

const LANGUAGES = ['en', 'pl', 'ru'];
const optional = (value: string | undefined) => value?.trim() || undefined;

/** Another customer of the location already holds this phone or e-mail: a second record would split the history. */
function duplicates(location: number, id: number | undefined, phone: string, email: string | undefined) {
  const errors: Record<string, string> = {};
  for (const other of tables.customers().all()) {
    if (other.location !== location || other.id === id) continue;
    if (other.phone === phone) errors.phone = 'resources.customers.errors.phoneTaken';
    if (email && other.email?.toLowerCase() === email.toLowerCase())
      errors.email = 'resources.customers.errors.emailTaken';
  }
  return errors;
}

/**
 * A customer from the posted form: the fields staff edit (name, phones, e-mail, contact language, notes, another person
 * to contact). Everything the customer earned or saved (points and their history, registration, cards, addresses,
 * legal entities) is kept from the stored record: those change only through their own actions.
 */
export function prepareCustomer(
  body: Record<string, unknown>,
  existing: CustomerRow | undefined,
  ctx: RequestContext,
): Omit<CustomerRow, 'id'> {
  // add and edit post the same fields (all optional here), so add's payload type reads both
  const posted = payloadOf(customersApi.add, body);
  const other = posted.anotherPersonToContact ?? {};
  const errors = customerErrors(posted);
  const language = optional(posted.contactLanguage);
  if (language && !LANGUAGES.includes(language)) errors.contactLanguage = 'app.validation.required';
  const name = posted.name?.trim() ?? '';
  const phone = normalisePhone(posted.phone ?? '');
  const email = optional(posted.email);
  const location = existing?.location ?? ctx.location;
  if (!Object.keys(errors).length) Object.assign(errors, duplicates(location, existing?.id, phone, email));
  if (Object.keys(errors).length) throw new Refusal(Object.values(errors)[0], errors);
  const additionalPhone = optional(posted.additionalPhone);
  return {
    location,
    name,
    phone,
    // An edit that leaves a field out keeps it; an edit that sends it empty clears it.
    additionalPhone:
      'additionalPhone' in posted
        ? additionalPhone && normalisePhone(additionalPhone)
        : existing?.additionalPhone,
    email: 'email' in posted ? email : existing?.email,
    contactLanguage: language ?? existing?.contactLanguage ?? ctx.language,
    notes: 'notes' in posted ? optional(posted.notes) : existing?.notes,
    anotherPersonToContact:
      other.name || other.phone ? { name: other.name, phone: other.phone } : existing?.anotherPersonToContact,
    addresses: existing?.addresses ?? [],
    legalEntities: existing?.legalEntities ?? [],
    cards: existing?.cards ?? [],
    points: existing?.points ?? 0,
    pointsHistory: existing?.pointsHistory ?? [],
    registration: existing?.registration ?? new Date().toISOString().slice(0, 10),
  };
}
