import {
  AutocompleteInput,
  ReferenceInput,
  type AutocompleteInputProps,
  type ReferenceInputProps,
} from 'react-admin';

/**
 * The inputs a list's filters are made of, loaded with the first filter a user shows (see ./index.tsx): none of
 * them is part of a list's first screen.
 */
export { DateInput, NumberInput, SelectInput } from 'react-admin';
export { MoneyInput } from '../MoneyInput';

export type ReferenceAutocompleteProps = Omit<
  AutocompleteInputProps,
  'source' | 'filter' | 'sort' | 'perPage'
> &
  Pick<ReferenceInputProps, 'reference' | 'filter' | 'sort' | 'perPage'> & { source: string };

/** A record of another resource, found by typing (the API's `q`). */
export function ReferenceAutocomplete({
  source,
  reference,
  filter,
  sort,
  perPage,
  ...input
}: ReferenceAutocompleteProps) {
  return (
    <ReferenceInput source={source} reference={reference} filter={filter} sort={sort} perPage={perPage}>
      <AutocompleteInput filterToQuery={(q: string) => ({ q })} {...input} />
    </ReferenceInput>
  );
}
