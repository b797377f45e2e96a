import { act, render, screen, waitFor } from '@testing-library/react';
import { useEffect, useState } from 'react';
import {
  AdminContext,
  ListContextProvider,
  ResourceContextProvider,
  testDataProvider,
  type ListControllerResult,
  type RaRecord,
} from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { FilterTabs, type FilterTab } from '../../src/components/FilterTabs';
import { FormatProvider } from '../../src/components/useFormat';

/** Each tab's count reads the format module once a draw: its calls count the counts' draws (the module is the real one). */
const counts = vi.hoisted(() => ({ draws: 0 }));
vi.mock('../../src/components/useFormat', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/components/useFormat')>();
  return {
    ...real,
    useFormat: () => {
      counts.draws += 1;
      return real.useFormat();
    },
  };
});

const TABS: FilterTab[] = [
  { key: 'all', label: 'All', filter: {} },
  { key: 'open', label: 'Open', filter: { status: 1 } },
  { key: 'closed', label: 'Closed', filter: { status: 2 } },
];

const dataProvider = testDataProvider({
  getList: <R extends RaRecord>() => Promise.resolve({ data: [{ id: 1 } as R], total: 42 }),
});

/** A list's context as the list controller gives it, at a page, with a filter. */
const listAt = (page: number, filterValues: Record<string, unknown>, isFetching = false) =>
  ({
    data: [{ id: page }],
    total: 42,
    page,
    perPage: 25,
    sort: { field: 'id', order: 'ASC' },
    filterValues,
    displayedFilters: {},
    isPending: false,
    isFetching,
    isLoading: false,
    setFilters: vi.fn(),
    setSort: vi.fn(),
    setPage: vi.fn(),
    resource: 'things',
  }) as unknown as ListControllerResult;

/** The tabs in a list whose context the test changes, as the list controller does (the admin around it stays). */
const list = { set: (_: ListControllerResult) => undefined as void };
function Harness() {
  const [value, setValue] = useState(() => listAt(1, {}));
  useEffect(() => {
    list.set = setValue;
  }, []);
  return (
    <ListContextProvider value={value}>
      <FilterTabs tabs={TABS} />
    </ListContextProvider>
  );
}

/**
 * Issue 28: the tabs are drawn from what they show, not from the whole list context: a page switch (the rows, the
 * page, the fetch under way) left seven tabs and their counts drawn again several times for nothing.
 */
describe("a list's filter tabs", () => {
  it('are not drawn again by a page switch or a refresh of the rows, and are by a change of filter', async () => {
    render(
      <AdminContext dataProvider={dataProvider}>
        <FormatProvider>
          <ResourceContextProvider value="things">
            <Harness />
          </ResourceContextProvider>
        </FormatProvider>
      </AdminContext>,
    );
    await waitFor(() => expect(screen.getByRole('tab', { name: /Open \(42\)/ })).toBeInTheDocument());
    const drawn = counts.draws;

    // Next page: fetching, then the new rows.
    act(() => list.set(listAt(2, {}, true)));
    act(() => list.set(listAt(2, {})));
    expect(counts.draws).toBe(drawn);
    expect(screen.getByRole('tab', { name: /Open \(42\)/ })).toHaveAttribute('aria-selected', 'false');

    // Another tab's filter: the chosen tab changes, and the counts are drawn with it.
    act(() => list.set(listAt(1, { status: 1 })));
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: /Open/ })).toHaveAttribute('aria-selected', 'true'),
    );
    expect(counts.draws).toBeGreaterThan(drawn);
  });
});
