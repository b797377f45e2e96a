/**
 * @event-calendar/core marks its grid as an ARIA table, but its month view puts the day cells in no row and its
 * time grid places the events (buttons) straight in the table, which axe reports as critical faults. The grid
 * is a drawing here, not a data table: its roles are taken off (now and whenever the library redraws), so a
 * screen reader reads the day headings, the events (focusable, each named by its order, time and status) and the
 * "more" links, and the "move to" dialog is the keyboard's way to move an order. An event is an <article>, which
 * ARIA does not let be a button (axe: aria-allowed-role): it keeps its own role, its name and its Enter key.
 */
const GRID_ROLES = ['table', 'row', 'rowgroup', 'cell', 'columnheader', 'gridcell'];
/** the table-only attributes that go with those roles */
const GRID_ATTRIBUTES = [
  'aria-colindex',
  'aria-rowindex',
  'aria-colcount',
  'aria-rowcount',
  'aria-colspan',
  'aria-rowspan',
];
/** the events: the library makes each <article> a button when a click is handled */
const EVENT_BUTTON = 'article[role="button"]';
const SELECTOR = [
  EVENT_BUTTON,
  ...GRID_ROLES.map((role) => `[role="${role}"]`),
  ...GRID_ATTRIBUTES.map((name) => `[${name}]`),
].join(',');

function stripOne(element: Element) {
  const role = element.getAttribute('role');
  if (role && (GRID_ROLES.includes(role) || element.matches(EVENT_BUTTON))) element.removeAttribute('role');
  GRID_ATTRIBUTES.forEach((name) => element.removeAttribute(name));
}

/** `root` and what it holds. */
function strip(root: Element) {
  if (root.matches(SELECTOR)) stripOne(root);
  root.querySelectorAll(SELECTOR).forEach(stripOne);
}

/**
 * Keeps the grid roles off inside `root`; returns the cleanup. A redraw strips only what it added or changed: a
 * month's events are mounted one by one, and a strip of the whole grid for each was quadratic.
 */
export function keepGridRolesOff(root: Element): () => void {
  strip(root);
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'attributes') {
        if (record.target instanceof Element) stripOne(record.target);
        continue;
      }
      record.addedNodes.forEach((node) => {
        if (node instanceof Element) strip(node);
      });
    }
  });
  observer.observe(root, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['role', ...GRID_ATTRIBUTES],
  });
  return () => observer.disconnect();
}
