import { adminAuthToken } from '../../src/api/adminToken';
import { API_BASE, API_CREDENTIAL } from '../../src/api/config';
import { encodeBody, type Payload } from '../../src/api/encode';
import { getSession } from '../../src/session/store';
import { authProvider } from '../../src/providers/authProvider';
import type { FieldKind } from '../../src/api/contract/fieldKinds';

/** Helpers for the backend tests: raw calls with the session's token, choosing the location sent. */
export const loginAs = (role: 'admin' | 'manager') =>
  authProvider.login({ username: `${role}@example.com`, password: 'demo1234' });

export interface Answer {
  result: boolean;
  data?: unknown;
  total?: number;
  message?: string;
  errors?: Record<string, string>;
  /** a version conflict's: how to show each field of the current record */
  kinds?: Record<string, FieldKind>;
  csv?: string;
}

/** POSTs like the client, but `location` may be set (the client always sends the session's), and headers added. */
export async function call(
  path: string,
  payload: Payload = {},
  location?: number,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const session = getSession()!;
  const body = {
    language: 'en',
    ...payload,
    adminAuthToken: await adminAuthToken(session.token, session.id),
    location: location ?? session.location,
  };
  const response = await fetch(API_BASE + path, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      Authorization: API_CREDENTIAL,
      ...headers,
    },
    body: encodeBody(body),
  });
  if ((response.headers.get('Content-Type') ?? '').includes('text/csv'))
    return {
      result: true,
      csv: new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer()),
    };
  return (await response.json()) as Answer;
}

/** The ids of the rows an answer holds (a page, `many`, or a CSV's first column). */
export function idsOf(answer: Answer): number[] {
  if (answer.csv !== undefined)
    return answer.csv
      .split('\n')
      .slice(1)
      .map((line) => Number(line.split(',')[0]));
  return (answer.data as { id: number }[]).map((row) => row.id);
}
