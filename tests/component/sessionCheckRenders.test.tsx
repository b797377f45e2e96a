import { act, screen, waitFor } from '@testing-library/react';
import { delay } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { SESSION_CHECK_KEY } from '../../src/providers/raInternals';
import { renderBootedApp } from './renderApp';

/** The order form's day picker, counted each time it is drawn (the module is the real one). */
const picker = vi.hoisted(() => ({ renders: 0 }));
vi.mock('../../src/resources/orders/DateCalendar', async (importOriginal) => {
  const { default: DateCalendar } =
    await importOriginal<typeof import('../../src/resources/orders/DateCalendar')>();
  return {
    default: function CountedDateCalendar(props: { readOnly?: boolean }) {
      picker.renders += 1;
      return <DateCalendar {...props} />;
    },
  };
});

/**
 * react-admin's routes read the session check's whole result: each change of it (a check starting or ending, its
 * answer turning stale) drew the whole open screen again, every input of a form. The routes are told of its
 * answer, error and status only (src/providers/queryClient.ts, `SESSION_CHECK_READS`).
 */
describe('a session check that changes nothing the screen reads', () => {
  it(
    'does not draw the open screen again: a check made again, and its answer turning stale',
    { timeout: 60000 },
    async () => {
      const { boot } = await renderBootedApp('/orders/add', { as: 'admin' });
      await screen.findByTestId('date-calendar', {}, { timeout: 30000 });
      const services = await screen.findByRole('group', { name: 'Services' }, { timeout: 30000 });
      await waitFor(() => expect(services).toHaveAttribute('aria-busy', 'false'), { timeout: 30000 });
      const queryClient = boot.queryClient;
      // The screen as drawn once everything it opened with is in.
      await act(() => delay(300));
      const drawn = picker.renders;

      // A check made again with the same answer (as a screen opening after SESSION_CHECK_FRESH_MS does).
      await act(() => queryClient.refetchQueries({ queryKey: [...SESSION_CHECK_KEY] }));
      await act(() => delay(100));
      expect(picker.renders).toBe(drawn);

      // The answer turning stale (as it does SESSION_CHECK_FRESH_MS after the check).
      await act(() =>
        queryClient.invalidateQueries({ queryKey: [...SESSION_CHECK_KEY], refetchType: 'none' }),
      );
      await act(() => delay(100));
      expect(picker.renders).toBe(drawn);
      expect(screen.getByTestId('date-calendar')).toBeInTheDocument();
    },
  );
});
