import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

/** The map's code with modules of the test's own (nothing loaded yet), and the prefetch of a screen. */
async function fetchedAhead(pathname: string) {
  const { openScreen } = await import('../../src/routing/prefetch');
  await openScreen({ pathname, search: '' }).code;
  const { MapCode } = await import('../../src/components/map/mapCode');
  render(
    <Suspense fallback={<p>fallback</p>}>
      <MapCode label="The address" center={{ lat: 52.23, lng: 21.01 }} marker={{ lat: 52.23, lng: 21.01 }} />
    </Suspense>,
  );
}

/**
 * A screen's lazy parts (`lazyScreen`'s `parts`) come with its code when it is fetched ahead, and are drawn in its
 * first render: no fallback, which React would keep at least 300 ms however soon the part came.
 */
describe("a screen's lazy parts", () => {
  beforeEach(() => {
    vi.resetModules();
  });

  it('the order form brings its map (and its day picker, FORM_PARTS): the map is drawn at once', async () => {
    await fetchedAhead('/orders/add');
    expect(screen.queryByText('fallback')).not.toBeInTheDocument();
    expect(screen.getByLabelText('The address')).toBeInTheDocument();
  });

  it("an order's details bring the map of its address", async () => {
    await fetchedAhead('/orders/details/1');
    expect(screen.queryByText('fallback')).not.toBeInTheDocument();
  });

  it("a partner's form brings the map of its districts", async () => {
    await fetchedAhead('/partners/add');
    expect(screen.queryByText('fallback')).not.toBeInTheDocument();
  });

  it('a screen without a map does not fetch it', async () => {
    await fetchedAhead('/customers');
    expect(screen.getByText('fallback')).toBeInTheDocument();
  });
});
