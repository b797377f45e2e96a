import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { db } from '../../mocks/server/db';
import type { OrderRow } from '../../mocks/rows';
import { renderApp } from './renderApp';

const orders = () => db().collection<OrderRow>('orders');

describe('review moderation', { timeout: 60000 }, () => {
  it('answers a low-rated review and links to its order and partners', async () => {
    const user = userEvent.setup();
    const review = orders()
      .all()
      .find(
        (row) =>
          row.location === 1 && row.rate === 1 && row.serviceTypes.some((type) => type.partners.length),
      )!;
    await renderApp(`/reviews/details/${review.id}`, { as: 'manager' });
    const panel = await screen.findByRole('region', { name: 'Review moderation' }, { timeout: 20000 });
    expect(within(panel).getByRole('link', { name: `Open order #${review.id}` })).toHaveAttribute(
      'href',
      `/orders/details/${review.id}`,
    );
    const partnerId = review.serviceTypes.flatMap((type) => type.partners)[0];
    expect(
      within(panel)
        .getAllByRole('link')
        .some((link) => link.getAttribute('href') === `/partners/details/${partnerId}`),
    ).toBe(true);
    expect(within(panel).getByTestId('review-visibility')).toHaveTextContent('Shown on the public site');

    await user.type(
      within(panel).getByLabelText('Answer to the customer'),
      'We are sorry; the next cleaning is on us.',
    );
    await user.click(within(panel).getByRole('button', { name: 'Save answer' }));
    await waitFor(() =>
      expect(orders().get(review.id)!.reviewAnswer).toBe('We are sorry; the next cleaning is on us.'),
    );
    expect(orders().get(review.id)!.price).toBe(review.price);
  });
});
