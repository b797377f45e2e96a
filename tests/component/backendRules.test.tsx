import { describe, expect, it } from 'vitest';
import { authProvider } from '../../src/providers/authProvider';
import { dataProvider } from '../../src/providers/dataProvider';

const login = (who: 'admin' | 'manager') =>
  authProvider.login({ username: `${who}@example.com`, password: 'demo1234' });

describe('the fake backend enforces the rules itself', () => {
  it('refuses a manager delete, allows an admin one (soft: status 3)', async () => {
    await login('manager');
    await expect(dataProvider.delete('promocodes', { id: 60 })).rejects.toMatchObject({
      message: 'app.errors.forbidden',
    });
    await login('admin');
    const { data } = await dataProvider.delete('promocodes', { id: 60 });
    expect(data).toMatchObject({ id: 60, status: 3 });
  });

  it('refuses changing the terms of a used promocode, allows its status and end date', async () => {
    await login('admin');
    const { data: used } = await dataProvider.getOne('promocodes', { id: 1 });
    await expect(
      dataProvider.update('promocodes', { id: 1, data: { ...used, value: 50 }, previousData: used }),
    ).rejects.toMatchObject({
      body: { errors: { value: 'app.errors.locked' } },
    });
    const { data } = await dataProvider.update('promocodes', {
      id: 1,
      data: { ...used, status: 2, dateTo: '2030-01-01' },
      previousData: used,
    });
    expect(data).toMatchObject({ status: 2, dateTo: '2030-01-01', value: 10 });
  });

  it('pages, sorts and filters on the server', async () => {
    await login('admin');
    const page = await dataProvider.getList('promocodes', {
      pagination: { page: 2, perPage: 10 },
      sort: { field: 'code', order: 'ASC' },
      filter: { status: 1 },
    });
    expect(page.data).toHaveLength(10);
    expect(page.total).toBeGreaterThan(20);
    expect(page.data.every((row) => row.status === 1)).toBe(true);
    const codes = page.data.map((row) => row.code as string);
    expect([...codes].sort()).toEqual(codes);
  });

  it('answers logout: true to a forged session, and the error ends the session', async () => {
    await login('admin');
    const session = JSON.parse(localStorage.getItem('session')!);
    localStorage.setItem(
      'session',
      JSON.stringify({
        ...session,
        token: session.token.replace(/.$/, (c: string) => (c === 'A' ? 'B' : 'A')),
      }),
    );
    const error = await dataProvider
      .getList('promocodes', {
        pagination: { page: 1, perPage: 5 },
        sort: { field: 'id', order: 'ASC' },
        filter: {},
      })
      .catch((e) => e);
    expect(error.body.logout).toBe(true);
    await expect(authProvider.checkError(error)).rejects.toMatchObject({ redirectTo: '/login' });
    expect(localStorage.getItem('session')).toBeNull();
  });

  it('refuses a call without the application credential', async () => {
    const response = await fetch('http://localhost/api/v1.0/admin/login', {
      method: 'POST',
      body: 'email=admin%40example.com&password=demo1234',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(await response.json()).toMatchObject({ result: false });
  });
});
