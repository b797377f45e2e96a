import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { endpoint } from '../../src/api/contract/endpoint';
import { recordOf } from '../../src/api/contract/collection';
import { wire } from '../../src/api/contract/wire';
import { renderJsonSchema, renderMarkdown } from '../../scripts/contract/docs/render';

/** A fixture area, declared as an area helper would: the generator knows nothing of it beforehand. */
const gadget = recordOf({
  label: z.string(),
  colour: z.enum(['red', 'blue']),
  parts: z.array(z.object({ sku: z.string() })),
});
const fixture = {
  gadgets: {
    list: endpoint({
      path: 'admin/gadgets/list',
      summary: 'One page of gadgets.',
      access: { resource: 'promocodes', action: 'list' },
      request: z.object({ page: z.optional(wire.int()), since: wire.date() }),
      answer: z.array(gadget),
      paged: true,
    }),
    remove: endpoint({
      path: 'admin/gadgets/remove',
      summary: 'Removes a gadget.',
      access: { resource: 'promocodes', action: 'delete' },
      request: z.object({ id: wire.id() }),
      answer: gadget,
      errors: ['app.errors.codeTaken'],
    }),
    ping: endpoint({
      path: 'admin/ping',
      summary: 'Anybody.',
      access: 'public',
      request: z.object({}),
      answer: z.boolean(),
    }),
    export: endpoint({
      path: 'admin/gadgets/export',
      summary: 'CSV.',
      access: 'session',
      request: z.object({}),
      answer: z.string(),
      file: 'csv',
    }),
  },
};

describe('generated API docs', () => {
  const markdown = renderMarkdown(fixture);

  it('names each endpoint with its payload fields, their types and whether they are required', () => {
    expect(markdown).toContain('## Gadgets');
    expect(markdown).toContain('### `admin/gadgets/list`');
    expect(markdown).toContain('| `since` | date (YYYY-MM-DD) | yes |');
    expect(markdown).toContain('| `page` | integer | no |');
  });

  it('says who may call it: the permission and the roles it gives, public, or any session', () => {
    expect(markdown).toContain('**Access:** permission `promocodes` · `list`: admin, manager');
    expect(markdown).toContain('**Access:** permission `promocodes` · `delete`: admin\n');
    expect(markdown).toMatch(/`admin\/ping`[\s\S]*\*\*Access:\*\* public/);
    expect(markdown).toMatch(/`admin\/gadgets\/export`[\s\S]*\*\*Access:\*\* any logged-in account/);
  });

  it('describes the answer: paged with total, nested fields, a repeated record by reference, a file', () => {
    expect(markdown).toContain('`data`: an array of objects, and `total`: the number of rows of all pages:');
    expect(markdown).toContain("| `colour` | 'red' \\| 'blue' | yes |");
    expect(markdown).toContain('| `parts[].sku` | string | yes |');
    expect(markdown).toContain("`data`: an object, with the fields of `admin/gadgets/list`'s answer.");
    expect(markdown).toMatch(/`admin\/gadgets\/export`[\s\S]*the CSV file itself/);
  });

  it('lists the declared errors with their English text after the common ones', () => {
    expect(markdown).toContain(
      "**Errors:** the common ones, and `app.errors.codeTaken` ('This code is already in use').",
    );
    expect(markdown).toMatch(/## Errors[\s\S]*`app\.errors\.forbidden`/);
  });

  it('writes a JSON Schema document with each request and answer', () => {
    const document = JSON.parse(renderJsonSchema(fixture)) as {
      $defs: Record<string, { properties?: Record<string, unknown>; required?: string[] }>;
      'x-endpoints': { path: string; roles: string[] }[];
    };
    expect(document.$defs['gadgets.list.request'].required).toEqual(['since']);
    expect(document.$defs['gadgets.list.answer'].required).toEqual(['result', 'data', 'total']);
    expect(document['x-endpoints'].find((entry) => entry.path === 'admin/gadgets/remove')?.roles).toEqual([
      'admin',
    ]);
  });

  it('keeps the references of a recursive answer inside the one document', () => {
    interface Node {
      label: string;
      children: Node[];
    }
    const node: z.ZodMiniType<Node> = z.object({ label: z.string(), children: z.lazy(() => z.array(node)) });
    const tree = {
      tree: {
        get: endpoint({
          path: 'admin/tree',
          summary: 'A tree.',
          access: 'session',
          request: z.object({}),
          answer: node,
        }),
      },
    };
    const text = renderJsonSchema(tree);
    const document = JSON.parse(text) as { $defs: Record<string, unknown> };
    const refs = [...text.matchAll(/"\$ref": "#\/\$defs\/([^"]+)"/g)].map((match) => match[1]);
    expect(refs).toContain('tree.get.data');
    for (const ref of refs) expect(document.$defs).toHaveProperty([ref]);
    expect(text).not.toContain('"$ref": "#"');
  });
});
