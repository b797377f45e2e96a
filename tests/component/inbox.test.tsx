import { fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../mocks/node';
import { db } from '../../mocks/server/db';
import { renderApp } from './renderApp';

type Message = {
  partnerId: number;
  read?: boolean;
};
type Located = {
  id: number;
  location: number;
};
const unreadPartner = () => {
  const partners = db().collection<Located>('partners');
  return db()
    .collection<Message & { id: number }>('partnerMessages')
    .all()
    .find((message) => message.read === false && partners.get(message.partnerId)!.location === 1)!.partnerId;
};

describe('messages, tutorials and mobile apps', { timeout: 60000 }, () => {
  it('lists conversations with the Unread tab and its count', async () => {
    await renderApp('/messages', { as: 'admin' });
    expect(
      await screen.findByRole('tab', { name: /Unread \(\d+\)/ }, { timeout: 20000 }),
    ).toBeInTheDocument();
    expect(await screen.findAllByRole('columnheader', { name: /Last message/ })).not.toHaveLength(0);
  });

  it('keeps the text when a reply fails', async () => {
    const id = unreadPartner();
    await renderApp(`/messages/details/${id}`, { as: 'admin' });
    const box = await screen.findByRole('textbox', { name: 'Message' }, { timeout: 20000 });
    server.use(
      http.post(/admin\/messages\/reply$/, () =>
        HttpResponse.json({ result: false, message: 'app.errors.technical' }),
      ),
    );
    fireEvent.change(box, { target: { value: 'Are you free on Friday?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findAllByText('Technical error! Please try again later')).not.toHaveLength(0);
    expect(box).toHaveValue('Are you free on Friday?');
  });

  it("shows the chat room's load error with Refresh the page", async () => {
    server.use(
      http.post(/admin\/messages\/thread$/, () => HttpResponse.json({ result: false, message: 'x' })),
    );
    await renderApp(`/messages/details/${unreadPartner()}`, { as: 'admin' });
    expect(
      await screen.findByText('A problem occurred while loading the data', {}, { timeout: 20000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh the page' })).toBeInTheDocument();
  });

  it('refuses a tutorial without its base-language title', async () => {
    await renderApp('/tutorials/add', { as: 'admin' });
    const save = await screen.findByRole('button', { name: 'Save' }, { timeout: 20000 });
    fireEvent.click(save);
    expect(await screen.findAllByText("The field can't be empty")).not.toHaveLength(0);
  });

  it('lists the four apps for a manager, read only', async () => {
    await renderApp('/mobileApps', { as: 'manager' });
    expect(
      await screen.findByText('You can view these records but not change them.', {}, { timeout: 20000 }),
    ).toBeInTheDocument();
    const table = await screen.findByRole('table');
    expect(await within(table).findAllByText('Partner app')).toHaveLength(2);
    expect(screen.queryByRole('link', { name: 'Create' })).not.toBeInTheDocument();
  });

  it("shows the partner's tutorials on the profile", async () => {
    const partner = db()
      .collection<Located>('partners')
      .all()
      .find((row) => row.location === 1)!;
    await renderApp(`/partners/details/${partner.id}/tutorials`, { as: 'admin' });
    expect(
      await screen.findByRole('tab', { name: 'Training', selected: true }, { timeout: 20000 }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Training' })).toBeInTheDocument();
  });
});
