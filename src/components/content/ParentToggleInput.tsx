import { useGetList, useRecordContext } from 'react-admin';
import { isOwnAncestor } from '../../domain/treeAncestry';
import { useText, type Texts } from '../useText';
import { ToggleSelectInput } from './ToggleSelectInput';

/**
 * The parent of a tree record (service types): choosing the chosen parent again clears it, and the record itself
 * and its descendants are offered but disabled, since a type cannot be its own ancestor.
 */
export function ParentToggleInput({ source = 'parent', reference }: { source?: string; reference: string }) {
  const record = useRecordContext();
  const text = useText();
  const { data = [] } = useGetList<{ id: number; parent?: number | null; label: Texts }>(reference, {
    pagination: { page: 1, perPage: 500 },
    sort: { field: 'id', order: 'ASC' },
  });
  const choices = data.map((node) => ({
    id: node.id,
    name: text(node.label),
    disabled: isOwnAncestor(data, record?.id as number | undefined, node.id),
  }));
  return <ToggleSelectInput source={source} choices={choices} />;
}
