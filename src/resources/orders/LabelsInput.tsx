import { AutocompleteArrayInput } from 'react-admin';
import { useText } from '../../components/useText';
import { useServicesAndLabels } from './useServicesAndLabels';

/** The order's labels, chosen from the location's label list. */
export function LabelsInput() {
  const { labels, labelsPending } = useServicesAndLabels();
  const text = useText();
  return (
    <AutocompleteArrayInput
      source="labels"
      choices={labels.map((label) => ({ id: label.id, name: text(label.label) }))}
      isPending={labelsPending}
    />
  );
}
