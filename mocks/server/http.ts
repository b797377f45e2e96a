import type { FieldKind } from '../../src/api/contract/fieldKinds';

export type Answer = Response;

// Plain `Response`s (msw takes them as they are): the backend's worker carries no msw code.
export const ok = (data: unknown, total?: number) =>
  Response.json(total === undefined ? { result: true, data } : { result: true, data, total });

/** Refusals answer HTTP 200 with result false: the client does not look at the status. */
export const fail = (
  message: string,
  errors?: Record<string, string>,
  logout?: boolean,
  data?: unknown,
  kinds?: Record<string, FieldKind>,
) =>
  Response.json({
    result: false,
    message,
    ...(errors ? { errors } : {}),
    ...(logout ? { logout: true } : {}),
    ...(data !== undefined ? { data } : {}),
    ...(kinds ? { kinds } : {}),
  });

export class Refusal extends Error {
  constructor(
    message: string,
    readonly errors?: Record<string, string>,
    readonly logout = false,
    /** what the refused call may still see: the current record of a version conflict */
    readonly data?: unknown,
    /** how to show each field of that record (src/api/contract/fieldKinds.ts) */
    readonly kinds?: Record<string, FieldKind>,
  ) {
    super(message);
  }
}

/** Form values arrive as strings: these read them back into the types a record holds. */
export const read = {
  num(value: unknown): number | undefined {
    if (value === undefined || value === null || value === '') return undefined;
    const number = Number(value);
    return Number.isFinite(number) ? number : undefined;
  },
  int(value: unknown): number | undefined {
    const number = read.num(value);
    return number === undefined ? undefined : Math.trunc(number);
  },
  bool(value: unknown): boolean {
    return value === '1' || value === 'true' || value === true || value === 1;
  },
  str(value: unknown): string | undefined {
    return typeof value === 'string' ? value : value == null ? undefined : String(value);
  },
  ids(value: unknown): number[] {
    const list = Array.isArray(value)
      ? value
      : value == null
        ? []
        : typeof value === 'object'
          ? Object.values(value)
          : [value];
    return list.map(Number).filter((n) => Number.isFinite(n));
  },
  texts(value: unknown): Record<string, string> {
    return value && typeof value === 'object' ? (value as Record<string, string>) : {};
  },
};
