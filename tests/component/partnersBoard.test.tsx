import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { conflictOf } from '../../mocks/resources/calendar/load';
import { db } from '../../mocks/server/db';
import type { OrderRow, PartnerDayOffRow, PartnerRow } from '../../mocks/rows';
import { addDays, startOfWeek } from '../../src/domain/isoDates';
import { ORDER_STATUS, PARTNER_STATUS } from '../../src/domain/statuses';
import { renderApp } from './renderApp';

const orders = () => db().collection<OrderRow>('orders');
const daysOff = () => db().collection<PartnerDayOffRow>('partnerDaysOff');
const today = new Date().toISOString().slice(0, 10);
/**
 * The board opens on next week (`&week=`): its six working days are all ahead whatever today is, where this week
 * has none left on a Sunday.
 */
const boardWeek = addDays(startOfWeek(today), 7);
const weekEnd = addDays(boardWeek, 6);
const BOARD = `/calendar?view=board&week=${boardWeek}`;

/** An open visit of the board's week (at a fixed time) for which `typeOf` picks a type. */
const visitOfWeek = (typeOf: (row: OrderRow) => OrderRow['serviceTypes'][number] | undefined) =>
  orders()
    .all()
    .find(
      (row) =>
        row.location === 1 &&
        (row.status === ORDER_STATUS.new || row.status === ORDER_STATUS.confirmed) &&
        !!row.date &&
        row.date >= boardWeek &&
        row.date <= weekEnd &&
        row.time.hour != null &&
        !!typeOf(row),
    )!;
/** A registered partner of the board, free for the visit's type by the backend's own rule. */
const freePartner = (row: OrderRow, idServiceType: number, except: readonly number[] = []) =>
  db()
    .collection<PartnerRow>('partners')
    .all()
    .find(
      (partner) =>
        partner.location === 1 &&
        partner.status === PARTNER_STATUS.registered &&
        !except.includes(partner.id) &&
        partner.serviceTypes.includes(idServiceType) &&
        !row.serviceTypes.some((type) => type.partners.includes(partner.id)) &&
        conflictOf(row, partner.id, idServiceType) === null,
    )!;
const nameOf = (partner: PartnerRow) => `${partner.name} ${partner.surname}`;

// jsdom has no DataTransfer: the board only writes to it.
const dataTransfer = { setData: () => undefined, effectAllowed: 'all', dropEffect: 'none' };
function drag(source: HTMLElement, target: HTMLElement) {
  fireEvent.dragStart(source, { dataTransfer });
  fireEvent.dragOver(target, { dataTransfer });
  fireEvent.drop(target, { dataTransfer });
  fireEvent.dragEnd(source, { dataTransfer });
}
const waitingVisit = (id: number) =>
  within(screen.getByTestId('unassigned')).queryByRole('button', { name: new RegExp(`order #${id},`) });

