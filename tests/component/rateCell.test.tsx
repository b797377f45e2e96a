import { render, screen } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { RateCell } from '../../src/resources/orders/fields';
import { buildI18nProvider } from '../../src/providers/i18nProvider';

async function show(rate: number | null) {
  render(
    <AdminContext i18nProvider={await buildI18nProvider('en')}>
      <RateCell rate={rate} />
    </AdminContext>,
  );
}

describe("an order's rate in a list or its details", () => {
  it('is five stars, as many filled as the rate, named for a screen reader, with the figure beside them', async () => {
    await show(3);
    const cell = await screen.findByRole('img', { name: 'Rating: 3 stars' });
    const stars = [...cell.querySelectorAll('path')].map((star) => star.getAttribute('fill'));
    expect(stars).toHaveLength(5);
    expect(stars.filter((fill) => fill === stars[0])).toHaveLength(3);
    expect(stars[3]).not.toBe(stars[0]);
    expect(cell.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    expect(cell.textContent).toBe('3');
  });

  it('an order with no rate shows a dash', async () => {
    await show(null);
    expect(await screen.findByText('—')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });
});
