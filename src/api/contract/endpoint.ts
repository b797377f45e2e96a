import { z } from 'zod/mini';
import type { Action } from '../../domain/permissions';
import {
  CHOICE_INVALID,
  DATE_INVALID,
  MONEY_INVALID,
  NAME_CHARACTERS,
  TEXT_TOO_LONG,
} from '../../domain/bounds';
import { fieldKind } from './fieldKinds';

/**
 * Who may call an endpoint: anybody with the application credential (login), any logged-in account, or the
 * accounts whose role has `action` on `resource` in the permission table (src/domain/permissions.ts).
 */
export type Access = 'public' | 'session' | { resource: string; action: Action };

/** One endpoint of the API: its path, who may call it, the request payload and the answer's `data`. */
export interface Endpoint<
  Path extends string = string,
  Request extends z.ZodMiniType = z.ZodMiniType,
  Answer extends z.ZodMiniType = z.ZodMiniType,
> {
  path: Path;
  summary: string;
  access: Access;
  request: Request;
  /** the answer's `data` (ignored for a file answer) */
  answer: Answer;
  /** the answer carries `total`, the number of rows of all pages */
  paged?: boolean;
  /** the answer is a file, not the JSON envelope */
  file?: 'csv';
  /** refusal messages it may answer besides the common ones (forbidden, not found, session) */
  errors?: readonly string[];
  /**
   * A create: the client sends an `Idempotency-Key` header (src/domain/idempotency.ts), and a second call with the
   * same key, account and location is answered with the first call's answer, not a second record.
   */
  idempotent?: true;
}

export const endpoint = <
  const Path extends string,
  Request extends z.ZodMiniType,
  Answer extends z.ZodMiniType,
>(
  declared: Endpoint<Path, Request, Answer>,
) => declared;

/** What a caller sends (before form encoding) and what it gets back as `data`. */
export type RequestOf<E extends Endpoint> = z.output<E['request']>;
export type AnswerOf<E extends Endpoint> = z.output<E['answer']>;

/**
 * The envelope every JSON answer comes in (a CSV export answers the file itself). Requests have an envelope too:
 * besides its payload, every call sends `adminAuthToken` (a short-lived JWT signed with the login token; not on a
 * 'public' endpoint), `location` (the session's location, the scope of the call) and `language` (the interface
 * language), and the Authorization header carries the application credential. The router reads them before the
 * payload, so no endpoint's `request` declares them.
 */
export const envelope = z.object({
  result: z.boolean(),
  data: z.optional(z.unknown()),
  total: z.optional(z.int().check(z.nonnegative())),
  message: z.optional(z.string()),
  errors: z.optional(z.record(z.string(), z.string())),
  logout: z.optional(z.boolean()),
  /** a version conflict's: the kind of each field of the current record in `data` (fieldKinds.ts) */
  kinds: z.optional(z.record(z.string(), fieldKind)),
});

/**
 * The common refusals any endpoint may answer: besides the session's and the record's, a field of the wrong type,
 * and a field past its kind's bounds (src/domain/bounds.ts: a text too long, a name with control characters, a day
 * that is not a real one, an amount out of range, a value not in its list).
 */
export const COMMON_ERRORS = [
  'app.errors.technical',
  'app.errors.session',
  'app.errors.forbidden',
  'app.errors.notFound',
  'app.validation.invalid',
  ...Object.values(TEXT_TOO_LONG),
  NAME_CHARACTERS,
  DATE_INVALID,
  MONEY_INVALID,
  CHOICE_INVALID,
] as const;
