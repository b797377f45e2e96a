import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { server } from '../../mocks/node';
import { ApiError, NOT_CSV_ERROR, RETRY_ERROR, download, post } from '../../src/api/client';
import { RELOAD_AFTER_MS, reloadWhileFailing } from '../../src/providers/queryClient';
import { loginAs } from '../backend/backendCalls';

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

describe('a late answer of an earlier session', () => {
  it('does not end the session logged in since', async () => {
    await loginAs('admin');
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.post(/\/admin\/services\/list$/, async () => {
        await answered;
        return HttpResponse.json({ result: false, message: 'app.errors.session', logout: true });
      }),
    );
    const late = post('admin/services/list').catch((error: unknown) => error);
    await loginAs('manager');
    answer();
    const error = await late;
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).logout).toBe(false);
  });

  it('still ends the session it was made in', async () => {
    await loginAs('admin');
    server.use(
      http.post(/\/admin\/services\/list$/, () =>
        HttpResponse.json({ result: false, message: 'app.errors.session', logout: true }),
      ),
    );
    await expect(post('admin/services/list')).rejects.toMatchObject({ logout: true });
  });
});
