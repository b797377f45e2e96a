import type { ReactNode } from 'react';
import { EditButton, TopToolbar } from 'react-admin';
import { ConfirmDeleteButton } from './ConfirmDeleteButton';

/** A details screen's top toolbar: its own buttons (`children`), Edit, and Delete after the spec's question. */
export function ShowActions({ children }: { children?: ReactNode }) {
  return (
    <TopToolbar>
      {children}
      <EditButton />
      <ConfirmDeleteButton />
    </TopToolbar>
  );
}
