import { describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { keepGridRolesOff } from '../../src/pages/calendar/gridRoles';

/** A piece of the library's grid: a table role, a cell with its index, an event made a button. */
function gridPiece() {
  const day = document.createElement('div');
  day.setAttribute('role', 'cell');
  day.setAttribute('aria-colindex', '3');
  const event = document.createElement('article');
  event.setAttribute('role', 'button');
  event.setAttribute('aria-label', '#7 Ola');
  day.append(event);
  return { day, event };
}

describe("the calendar's grid roles stay off", () => {
  it('takes them off what is there, then off what a redraw adds or changes, and keeps the rest', async () => {
    const root = document.createElement('div');
    root.setAttribute('role', 'table');
    const first = gridPiece();
    root.append(first.day);
    document.body.append(root);
    const stop = keepGridRolesOff(root);
    expect(root.querySelectorAll('[role], [aria-colindex]')).toHaveLength(0);

    // A redraw adds a day with its event, and puts a role back on a day already there.
    const added = gridPiece();
    root.append(added.day);
    first.day.setAttribute('role', 'gridcell');
    await waitFor(() => expect(root.querySelectorAll('[role], [aria-colindex]')).toHaveLength(0));
    // The event keeps its name (the order, time and status a screen reader reads).
    expect(added.event.getAttribute('aria-label')).toBe('#7 Ola');

    stop();
    root.remove();
  });
});
