import { db } from '../../mocks/server/db';
import type { CustomerRow, ServiceRow } from '../../mocks/rows';
import { addDays } from '../../src/domain/isoDates';

/**
 * A valid new order of location 1 as the form posts it (a customer of the location, one base service, tomorrow at
 * 10:00, an address, cash), for the hostile-client tests that change one field of it.
 */
export function newOrder(): Record<string, unknown> {
  const customer = db()
    .collection<CustomerRow>('customers')
    .all()
    .find((row) => row.location === 1)!;
  const service = db()
    .collection<ServiceRow>('services')
    .all()
    .find((row) => row.base && row.unit === 'thing' && row.status === 1)!;
  return {
    customerId: customer.id,
    date: addDays(new Date().toISOString().slice(0, 10), 1),
    time: { hour: 10, minute: 0 },
    address: { city: 'Warszawa', street: 'Prosta', house: '1' },
    services: [{ id: service.id, quantity: 1 }],
    paymentMethodId: 1,
  };
}
