import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { ORDER_STATUS } from '../../src/domain/statuses';
import { FormatProvider } from '../../src/components/useFormat';
import { HourOrdersDialog, type HourOrders } from '../../src/pages/calendar/HourOrdersDialog';
import { buildI18nProvider } from '../../src/providers/i18nProvider';
import type { CalendarEvent } from '../../src/providers/records/calendar';

const order = (id: number, status: CalendarEvent['status'], timeText: string): CalendarEvent => ({
  id,
  version: 1,
  status,
  date: '2026-12-01',
  time: { hour: 9, minute: 0, any: false, specify: false },
  timeText,
  cleaningTime: { fullMinutes: 60 },
  serviceTypes: [],
  customerName: `Customer ${id}`,
  addressText: '',
  partnerNames: {},
});

async function open(hour: HourOrders, onMove = vi.fn()) {
  render(
    <AdminContext i18nProvider={await buildI18nProvider('en')}>
      <FormatProvider>
        <HourOrdersDialog hour={hour} onClose={() => {}} onMove={onMove} />
      </FormatProvider>
    </AdminContext>,
  );
  return onMove;
}

describe('the orders a "+N more" stands for', () => {
  it("a month's full day: titled by its date, each order a link, an open one movable by keyboard", async () => {
    const onMove = await open({
      day: '2026-12-01',
      time: null,
      orders: [order(7, ORDER_STATUS.new, '09:00'), order(8, ORDER_STATUS.completed, '11:00')],
    });
    const dialog = await screen.findByRole('dialog', { name: /^Orders on / });
    expect(within(dialog).getAllByRole('link')).toHaveLength(2);
    // A completed order cannot be moved; the new one can, from the keyboard.
    const moves = within(dialog).getAllByRole('button', { name: /^Move order #/ });
    expect(moves.map((button) => button.getAttribute('aria-label'))).toEqual(['Move order #7']);
    act(() => moves[0].focus());
    await userEvent.keyboard('{Enter}');
    expect(onMove).toHaveBeenCalledWith(expect.objectContaining({ id: 7 }));
  });

  it('a busy hour of the week keeps its hour in the title', async () => {
    await open({ day: '2026-12-01', time: '10:00', orders: [order(9, ORDER_STATUS.new, '10:00')] });
    expect(await screen.findByRole('dialog', { name: /^Orders at 10:00, / })).toBeTruthy();
  });
});
