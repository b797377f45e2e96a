import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EditLock, preloadLiveParts } from '../../src/components/live/liveParts';

describe('the live parts of a record screen', () => {
  it('once preloaded, a form behind its edit lock is drawn in the first render, without a fallback', async () => {
    // A plain React.lazy suspends at its first render even with its chunk in, and React then keeps the fallback
    // 300 ms: the first record form opened stayed blank that long.
    await preloadLiveParts();
    render(
      <Suspense fallback={<p>fallback</p>}>
        <EditLock api="orders" resource="orders" id={1}>
          <p>the form</p>
        </EditLock>
      </Suspense>,
    );
    expect(screen.getByText('the form')).toBeInTheDocument();
    expect(screen.queryByText('fallback')).not.toBeInTheDocument();
  });
});
