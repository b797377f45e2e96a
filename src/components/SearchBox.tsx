import { SearchInput, type SearchInputProps } from 'react-admin';
import { SEARCH_MAX } from '../domain/search';

/** A list's search box: react-admin's SearchInput held to the search limit of 255 characters. */
export function SearchBox({ slotProps, ...props }: SearchInputProps) {
  const htmlInput = (slotProps?.htmlInput ?? {}) as Record<string, unknown>;
  return (
    <SearchInput
      {...props}
      slotProps={{ ...slotProps, htmlInput: { ...htmlInput, maxLength: SEARCH_MAX } }}
    />
  );
}
