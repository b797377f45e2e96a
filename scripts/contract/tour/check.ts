import { z } from 'zod/mini';
import { COMMON_ERRORS, envelope, type Endpoint } from '../../../src/api/contract/endpoint';
import type { Reply } from './client';

/** One difference between what a host answered and what the contract says. */
export interface Finding {
  endpoint: string;
  /** `data[0].value`, `total`, `HTTP`, `Content-Type`, `result` */
  field: string;
  expected: string;
  got: string;
}

/**
 * What a step expects besides a valid answer: `count` a `total` even where the contract does not declare the list
 * yet (the tab counts read it), `logout` a refusal that ends the session (the token checks).
 */
export type Expectation = 'success' | 'count' | 'logout';

/** `data[3].price`, `filter.status` */
export const fieldPath = (root: string, path: readonly PropertyKey[]) =>
  path.reduce<string>(
    (text, part) =>
      typeof part === 'number' ? `${text}[${part}]` : `${text}${text ? '.' : ''}${String(part)}`,
    root,
  );

/** A value as the report shows it: short, with its JSON type. */
export function shown(value: unknown): string {
  if (value === undefined) return 'missing';
  const type = value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;
  const text = JSON.stringify(value) ?? String(value);
  return `${text.length > 40 ? `${text.slice(0, 37)}...` : text} (${type})`;
}

/** zod/mini ships without messages: the report's other issues read in English. */
z.config(z.locales.en());

function expectedOf(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.expected;
    case 'invalid_value':
      return issue.values.map((value) => JSON.stringify(value)).join(' | ');
    default:
      return issue.message;
  }
}

/** Every issue of a parse as findings; `reportInput` gives the value that was there. */
function issuesOf(endpoint: string, root: string, schema: z.ZodMiniType, value: unknown): Finding[] {
  const parsed = schema.safeParse(value, { reportInput: true });
  if (parsed.success) return [];
  return parsed.error.issues.map((issue) => ({
    endpoint,
    field: fieldPath(root, issue.path),
    expected: expectedOf(issue),
    got: shown(issue.input),
  }));
}

const excerpt = (reply: Reply) =>
  `${reply.contentType || 'no type'}: ${JSON.stringify(reply.text.slice(0, 40))}`;

/** The export's answer: a CSV, never an HTML page (a JSON answer is a refusal). */
function checkFile(path: string, reply: Reply): Finding[] {
  const csv = /^(text\/csv|application\/csv)/i.test(reply.contentType) && !/^\s*</.test(reply.text);
  if (reply.status === 200 && csv) return [];
  if (reply.contentType.includes('json')) return checkJson(path, undefined, reply, 'success');
  return [
    {
      endpoint: path,
      field: 'Content-Type',
      expected: 'text/csv, HTTP 200',
      got: `HTTP ${reply.status} ${excerpt(reply)}`,
    },
  ];
}

function refusalFindings(
  path: string,
  endpoint: Endpoint | undefined,
  answer: z.output<typeof envelope>,
  expect: Expectation,
) {
  const findings: Finding[] = [];
  const message = answer.message ?? '';
  if (expect !== 'logout') {
    findings.push({
      endpoint: path,
      field: 'result',
      expected: 'true',
      got: `false (${message || 'no message'})`,
    });
  } else if (answer.logout !== true) {
    findings.push({
      endpoint: path,
      field: 'logout',
      expected: 'true (the session ends)',
      got: shown(answer.logout),
    });
  }
  const known: readonly string[] = [...COMMON_ERRORS, ...(endpoint?.errors ?? [])];
  if (message && !known.includes(message)) {
    findings.push({
      endpoint: path,
      field: 'message',
      expected: `one of ${known.join(', ')}`,
      got: shown(message),
    });
  }
  return findings;
}

/** A JSON answer: HTTP 200, the envelope, then `data` (and `total`) against the endpoint's schemas. */
function checkJson(
  path: string,
  endpoint: Endpoint | undefined,
  reply: Reply,
  expect: Expectation,
): Finding[] {
  let body: unknown;
  try {
    body = JSON.parse(reply.text);
  } catch {
    return [
      {
        endpoint: path,
        field: 'HTTP',
        expected: 'HTTP 200 with the JSON envelope',
        got: `HTTP ${reply.status} ${excerpt(reply)}`,
      },
    ];
  }
  const findings: Finding[] = [];
  if (reply.status !== 200)
    findings.push({ endpoint: path, field: 'HTTP', expected: '200', got: String(reply.status) });
  const parsed = envelope.safeParse(body);
  if (!parsed.success) return [...findings, ...issuesOf(path, '', envelope, body)];
  const answer = parsed.data;
  if (!answer.result || expect === 'logout') {
    if (answer.result)
      return [
        ...findings,
        { endpoint: path, field: 'result', expected: 'false, with logout: true', got: 'true' },
      ];
    return [...findings, ...refusalFindings(path, endpoint, answer, expect)];
  }
  if (endpoint) findings.push(...issuesOf(path, 'data', endpoint.answer, answer.data));
  if ((endpoint?.paged || expect === 'count') && answer.total === undefined) {
    findings.push({ endpoint: path, field: 'total', expected: 'integer (a paged answer)', got: 'missing' });
  }
  return findings;
}

/**
 * What differs between a reply and the contract: the HTTP status, a body that is not JSON (or not a CSV for an
 * export), the envelope, a refusal or an unknown message, and `data`/`total` against the endpoint's schemas. An
 * endpoint the contract does not declare (yet) is checked for the envelope only.
 */
export function checkReply(
  path: string,
  endpoint: Endpoint | undefined,
  reply: Reply,
  expect: Expectation = 'success',
): Finding[] {
  if (reply.status === 0) return [{ endpoint: path, field: 'HTTP', expected: 'an answer', got: reply.text }];
  if (endpoint?.file && expect !== 'logout') return checkFile(path, reply);
  return checkJson(path, endpoint, reply, expect);
}
