import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
// react-admin's navigate goes through the spec router (so /orders/5/show becomes /orders/details/5).
import { useCreatePath, useNavigate, useResourceDefinitions, useTranslate } from 'react-admin';
import { MAIN_MENU, SUB_MENU, menuLabel } from '../menuItems';
import type { Command } from './recordActions';
import { useAppDataProvider } from '../../providers/useAppDataProvider';

const SEARCH_DELAY_MS = 200;

function useDebounced(value: string) {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return debounced;
}

const matches = (label: string, q: string) => label.toLowerCase().includes(q.toLowerCase());

/**
 * What the palette offers for the text typed: the record's actions, an order by its number at once, the screens
 * of the menu, then the global search's orders, customers and partners (admin/search).
 */
export function usePaletteCommands(q: string, actions: Command[], close: () => void) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const createPath = useCreatePath();
  const resources = useResourceDefinitions();
  const dataProvider = useAppDataProvider();
  const text = q.trim();
  const searched = useDebounced(text);
  const search = useQuery({
    queryKey: ['globalSearch', searched],
    queryFn: () => dataProvider.globalSearch(searched),
    enabled: searched.length > 0,
  });
  const go = (to: string) => () => {
    close();
    navigate(to);
  };
  const show = (resource: string, id: number) => go(createPath({ resource, id, type: 'show' }));
  const commands: Command[] = [];
  commands.push(
    ...actions
      .filter((action) => matches(action.label, text))
      .map((action) => ({
        ...action,
        run: () => {
          close();
          action.run();
        },
      })),
  );
  if (/^\d+$/.test(text) && resources.orders)
    commands.push({
      key: `order-${text}`,
      group: 'orders',
      label: translate('keyboard.orderLabel', { id: text }),
      run: show('orders', Number(text)),
    });
  for (const entry of [...MAIN_MENU, ...SUB_MENU]) {
    const definition = entry.resource ? resources[entry.resource] : undefined;
    if (entry.resource && !definition?.hasList) continue;
    const label = menuLabel(translate, entry);
    if (matches(label, text))
      commands.push({
        key: `screen-${entry.key}`,
        group: 'screens',
        label,
        run: go(entry.to ?? `/${entry.resource}`),
      });
  }
  const found = searched === text ? search.data : undefined;
  for (const order of found?.orders.data ?? []) {
    if (String(order.id) === text) continue;
    commands.push({
      key: `order-${order.id}`,
      group: 'orders',
      label: translate('keyboard.orderLabel', { id: order.id }),
      detail: order.customerName,
      run: show('orders', Number(order.id)),
    });
  }
  if (resources.customers)
    for (const customer of found?.customers.data ?? [])
      commands.push({
        key: `customer-${customer.id}`,
        group: 'customers',
        label: customer.name,
        detail: customer.phone,
        run: show('customers', Number(customer.id)),
      });
  for (const partner of found?.partners.data ?? [])
    commands.push({
      key: `partner-${partner.id}`,
      group: 'partners',
      label: partner.name,
      detail: partner.phone,
      run: show('partners', Number(partner.id)),
    });
  return { commands, searching: search.isFetching };
}
