import { lazy, Suspense, type ComponentType } from 'react';
import { Skeleton } from '@mui/material';

/**
 * Where a filter's input will be, of its size (a small filled input, 48 px, in react-admin's dense margin), so the
 * rows below do not move when it comes: a list opened with filters in its address draws them at once.
 */
const InputSkeleton = () => (
  <Skeleton variant="rounded" width={180} height={48} sx={{ mt: 1, mb: 0.5 }} aria-hidden="true" />
);

/**
 * A filter a user adds from "Add filter" (not `alwaysOn`), drawn by the input `load` resolves to, whose code (and
 * MUI's Autocomplete, Select or pickers with it) is loaded the first time the filter is shown instead of with the
 * list's first screen. react-admin reads a filter's `source`, `label` and `alwaysOn` from the element, so a lazy
 * filter takes the props of the input it draws.
 */
export function lazyFilter<P extends object>(load: () => Promise<ComponentType<P>>) {
  const Input = lazy(() => load().then((input) => ({ default: input })));
  return function Filter(props: P) {
    return (
      <Suspense fallback={<InputSkeleton />}>
        <Input {...props} />
      </Suspense>
    );
  };
}

/** The shared filter inputs' code, asked for on intent (the pointer on "Add filter", or its focus). */
export const preloadFilterInputs = () => void import('./inputs');

export const SelectFilter = lazyFilter(() => import('./inputs').then((inputs) => inputs.SelectInput));
export const DateFilter = lazyFilter(() => import('./inputs').then((inputs) => inputs.DateInput));
export const NumberFilter = lazyFilter(() => import('./inputs').then((inputs) => inputs.NumberInput));
export const MoneyFilter = lazyFilter(() => import('./inputs').then((inputs) => inputs.MoneyInput));
export const ReferenceFilter = lazyFilter(() =>
  import('./inputs').then((inputs) => inputs.ReferenceAutocomplete),
);
