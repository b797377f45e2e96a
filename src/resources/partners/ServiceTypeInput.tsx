import { SelectInput, type SelectInputProps } from 'react-admin';
import { useServiceTypes } from './choices';

/**
 * A filter (or input) by the catalogue's service types, which it reads itself: a list whose filters hold it is not
 * drawn again, rows and all, when the types come in after its first page (the reviews list's 25 rows were, ~270 ms
 * at 4x CPU).
 */
export function ServiceTypeInput(props: Omit<SelectInputProps, 'choices'>) {
  const types = useServiceTypes();
  return <SelectInput choices={types} translateChoice={false} {...props} />;
}
