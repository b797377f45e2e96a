import { render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { AdminContext } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reportStorageProblem } from '../../mocks/demoStorage';
import { DemoStorageAlert } from '../../src/components/DemoStorageAlert';
import { DEMO_STORAGE_FLAG } from '../../src/domain/demoStorage';
import { buildI18nProvider } from '../../src/providers/i18nProvider';

/** Reports a full storage in the same commit as the alert, after its render and before its effect. */
function ReportsBeforeTheAlertListens() {
  useLayoutEffect(() => reportStorageProblem(new DOMException('full', 'QuotaExceededError')), []);
  return null;
}

afterEach(() => {
  delete document.documentElement.dataset[DEMO_STORAGE_FLAG];
});

describe('the demo storage alert', () => {
  it('shows a problem reported between its render and its listening (a busy page under load)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(
      <AdminContext i18nProvider={await buildI18nProvider('en')}>
        <DemoStorageAlert />
        <ReportsBeforeTheAlertListens />
      </AdminContext>,
    );
    expect(await screen.findByRole('dialog', { name: 'The demo cannot keep its data' })).toBeInTheDocument();
  });
});
