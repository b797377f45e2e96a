import { describe, expect, it } from 'vitest';
import { db } from '../../mocks/server/db';
import { call, loginAs } from './backendCalls';

type Located = {
  id: number;
  location: number;
};
type Message = {
  id: number;
  partnerId: number;
  from: string;
  read?: boolean;
};
const messages = () => db().collection<Message>('partnerMessages').all();
const partnerOf = (id: number) => db().collection<Located>('partners').get(id)!;
/** A partner of the location with an unread message. */
const unreadIn = (location: number) =>
  messages().find((message) => message.read === false && partnerOf(message.partnerId).location === location)!
    .partnerId;
const unreadCount = async () =>
  ((await call('admin/messages/unread')).data as { conversations: number }).conversations;

describe('the inbox', () => {
  it('lists conversations newest first with unread counts; a reply reads the conversation', async () => {
    await loginAs('admin');
    const list = await call('admin/messages/list', { sort: 'lastAt', order: 'DESC', perPage: 500 });
    const rows = list.data as { id: number; lastAt: string; unread: number }[];
    expect(rows.length).toBeGreaterThan(0);
    expect([...rows].sort((a, b) => b.lastAt.localeCompare(a.lastAt)).map((row) => row.id)).toEqual(
      rows.map((row) => row.id),
    );
    const id = unreadIn(1);
    const before = await unreadCount();
    expect(before).toBe(rows.filter((row) => row.unread > 0).length);
    const reply = await call('admin/messages/reply', { id, text: 'We will call you back.' });
    expect(reply.result).toBe(true);
    expect(await unreadCount()).toBe(before - 1);
    const details = (await call('admin/messages/details', { id })).data as {
      unread: number;
      lastText: string;
    };
    expect(details).toMatchObject({ unread: 0, lastText: 'We will call you back.' });
    // The partner's chat tab reads the same messages.
    const chat = (await call('admin/partners/chat', { id })).data as { text: string }[];
    expect(chat.at(-1)?.text).toBe('We will call you back.');
  });

  it('refuses a reply in a conversation of another location, as a missing one', async () => {
    await loginAs('manager');
    const foreign = unreadIn(3);
    const count = messages().length;
    expect(await call('admin/messages/reply', { id: foreign, text: 'hello' })).toMatchObject({
      result: false,
      message: 'app.errors.notFound',
    });
    expect(await call('admin/messages/thread', { id: foreign })).toMatchObject({ result: false });
    expect(messages().length).toBe(count);
  });

  it('refuses an empty reply and keeps mark read / unread', async () => {
    await loginAs('manager');
    const id = unreadIn(1);
    expect(await call('admin/messages/reply', { id, text: '  ' })).toMatchObject({
      result: false,
      message: 'app.validation.required',
    });
    expect(((await call('admin/messages/read', { id, read: true })).data as { unread: number }).unread).toBe(
      0,
    );
    expect(((await call('admin/messages/read', { id, read: false })).data as { unread: number }).unread).toBe(
      1,
    );
    // A manager may not delete a conversation.
    expect(await call('admin/messages/delete', { id })).toMatchObject({
      result: false,
      message: 'app.errors.forbidden',
    });
  });
});

describe('mobile apps and tutorials', () => {
  const app = {
    app: 'partner',
    platform: 'ios',
    title: { pl: 'Partner' },
    currentVersion: '3.0.0',
    minVersion: '2.12.0',
    storeUrl: 'https://apps.apple.com/app/id1',
    status: 1,
  };

  it('stores the force update flag; a manager only reads', async () => {
    await loginAs('admin');
    const edited = await call('admin/mobileApps/edit', { id: 3, ...app, forceUpdate: true });
    expect(edited).toMatchObject({ result: true, data: { forceUpdate: true, currentVersion: '3.0.0' } });
    expect(db().collection<{ id: number; forceUpdate: boolean }>('mobileApps').get(3)!.forceUpdate).toBe(
      true,
    );
    // One record per app and platform.
    expect(await call('admin/mobileApps/add', app)).toMatchObject({
      result: false,
      message: 'training.validation.appTaken',
    });
    await loginAs('manager');
    expect((await call('admin/mobileApps/list')).total).toBe(4);
    expect(await call('admin/mobileApps/edit', { id: 3, ...app, forceUpdate: false })).toMatchObject({
      result: false,
      message: 'app.errors.forbidden',
    });
  });

  it("answers a partner's tutorials within the location only", async () => {
    await loginAs('manager');
    const own = db()
      .collection<Located>('partners')
      .all()
      .find((partner) => partner.location === 1)!;
    const foreign = db()
      .collection<Located>('partners')
      .all()
      .find((partner) => partner.location === 3)!;
    const answer = await call('admin/tutorials/completions', { partnerId: own.id });
    expect(answer.result).toBe(true);
    expect((answer.data as unknown[]).length).toBeGreaterThan(0);
    expect(await call('admin/tutorials/completions', { partnerId: foreign.id })).toMatchObject({
      result: false,
    });
  });
});
