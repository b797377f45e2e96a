import type { ReactNode } from 'react';
import { CreateButton, TopToolbar, useResourceDefinition } from 'react-admin';
import { ExportCsvButton } from './ExportCsvButton';
import { ListColumnsButton } from './ListTable';

/**
 * A list's top toolbar as every list screen has it: the column chooser, the screen's own buttons (`children`),
 * Create where the resource has a create screen (react-admin's button hides itself from a user who may not
 * create), and the server's CSV export.
 */
export function ListActions({ children }: { children?: ReactNode }) {
  const { hasCreate } = useResourceDefinition();
  return (
    <TopToolbar>
      <ListColumnsButton />
      {children}
      {hasCreate && <CreateButton />}
      <ExportCsvButton />
    </TopToolbar>
  );
}
