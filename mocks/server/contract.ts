import { z } from 'zod/mini';
import type { Endpoint, RequestOf } from '../../src/api/contract/endpoint';
import { Refusal } from './http';

/**
 * The fake backend's side of the API contract (src/api/contract): each resource module declares the endpoints it
 * serves; the router validates every request against its endpoint's schema (the handlers get the typed, parsed
 * payload) and, in tests and the dev server, every answer, so a backend that drifts from the contract fails loudly.
 */
const declared = new Map<string, Endpoint>();

export function declareEndpoints(...areas: Record<string, Endpoint>[]) {
  for (const area of areas) for (const endpoint of Object.values(area)) declared.set(endpoint.path, endpoint);
}

export const endpointAt = (path: string) => declared.get(path);

/** Every declared path (the coverage test compares them with the router's routes). */
export const declaredPaths = () => [...declared.keys()];

/** `data[3].price`, `filter.status` */
export function issuePath(root: string, path: readonly PropertyKey[]) {
  return path.reduce<string>(
    (text, part) =>
      typeof part === 'number' ? `${text}[${part}]` : `${text}${text ? '.' : ''}${String(part)}`,
    root,
  );
}

/**
 * A message the client translates: the schema's own key, 'required' for a missing field, else 'invalid'. A missing
 * field is told by the value the issue reports (`reportInput`), not by zod's English text, which the demo build
 * leaves out (see CHECK_ANSWERS).
 */
function messageOf(issue: z.core.$ZodIssue) {
  if (/^[a-z][A-Za-z0-9]*(\.[A-Za-z0-9]+)+$/.test(issue.message)) return issue.message;
  if (issue.code === 'invalid_type' && issue.input === undefined) return 'app.validation.required';
  return 'app.validation.invalid';
}

/** The payload as the schema reads it, or a refusal whose field errors name the form's fields. */
export function parseRequest(endpoint: Endpoint, body: Record<string, unknown>): Record<string, unknown> {
  const parsed = endpoint.request.safeParse(body, { reportInput: true });
  if (parsed.success) return parsed.data as Record<string, unknown>;
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[issuePath('', issue.path) || '_'] ??= messageOf(issue);
  throw new Refusal(Object.values(errors)[0], errors);
}

/** What differs between an answer and its endpoint's schema, one line per field, naming the endpoint. */
export function answerProblems(
  endpoint: Endpoint,
  answer: { result?: unknown; data?: unknown; total?: unknown },
) {
  if (answer.result !== true || endpoint.file) return [];
  const problems: string[] = [];
  const parsed = endpoint.answer.safeParse(answer.data);
  if (!parsed.success) {
    for (const issue of parsed.error.issues)
      problems.push(`${endpoint.path}: ${issuePath('data', issue.path)}: ${issue.message}`);
  }
  if (endpoint.paged && typeof answer.total !== 'number')
    problems.push(`${endpoint.path}: total: expected a number`);
  return problems;
}

/** Answers are checked in tests and the dev server; the demo build trusts its own backend. */
export const CHECK_ANSWERS = import.meta.env.DEV || import.meta.env.MODE === 'test';

/**
 * zod/mini ships without messages ("Invalid input" for every issue): the answer checks name what was expected in
 * English, so they load zod's English locale. The demo build folds CHECK_ANSWERS to false and leaves it out (its
 * refusals carry only message keys).
 */
if (CHECK_ANSWERS) z.config(z.locales.en());

const violations: string[] = [];

/** Logs what an answer breaks and keeps it for the tests, which fail on any (tests/setup.ts). */
export async function checkAnswer(endpoint: Endpoint, response: Response) {
  if (!(response.headers.get('Content-Type') ?? '').includes('json')) return;
  const problems = answerProblems(endpoint, await response.clone().json());
  for (const problem of problems) console.error(`contract: ${problem}`);
  violations.push(...problems);
}

/** The violations seen since the last call (and forgets them). */
export const takeViolations = () => violations.splice(0);

/**
 * The request's payload as its endpoint's schema read it: the router validated the body before the handler ran,
 * so handlers read typed fields instead of parsing text.
 */
export const payloadOf = <E extends Endpoint>(_endpoint: E, body: Record<string, unknown>) =>
  body as RequestOf<E>;
