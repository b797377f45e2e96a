import type { ReactNode } from 'react';
import { CreateButton, FilterButton, TopToolbar, useFilterContext, useResourceDefinition } from 'react-admin';
import { ExportCsvButton } from './ExportCsvButton';
import { preloadFilterInputs } from './filters';
import { ListColumnsButton } from './ListTable';

/**
 * A list's top toolbar as every list screen has it: "Add filter" where the list declares filters (react-admin's
 * button, which lists those not always shown; pointed at or focused, it asks for the filter inputs' code, which
 * then comes before the click), the column chooser, the screen's own buttons (`children`), Create
 * where the resource has a create screen (react-admin's button hides itself from a user who may not create), and
 * the server's CSV export.
 */
export function ListActions({ children }: { children?: ReactNode }) {
  const { hasCreate } = useResourceDefinition();
  const filters = useFilterContext();
  return (
    <TopToolbar>
      {filters && <FilterButton onPointerEnter={preloadFilterInputs} onFocus={preloadFilterInputs} />}
      <ListColumnsButton />
      {children}
      {hasCreate && <CreateButton />}
      <ExportCsvButton />
    </TopToolbar>
  );
}
