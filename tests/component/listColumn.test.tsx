import { act, render, screen, within } from '@testing-library/react';
import {
  AdminContext,
  DataTable,
  ListContextProvider,
  ResourceContextProvider,
  SimpleList,
  memoryStore,
  useList,
  type Store,
} from 'react-admin';
import { describe, expect, it } from 'vitest';
import { ListColumn } from '../../src/components/ListColumn';
import { ListTable, columnsStoreKey } from '../../src/components/ListTable';

interface Row {
  id: number;
  name: string;
  city: { name: string };
  price: number;
}
const ROWS: Row[] = [
  { id: 1, name: 'Anna', city: { name: 'Warszawa' }, price: 1250 },
  { id: 2, name: 'Piotr', city: { name: 'Kraków' }, price: 990 },
];
const Column = ListColumn<Row>;

function Rows({ inListTable }: { inListTable: boolean }) {
  const list = useList({ data: ROWS });
  const columns = [
    <Column key="name" source="name" />,
    <Column key="id" source="id" label="Number" width={40} />,
    <Column key="city" source="city.name" label="City" />,
    <Column
      key="price"
      source="price"
      align="right"
      render={(row) => `PLN ${(row.price / 100).toFixed(2)}`}
    />,
  ];
  return (
    <ListContextProvider value={list}>
      {inListTable ? (
        <ListTable<Row> hiddenColumns={['city.name']} bulkActionButtons={false} phone={<SimpleList />}>
          {columns}
        </ListTable>
      ) : (
        <DataTable<Row> bulkActionButtons={false}>{columns}</DataTable>
      )}
    </ListContextProvider>
  );
}

function renderRows(inListTable: boolean, store: Store = memoryStore()) {
  return render(
    <AdminContext store={store}>
      <ResourceContextProvider value="things">
        <Rows inListTable={inListTable} />
      </ResourceContextProvider>
    </AdminContext>,
  );
}

const cellsOf = (name: string) => within(screen.getByText(name).closest('tr')!).getAllByRole('cell');

describe('ListColumn (src/components/ListColumn.tsx)', () => {
  it("in a ListTable draws plain cells with react-admin's classes: the value, a nested value, render's output", () => {
    renderRows(true, memoryStore({ [columnsStoreKey('things')]: [] }));
    const [name, , city, price] = cellsOf('Anna');
    expect(name.tagName).toBe('TD');
    expect(name.className).toBe(
      'MuiTableCell-root MuiTableCell-body MuiTableCell-sizeSmall RaDataTable-rowCell list-cell column-name',
    );
    expect(city).toHaveTextContent('Warszawa');
    expect(price).toHaveTextContent('PLN 12.50');
    expect(price.className).toContain('MuiTableCell-alignRight');
  });

  it('leaves out the columns the user has hidden, and shows them once the column chooser shows them', () => {
    const store = memoryStore();
    renderRows(true, store);
    expect(cellsOf('Piotr').map((cell) => cell.textContent)).toEqual(['Piotr', '2', 'PLN 9.90']);
    expect(screen.queryByRole('columnheader', { name: 'City' })).toBeNull();
    act(() => store.setItem(columnsStoreKey('things'), []));
    expect(cellsOf('Piotr').map((cell) => cell.textContent)).toEqual(['Piotr', '2', 'Kraków', 'PLN 9.90']);
    expect(screen.getByRole('columnheader', { name: 'City' })).toBeInTheDocument();
  });

  it("with a prop it does not draw (a cell's width) is react-admin's own cell, in a ListTable too", () => {
    renderRows(true, memoryStore({ [columnsStoreKey('things')]: [] }));
    const [, id] = cellsOf('Anna');
    expect(id).toHaveTextContent('1');
    expect(id.className).not.toContain('list-cell');
    expect(id.className).toContain('RaDataTable-rowCell');
    expect(id).toHaveAttribute('width', '40');
  });

  it("outside a ListTable is react-admin's own column", () => {
    renderRows(false);
    const [name] = cellsOf('Anna');
    expect(name.className).not.toContain('list-cell');
    expect(name.className).toContain('RaDataTable-rowCell');
    expect(name).toHaveTextContent('Anna');
  });
});
