import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { server } from '../../mocks/node';
import { NOT_CSV_ERROR, RETRY_ERROR, download } from '../../src/api/client';
import { RELOAD_AFTER_MS, reloadWhileFailing } from '../../src/providers/queryClient';
import { loginAs } from './backendCalls';

describe('exports', () => {
  it('refuse an answer that is not a CSV instead of saving an HTML page as data.csv', async () => {
    await loginAs('admin');
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    server.use(
      http.post(
        /\/admin\/orders\/export$/,
        () => new HttpResponse('<html>login</html>', { headers: { 'Content-Type': 'text/html' } }),
      ),
    );
    await expect(download('admin/orders/export')).rejects.toThrow(NOT_CSV_ERROR);
    expect(click).not.toHaveBeenCalled();
    click.mockRestore();
  });
});

describe('failed loads', () => {
  const queryFailingWith = async (message: string) => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const observer = new QueryObserver(client, {
      queryKey: [message],
      queryFn: () => Promise.reject(new Error(message)),
    });
    await observer.refetch();
    return client.getQueryCache().find({ queryKey: [message] })!;
  };

  it('reload by themselves after 30 s when the server could not be reached', async () => {
    expect(reloadWhileFailing(await queryFailingWith(RETRY_ERROR))).toBe(RELOAD_AFTER_MS);
    expect(RELOAD_AFTER_MS).toBe(30_000);
  });

  it('do not retry a refusal', async () => {
    expect(reloadWhileFailing(await queryFailingWith('app.errors.forbidden'))).toBe(false);
  });
});
