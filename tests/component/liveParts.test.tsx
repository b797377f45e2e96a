import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

/** Each test with modules of its own: the live parts not loaded yet. */
const fresh = async () => ({
  ...(await import('../../src/components/live/liveParts')),
  ...(await import('../../src/routing/prefetch')),
});

/** The edit lock around a form, drawn at once or behind its fallback. */
async function drawLockedForm() {
  const { EditLock } = await import('../../src/components/live/liveParts');
  render(
    <Suspense fallback={<p>fallback</p>}>
      <EditLock api="orders" resource="orders" id={1}>
        <p>the form</p>
      </EditLock>
    </Suspense>,
  );
}

describe('the live parts of a record screen', () => {
  beforeEach(() => {
    vi.resetModules();
  });

  it('once preloaded, a form behind its edit lock is drawn in the first render, without a fallback', async () => {
    // A plain React.lazy suspends at its first render even with its chunk in, and React then keeps the fallback
    // 300 ms: the first record form opened stayed blank that long.
    const { preloadLiveParts } = await fresh();
    await preloadLiveParts();
    await drawLockedForm();
    expect(screen.getByText('the form')).toBeInTheDocument();
    expect(screen.queryByText('fallback')).not.toBeInTheDocument();
  });

  it('are not fetched with a list: the lock then suspends at its first render', async () => {
    const { openScreen } = await fresh();
    await openScreen({ pathname: '/orders', search: '' }).code;
    await drawLockedForm();
    expect(screen.getByText('fallback')).toBeInTheDocument();
  });

  it("are fetched with an edit form's code: its form is drawn at once", async () => {
    const { openScreen } = await fresh();
    await openScreen({ pathname: '/orders/edit/1', search: '' }).code;
    await drawLockedForm();
    expect(screen.getByText('the form')).toBeInTheDocument();
    expect(screen.queryByText('fallback')).not.toBeInTheDocument();
  });
});
