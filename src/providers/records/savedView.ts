import type { RaRecord } from 'react-admin';

/** A list's saved view: filter and columns as JSON text, so they come back exactly as saved. */
export interface SavedView extends RaRecord {
  resource: string;
  name: string;
  filter: string;
  sort: string;
  order: 'ASC' | 'DESC';
  columns: string | null;
  shared: boolean;
  accountId: number;
  accountName: string;
}