/** Issue 32, item 5: the partners board driven by drag and drop, with Undo and the assignment's refusals. */
describe('partners board: drag and drop', { timeout: 120000 }, () => {
  it('assigns a waiting visit dropped on a free partner, after Undo had put it back once', async () => {
    const user = userEvent.setup();
    const row = visitOfWeek((item) => item.serviceTypes.find((type) => type.partners.length === 0));
    const type = row.serviceTypes.find((item) => item.partners.length === 0)!;
    const partner = freePartner(row, type.idServiceType);
    await renderApp(BOARD, { as: 'admin' });
    await screen.findByTestId('unassigned', {}, { timeout: 30000 });
    const cell = () => screen.getByTestId(`board-day-${partner.id}-${row.date}`);

    drag(waitingVisit(row.id)!, cell());
    await screen.findByText(`Assigning order #${row.id} to ${nameOf(partner)}`);
    // Meanwhile the visit shows in its new place, and no longer waits.
    expect(within(cell()).getByTestId(`board-order-${row.id}`)).toBeInTheDocument();
    expect(waitingVisit(row.id)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(waitingVisit(row.id)).not.toBeNull());
    expect(within(cell()).queryByTestId(`board-order-${row.id}`)).toBeNull();
    expect(
      orders()
        .get(row.id)!
        .serviceTypes.find((item) => item.idServiceType === type.idServiceType)!.partners,
    ).toEqual([]);

    drag(waitingVisit(row.id)!, cell());
    await screen.findByText(`Order #${row.id} assigned to ${nameOf(partner)}`, {}, { timeout: 20000 });
    const saved = orders()
      .get(row.id)!
      .serviceTypes.find((item) => item.idServiceType === type.idServiceType)!;
    expect(saved.partners).toEqual([partner.id]);
    await waitFor(() => expect(within(cell()).getByTestId(`board-order-${row.id}`)).toBeInTheDocument());
  });

  it("hands a partner's visit to another partner", async () => {
    const row = visitOfWeek((item) => item.serviceTypes.find((type) => type.partners.length === 1));
    const type = row.serviceTypes.find((item) => item.partners.length === 1)!;
    const from = type.partners[0];
    const fromName = nameOf(db().collection<PartnerRow>('partners').get(from)!);
    const partner = freePartner(row, type.idServiceType);
    await renderApp(BOARD, { as: 'admin' });
    const source = await screen.findByTestId(`board-partner-${from}`, {}, { timeout: 30000 });

    drag(
      within(source).getByTestId(`board-order-${row.id}`),
      screen.getByTestId(`board-day-${partner.id}-${row.date}`),
    );
    await screen.findByText(`Handing order #${row.id} from ${fromName} to ${nameOf(partner)}`);
    await screen.findByText(
      `Order #${row.id} handed from ${fromName} to ${nameOf(partner)}`,
      {},
      { timeout: 20000 },
    );
    expect(
      orders()
        .get(row.id)!
        .serviceTypes.find((item) => item.idServiceType === type.idServiceType)!.partners,
    ).toEqual([partner.id]);
  });

  it("says the conflict the board shows at once, and the backend's refusal when the board was stale: nothing is lost", async () => {
    const row = visitOfWeek((item) => item.serviceTypes.find((type) => type.partners.length === 0));
    const type = row.serviceTypes.find((item) => item.partners.length === 0)!;
    const known = freePartner(row, type.idServiceType);
    daysOff().insert({ partnerId: known.id, date: row.date!, wholeDay: true, periods: [] });
    const stale = freePartner(row, type.idServiceType, [known.id]);
    await renderApp(BOARD, { as: 'admin' });
    await screen.findByTestId('unassigned', {}, { timeout: 30000 });

    // The board knows this day off: the cell is flagged while dragging, and the drop sends nothing.
    const knownCell = screen.getByTestId(`board-day-${known.id}-${row.date}`);
    fireEvent.dragStart(waitingVisit(row.id)!, { dataTransfer });
    expect(knownCell).toHaveAttribute('data-drop', 'conflict');
    fireEvent.drop(knownCell, { dataTransfer });
    expect(await screen.findByText('The partner has a day off on that day')).toBeInTheDocument();
    expect(screen.queryByText(/^Assigning order/)).toBeNull();
    expect(waitingVisit(row.id)).not.toBeNull();

    // A day off saved elsewhere after the board was read: the backend refuses, and the visit waits again.
    daysOff().insert({
      partnerId: stale.id,
      date: row.date!,
      wholeDay: false,
      periods: [{ from: '00:00', to: '23:59' }],
    });
    drag(waitingVisit(row.id)!, screen.getByTestId(`board-day-${stale.id}-${row.date}`));
    await screen.findByText(`Assigning order #${row.id} to ${nameOf(stale)}`);
    expect(
      await screen.findByText('The partner is off at that time', {}, { timeout: 20000 }),
    ).toBeInTheDocument();
    await waitFor(() => expect(waitingVisit(row.id)).not.toBeNull());
    expect(
      orders()
        .get(row.id)!
        .serviceTypes.find((item) => item.idServiceType === type.idServiceType)!.partners,
    ).toEqual([]);
  });
});
