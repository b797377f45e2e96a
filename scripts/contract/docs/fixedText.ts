import { COMMON_ERRORS } from '../../../src/api/contract/endpoint';
import { errorText } from './errors';
import { DATE_MAX, DATE_MIN, MONEY_MAX, TEXT_MAX } from '../../../src/domain/bounds';

const LIMITS = Object.entries(TEXT_MAX)
  .map(([kind, max]) => `${kind} ${max}`)
  .join(', ');

/**
 * What the schemas cannot say (transport, encoding, the session, the envelope, the common refusals), written once
 * at the top of docs/api.md. Everything per endpoint below it is generated from src/api/contract.
 */
export const HEADER = `# The API contract

Generated from the schemas in \`src/api/contract/\` by \`npm run contract:docs\`; do not edit by hand (CI fails when
this file differs from what the schemas give). The same schemas as JSON Schema: \`docs/api.schema.json\`. Rules of
behaviour no schema shows (what an edit may change, what a delete refuses) are in \`docs/api-rules.md\`. The fake
backend in \`mocks/\` implements this contract and validates every request against it; \`npm run contract -- --host
URL\` checks a real host against it (\`docs/contract-report.md\`).

## Transport
- \`POST \${VITE_API_URL}/v1.0/<path>\`, \`Content-Type: application/x-www-form-urlencoded\`,
  \`Authorization: <VITE_API_CREDENTIAL>\` (the application credential; the fake backend refuses any other).
- Download variant (\`…/export\`): the same POST; the answer is the CSV file itself (\`text/csv\`, UTF-8 with a BOM),
  saved as \`data.csv\`. A refusal is still the JSON envelope; anything else (an HTML page) is never saved.
- Upload variant (\`admin/upload\`): multipart \`file\`, \`location\`, \`language\`, \`adminAuthToken\` → \`{ url }\`;
  only .jpg .png .gif up to 2 MB.
- Creates (every \`…/add\`, marked **Idempotent** below) carry an \`Idempotency-Key\` header: 8 to 128 letters,
  digits and dashes, new for each add (the client sends a UUID, and the same one again when it retries the same
  values). The server answers a second call with a key it has answered before, for the same account, location and
  path, with the first answer (the same record, not a new one); a call arriving while the first is being answered
  waits for it. Only a successful add is remembered: a refused one may be sent again with its key. A host behind
  CORS allows the header (\`Access-Control-Allow-Headers: Authorization, Idempotency-Key\`).

## Form encoding
The payload tables below give each field's type after decoding. On the wire the body is bracket notation encoded
by \`qs\` (\`src/api/encode.ts\`): \`services[0][id]=3&filter[status][0]=4\`.
- \`undefined\`, \`null\`, \`''\`, \`[]\` and objects left empty are not sent (a field that is not required may be absent);
- numbers are sent as text and read back as numbers; booleans are \`1\`/\`0\`; dates \`YYYY-MM-DD\`;
- amounts of money are integer minor units; lists are \`name[0]=…&name[1]=…\`, objects \`name[key]=…\`.

## Session
- \`admin/login\` (public) answers the session, whose \`token\` is the login token: a JWT \`{id, permission, exp}\`
  signed by the server.
- Every other call adds \`adminAuthToken\`, \`location\` (the id of the session's location) and \`language\` (the
  interface language) to its payload. \`adminAuthToken\` is an HS256 JWT \`{id, iat, exp = iat + 3600}\` signed with
  the login token as the key (\`src/api/adminToken.ts\`): fresh for each call, or reused while it has over 60 s left.
- The server refuses with \`logout: true\` an adminAuthToken without \`exp\` and \`iat\`, older than 3600 s, expired,
  or signed with a login token it did not issue or has revoked (\`admin/logout\` revokes the one behind the call).

## Answers
Every JSON answer is the envelope below; the HTTP status is not read.

| field | type | when |
|---|---|---|
| \`result\` | boolean | always |
| \`data\` | the endpoint's answer | \`result: true\` (and a version conflict's current record) |
| \`total\` | integer ≥ 0 | paged answers: the number of rows of all pages |
| \`message\` | message key | \`result: false\` |
| \`errors\` | \`{ [field]: message key }\` | a refusal of form fields |
| \`logout\` | \`true\` | the session is over: the panel goes to /login |
| \`kinds\` | \`{ [field]: field kind }\` | a version conflict: how to show each field of the current record (a status by its name) |

An answer that is not JSON, or a network failure, shows 'An error occurred while loading data from the server'.

## Errors
Refusals carry a message key (the panel translates it) and, for forms, the same keys per field. Any endpoint may
answer the common ones: ${COMMON_ERRORS.map(errorText).join(', ')}. A request whose field has the wrong type or is
missing is refused with \`app.validation.invalid\` or \`app.validation.required\` under that field; one past its
kind's bounds (\`src/domain/bounds.ts\`: texts at most ${LIMITS} characters by kind; names without control or
direction characters; dates real days from ${DATE_MIN} to ${DATE_MAX}; money whole minor units from 0 to ${MONEY_MAX};
closed lists of values) with that bound's message. Each endpoint
below lists the refusals it adds.

Versions: every record answers an integer \`version\`, raised on each write. \`edit\`, \`delete\` and declared
actions may send the \`version\` they were based on; a stale one is refused with \`safety.conflict\`, the current
record in \`data\` and its fields' kinds in \`kinds\`. A call without \`version\` (bulk changes) is not checked.

## Access
Each endpoint names who may call it: \`public\`, any logged-in account, or a row and action of the permission table
(\`src/domain/permissions.ts\`) with the roles it gives. The server checks it on every call and answers
\`app.errors.forbidden\` otherwise.
`;
