import { act, render, waitFor } from '@testing-library/react';
import { useEffect, useState } from 'react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import {
  AdminContext,
  ListContextProvider,
  ResourceContextProvider,
  testDataProvider,
  type I18nProvider,
  type ListControllerResult,
} from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { ListColumn } from '../../src/components/ListColumn';
import { ListTable } from '../../src/components/ListTable';

/**
 * react-admin's English catalogue, its calls counted: each draw of a row's checkbox asks for its label
 * ('ra.action.select_row').
 */
const asked = new Map<string, number>();
const english = polyglotI18nProvider(() => englishMessages, 'en');
const i18nProvider: I18nProvider = {
  ...english,
  translate: (key, options) => {
    asked.set(key, (asked.get(key) ?? 0) + 1);
    return english.translate(key, options);
  },
};

const ROWS = Array.from({ length: 5 }, (_, index) => ({ id: index + 1, name: `Thing ${index + 1}` }));
const onToggleItem = vi.fn();
const onSelect = vi.fn();
/** The selection as the list's store keeps it: the same array until it changes. */
const NONE: number[] = [];

/** The list's context as react-admin's list controller gives it; its setters are new functions at each computation. */
const listWith = (selectedIds: number[]) =>
  ({
    data: ROWS,
    total: 40,
    page: 2,
    perPage: 5,
    sort: { field: 'name', order: 'ASC' },
    filterValues: {},
    displayedFilters: {},
    selectedIds,
    isPending: false,
    isFetching: false,
    isLoading: false,
    onToggleItem,
    onSelect,
    setSort: vi.fn(),
    setPage: vi.fn(),
    setFilters: vi.fn(),
    resource: 'things',
  }) as unknown as ListControllerResult;

/** The rows' checkboxes (react-admin labels the checkbox's frame, 'Select this row', not its input). */
const rowBoxes = () => [...document.querySelectorAll<HTMLInputElement>('tbody .select-item input')];

const list = { set: (_: ListControllerResult) => undefined as void };
function Harness() {
  const [value, setValue] = useState(() => listWith(NONE));
  useEffect(() => {
    list.set = setValue;
  }, []);
  return (
    <ListContextProvider value={value}>
      <ListTable phone={<span />}>
        <ListColumn source="id" />
        <ListColumn source="name" />
      </ListTable>
    </ListContextProvider>
  );
}

/**
 * Issue 28: react-admin's list computes its parameters again when its store catches up with the address, right
 * after a page switch, and its DataTable then handed the rows and the header a new callbacks object and a new sort,
 * with the same functions and values in them: every row's checkbox (some twenty components) drew again for nothing
 * (src/components/useSteadyList.ts).
 */
describe("a list's table", () => {
  it("draws no row's checkbox again when the list's parameters are computed again alike", async () => {
    render(
      <AdminContext dataProvider={testDataProvider()} i18nProvider={i18nProvider}>
        <ResourceContextProvider value="things">
          <Harness />
        </ResourceContextProvider>
      </AdminContext>,
    );
    await waitFor(() => expect(rowBoxes()).toHaveLength(ROWS.length));
    asked.clear();

    // The store's catch-up: the same rows, sort and selection; new setters, a new sort object.
    act(() => list.set(listWith(NONE)));
    expect(asked.get('ra.action.select_row') ?? 0).toBe(0);
    expect(asked.get('ra.sort.sort_by') ?? 0).toBe(0);

    // A row selected: the rows' checkboxes draw again, and the row shows it.
    act(() => list.set(listWith([2])));
    expect(asked.get('ra.action.select_row')).toBe(ROWS.length);
    expect(rowBoxes().map((box) => box.checked)).toEqual([false, true, false, false, false]);
  });
});
