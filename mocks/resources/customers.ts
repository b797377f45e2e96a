import type { CustomerRow } from '../rows';
import { Refusal, read } from '../server/http';
import { registerCollection } from '../server/router';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?\d{9,15}$/;

/**
 * Customers, enough for the order form's picker and its inline add (the Customers screens are another issue).
 * Searched by id, name, phone and e-mail; scoped by their `location` field (the router's default).
 */
registerCollection<CustomerRow>({
  api: 'customers',
  search: (row) => [
    row.id,
    row.name,
    row.phone,
    row.phone.replace(/^\+/, ''),
    row.additionalPhone,
    row.email,
  ],
  exportColumns: ['id', 'name', 'phone', 'email'],
  prepare(body, existing, ctx) {
    const name = read.str(body.name)?.trim() ?? '';
    const phone = (read.str(body.phone) ?? '').replace(/[\s-]/g, '');
    const email = read.str(body.email)?.trim() || undefined;
    const errors: Record<string, string> = {};
    if (!name) errors.name = 'app.validation.required';
    if (!phone) errors.phone = 'app.validation.required';
    else if (!PHONE.test(phone)) errors.phone = 'app.validation.phone';
    if (email && !EMAIL.test(email)) errors.email = 'app.validation.email';
    const other = (body.anotherPersonToContact ?? {}) as Record<string, string>;
    if (other.phone && !PHONE.test(other.phone.replace(/[\s-]/g, '')))
      errors['anotherPersonToContact.phone'] = 'app.validation.phone';
    if (Object.keys(errors).length) throw new Refusal(Object.values(errors)[0], errors);
    return {
      location: existing?.location ?? ctx.location,
      name,
      phone,
      additionalPhone: read.str(body.additionalPhone) || existing?.additionalPhone,
      email,
      addresses: existing?.addresses ?? [],
      legalEntities: existing?.legalEntities ?? [],
      anotherPersonToContact:
        other.name || other.phone
          ? { name: other.name, phone: other.phone }
          : existing?.anotherPersonToContact,
      cards: [],
      points: 0,
      registration: new Date().toISOString().slice(0, 10),
    };
  },
});
