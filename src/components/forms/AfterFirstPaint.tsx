import { useDeferredValue, type ReactNode } from 'react';
import { Skeleton } from '@mui/material';

/**
 * The part of a long form below its first screen, drawn in React's deferred pass right after the first one
 * (`useDeferredValue` with an initial value): the fields a user starts with show, and take input, one render
 * sooner, and the rest follows within a few frames, long before a hand gets there. Until then a placeholder of about
 * its height keeps the page from jumping. The values are the form's, not the inputs': a field drawn a moment later
 * shows what the form holds (a copy's values, a kept draft).
 */
export function AfterFirstPaint({ children, height }: { children: ReactNode; height: number }) {
  const drawn = useDeferredValue(true, false);
  return drawn ? children : <Skeleton variant="rectangular" height={height} aria-hidden="true" />;
}
