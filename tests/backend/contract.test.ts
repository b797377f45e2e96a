import { describe, expect, it } from 'vitest';
import { db, dbReady } from '../../mocks/server/db';
import { takeViolations } from '../../mocks/server/contract';
import { call, loginAs } from './backendCalls';

/** The fake backend against the API contract (src/api/contract): what it accepts and what it answers. */
describe('API contract', () => {
  const firstPromocode = async () => {
    await dbReady();
    return db().collection('promocodes').all()[0];
  };

  it('fails when an answer sends a number as a string, naming the endpoint and the field', async () => {
    await loginAs('admin');
    const row = await firstPromocode();
    db().collection('promocodes').update(row.id, { value: '12.50' });
    await call('admin/promocodes/details', { id: row.id });
    const violations = takeViolations();
    expect(violations).toHaveLength(1);
    expect(violations[0]).toMatch(
      /^admin\/promocodes\/details: data\.value: .*expected number, received string/,
    );
  });

  it('fails when an answer misses a field, naming the row of the page', async () => {
    await loginAs('admin');
    const row = await firstPromocode();
    db().collection('promocodes').update(row.id, { code: undefined });
    await call('admin/promocodes/list', { sort: 'id', order: 'ASC', perPage: 5 });
    const violations = takeViolations();
    expect(violations.some((line) => /^admin\/promocodes\/list: data\[0\]\.code: /.test(line))).toBe(true);
  });

  it('refuses a request whose field has the wrong type, with the field named', async () => {
    await loginAs('admin');
    const row = await firstPromocode();
    const answer = await call('admin/promocodes/edit', { id: row.id, numberOfUses: 'many' });
    expect(answer.result).toBe(false);
    expect(answer.message).toBe('app.validation.invalid');
    expect((answer as { errors?: Record<string, string> }).errors).toEqual({
      numberOfUses: 'app.validation.invalid',
    });
  });

  it('hands the handlers the typed payload: a list of ids sent as text reads back', async () => {
    await loginAs('admin');
    await dbReady();
    // two codes of the session's location (promocodes are scoped: docs/decisions-foundation.md)
    const [first, second] = db()
      .collection<{ id: number; location: number }>('promocodes')
      .all()
      .filter((row) => row.location === 1);
    const answer = await call('admin/promocodes/many', { ids: [String(first.id), String(second.id)] });
    expect(answer.result).toBe(true);
    expect((answer.data as { id: number }[]).map((row) => row.id)).toEqual([first.id, second.id]);
  });
});
