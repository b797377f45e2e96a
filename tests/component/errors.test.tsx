import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { ErrorBoundary } from 'react-error-boundary';
import { describe, expect, it } from 'vitest';
import { ErrorPanel } from '../../src/components/ErrorPanel';
import { ChunkLoadError, lazyScreen } from '../../src/routing/lazyScreen';

describe('error fallbacks', () => {
  it("shows 'Unexpected Application Error' with the status", () => {
    render(<ErrorPanel error={{ status: 404, statusText: 'Not Found' }} />);
    expect(screen.getByText('Unexpected Application Error')).toBeInTheDocument();
    expect(screen.getByText(/404 Not Found/)).toBeInTheDocument();
  });

  it("shows 'Unexpected Application Error' with the message", () => {
    render(<ErrorPanel error={new Error('boom')} />);
    expect(screen.getByText('boom')).toBeInTheDocument();
  });

  it("a lazy screen whose chunk fails shows 'Loading chunk failed' with a reload", async () => {
    const Broken = lazyScreen(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    );
    render(
      <ErrorBoundary FallbackComponent={({ error }) => <ErrorPanel error={error} />}>
        <Suspense fallback="loading">
          <Broken />
        </Suspense>
      </ErrorBoundary>,
    );
    expect(await screen.findByText('Loading chunk failed')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(new ChunkLoadError('x').name).toBe('ChunkLoadError');
  });
});
