/** The calendar (/calendar): orders by month, week and day, and partners by day. */
export const calendar = {
  calendar: {
    name: 'Calendar',
    tabs: { orders: 'Orders calendar', board: 'Partners by day' },
    views: { today: 'Today', month: 'Month', week: 'Week', day: 'Day', previous: 'Previous', next: 'Next' },
    allDay: 'Any time / clarify',
    more: '+%{smart_count} more',
    moreAt: 'One more order at %{time} |||| %{smart_count} more orders at %{time}',
    hourOrders: 'Orders at %{time}, %{date}',
    moveOrder: 'Move order #%{id}',
    hint: 'Click an order to open it; drag it to another day or time to move it. With the keyboard, press Enter on an order to move it.',
    moved: 'Order #%{id} moved to %{date}',
    filters: { serviceType: 'Service type', partner: 'Partner', status: 'Status', all: 'All' },
    move: {
      title: 'Move order #%{id} to',
      date: 'Date',
      time: 'Time',
      save: 'Move',
    },
    board: {
      week: '%{from} – %{to}',
      previousWeek: 'Previous week',
      nextWeek: 'Next week',
      unassigned: 'Waiting for a partner (%{smart_count})',
      assignTitle: 'Assign a partner to order #%{id}',
      assign: 'Assign',
      assigned: 'Order #%{id} assigned to %{name}',
      dayOff: 'Day off',
      periodOff: 'Off %{periods}',
    },
    refusals: {
      pastDate: 'An order cannot be moved to a day that has passed',
      pastTime: 'An order cannot be moved to a time that has passed',
      unavailable: 'This day is not available for orders',
    },
    conflicts: {
      dayOff: 'The partner has a day off on that day',
      periodOff: 'The partner is off at that time',
      overlap: 'The partner has another order at that time',
      inactivePartner: 'The partner is not active',
    },
  },
};
