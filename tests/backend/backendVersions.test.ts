import { describe, expect, it } from 'vitest';
import { HttpError } from 'react-admin';
import { dataProvider } from '../../src/providers/dataProvider';
import { VERSION_CONFLICT } from '../../src/domain/versions';
import { call, loginAs } from './backendCalls';

/** docs/decisions.md section 8: a version on every record, raised on each write, a stale one refused. */
type Agreement = { id: number; version: number; title: Record<string, string> } & Record<string, unknown>;

const details = async (id: number) => (await call('admin/agreements/details', { id })).data as Agreement;
const firstId = async () => ((await call('admin/agreements/list', { perPage: 1 })).data as Agreement[])[0].id;

describe('record versions on the fake backend', () => {
  it('every record answers a version, raised by each write', async () => {
    await loginAs('admin');
    const id = await firstId();
    const loaded = await details(id);
    expect(loaded.version).toBe(1);
    const edited = await call('admin/agreements/edit', { ...loaded, title: { ...loaded.title, pl: 'Nowy' } });
    expect(edited.result).toBe(true);
    expect((await details(id)).version).toBe(2);
  });

  it('refuses an edit based on an old version, answering the current record, and changes nothing', async () => {
    await loginAs('admin');
    const id = await firstId();
    const loaded = await details(id);
    await call('admin/agreements/edit', { ...loaded, title: { ...loaded.title, pl: 'Pierwszy' } });
    const stale = await call('admin/agreements/edit', { ...loaded, title: { ...loaded.title, pl: 'Drugi' } });
    expect(stale).toMatchObject({ result: false, message: VERSION_CONFLICT });
    expect((stale.data as Agreement).title.pl).toBe('Pierwszy');
    // How to show the record's fields (the conflict dialog names a status by its label, not its number).
    expect(stale.kinds?.status).toEqual({
      kind: 'label',
      keys: { 1: 'app.status.active', 2: 'app.status.inactive', 3: 'app.status.deleted' },
    });
    expect((await details(id)).title.pl).toBe('Pierwszy');
  });

  it('refuses a stale delete and a stale declared action too', async () => {
    await loginAs('admin');
    const id = await firstId();
    const loaded = await details(id);
    await call('admin/agreements/edit', { ...loaded });
    expect(await call('admin/agreements/delete', { id, version: loaded.version })).toMatchObject({
      message: VERSION_CONFLICT,
    });
    expect(await call('admin/agreements/restore', { id, version: loaded.version })).toMatchObject({
      message: VERSION_CONFLICT,
    });
    expect((await call('admin/agreements/delete', { id, version: loaded.version + 1 })).result).toBe(true);
  });

  it("the dataProvider sends the version it loaded: a second editor gets the conflict, the first one's change stays", async () => {
    await loginAs('admin');
    const id = await firstId();
    const { data: opened } = await dataProvider.getOne<Agreement>('agreements', { id });
    const first = { ...opened, title: { ...opened.title, pl: 'Pierwszy' } };
    await dataProvider.update('agreements', { id, data: first, previousData: opened });
    const second = { ...opened, title: { ...opened.title, pl: 'Drugi' } };
    const refused = await dataProvider
      .update('agreements', { id, data: second, previousData: opened })
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(HttpError);
    expect((refused as HttpError).message).toBe(VERSION_CONFLICT);
    expect((await details(id)).title.pl).toBe('Pierwszy');
  });
});
