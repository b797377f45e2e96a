import { beforeEach, describe, expect, it } from 'vitest';
import { call, loginAs } from './backendCalls';

/** Issue #30: a coordinate not on Earth (latitude 999) is refused by the fake backend, on orders and partners. */
describe('coordinates', () => {
  beforeEach(async () => {
    await loginAs('admin');
  });

  it('an order address with latitude 999 is refused, naming the field', async () => {
    const page = await call('admin/orders/list', { filter: { statuses: [1] }, perPage: 1 });
    const [{ id }] = page.data as { id: number }[];
    const order = (await call('admin/orders/details', { id })).data as Record<string, unknown>;
    const address = order.address as Record<string, unknown>;
    const answer = await call('admin/orders/edit', {
      ...order,
      address: { ...address, latitude: 999 },
    });
    expect(answer.result).toBe(false);
    expect((answer as { errors?: Record<string, string> }).errors).toHaveProperty('address.latitude');
  });

  it('a partner address with latitude 999 is refused, naming the field', async () => {
    const partner = (await call('admin/partners/details', { id: 5 })).data as Record<string, unknown>;
    const address = partner.address as Record<string, unknown>;
    const answer = await call('admin/partners/edit', {
      ...partner,
      address: { ...address, latitude: 999 },
    });
    expect(answer.result).toBe(false);
    expect((answer as { errors?: Record<string, string> }).errors).toMatchObject({
      'address.latitude': 'app.validation.coordinates',
    });
  });
});
