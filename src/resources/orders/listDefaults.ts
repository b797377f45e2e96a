import { preloadListPage, type ListDefaults } from '../../routing/firstPage';
import { PAGE_SIZE } from '../../domain/paging';

/** The order list's sort and page size: the list's props and the early first call (src/main.tsx) share them. */
export const ORDER_LIST: ListDefaults = { sort: { field: 'nearest', order: 'ASC' }, perPage: PAGE_SIZE };

export const preloadOrderList = () => preloadListPage('orders', ORDER_LIST);
