import { cleanup, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { endpointsOf } from '../../src/api/contract';
import { COUNT_MAX, MONEY_MAX, PERCENT_MAX, isCount, isMoney, isPercent } from '../../src/domain/bounds';
import { RESOURCES } from '../../src/resources/declared';
import { renderApp } from './renderApp';

/**
 * Issue 29, classes 3 and 4 (docs/decisions-safety.md "Bounds"): every input of every add form shows the API's
 * bound: a text input stops at its field's maximum length (textLimit), a number input of money, a count or a
 * percentage has the contract's range as its min and max. Walks the declared resources and their add endpoints'
 * schemas, never a hand list: a new form, or a new input without its limit, fails here.
 */

type Check = { _zod: { def: { check: string; maximum?: number; fn?: unknown } } };
type Schema = { _zod: { def: Record<string, unknown> & { type: string; checks?: Check[] } } };

/** A request field's bound: a text's maximum length, or a number's range by the domain rule its check runs. */
interface Bound {
  maxLength?: number;
  range?: { min: number; max: number };
}

const RANGES = new Map<unknown, { min: number; max: number }>([
  // money is typed in major units (the demo's currency has two decimals)
  [isMoney, { min: 0, max: MONEY_MAX / 100 }],
  [isCount, { min: 0, max: COUNT_MAX }],
  [isPercent, { min: 0, max: PERCENT_MAX }],
]);

function boundsOf(schema: Schema, path = '', out = new Map<string, Bound>()) {
  const def = schema._zod.def;
  const inner = (key: string) => def[key] as Schema;
  switch (def.type) {
    case 'object':
      for (const [key, value] of Object.entries(def.shape as Record<string, Schema>))
        boundsOf(value, path ? `${path}.${key}` : key, out);
      break;
    case 'optional':
    case 'nullable':
    case 'default':
      boundsOf(inner('innerType'), path, out);
      break;
    case 'pipe':
      boundsOf(inner('out'), path, out);
      break;
    case 'array':
      boundsOf(inner('element'), `${path}.*`, out);
      break;
    case 'record':
      // a text per language: `name.en`
      boundsOf(inner('valueType'), `${path}.*`, out);
      break;
    case 'string': {
      const max = def.checks?.find((check) => check._zod.def.check === 'max_length')?._zod.def.maximum;
      if (max !== undefined) out.set(path, { maxLength: max });
      break;
    }
    case 'number': {
      const range = def.checks?.map((check) => RANGES.get(check._zod.def.fn)).find(Boolean);
      if (range) out.set(path, { range });
      break;
    }
  }
  return out;
}

/** A form input's name (`address.city`, `name.en`, `services.0.quantity`) as a path of its request schema. */
const pathOf = (name: string, bounds: Map<string, Bound>) =>
  [name, name.replace(/\.[^.]+$/, '.*'), name.replace(/\.\d+\./g, '.*.')].find((path) => bounds.has(path));

/** Inputs of an add form that the add request does not carry as they are typed. */
const NOT_SENT: Record<string, string[]> = {
  // the code typed before 'Apply' (sent in `promocodes`), the certificate's code checked before it is used
  orders: ['promocodeEntry'],
  // percents or an amount by the chosen type: the type's own rule (src/domain/promocode.ts) bounds it
  promocodes: ['value'],
};

const ADD_FORMS = RESOURCES.filter((resource) => resource.hasCreate && resource.api).map((resource) => ({
  route: resource.name,
  api: resource.api!,
}));

describe('every add form shows the API bounds on its inputs', { timeout: 120000 }, () => {
  afterEach(cleanup);

  it('finds the add forms', () => {
    expect(ADD_FORMS.map((form) => form.route)).toEqual(
      expect.arrayContaining(['orders', 'partners', 'customers', 'certificates', 'warehouse', 'services']),
    );
  });

  it.each(ADD_FORMS)('$route/add', async ({ route, api }) => {
    const add = endpointsOf().find((endpoint) => endpoint.path === `admin/${api}/add`);
    expect(add, `admin/${api}/add`).toBeDefined();
    const bounds = boundsOf(add!.request as unknown as Schema);
    await renderApp(`/${route}/add`, { as: 'admin' });
    // the add screen's form, once its inputs are there (the top bar has a search form of its own)
    const fields = () =>
      [...document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('main form [name]')].filter(
        (input) => input instanceof HTMLInputElement || input instanceof HTMLTextAreaElement,
      );
    await waitFor(() => expect(fields().some((input) => pathOf(input.name, bounds))).toBe(true), {
      timeout: 60000,
    });
    const inputs = fields()
      .filter((input) => !['hidden', 'checkbox', 'radio', 'file', 'color', 'date'].includes(input.type))
      .filter((input) => !NOT_SENT[route]?.includes(input.name))
      // a select's value holder (MUI's native input behind the menu) is not typed in
      .filter((input) => input.getAttribute('aria-hidden') !== 'true');
    const wrong: string[] = [];
    for (const input of inputs) {
      const path = pathOf(input.name, bounds);
      const bound = path ? bounds.get(path) : undefined;
      if (input.type === 'number') {
        if (!bound?.range) continue;
        const [min, max] = [input.getAttribute('min'), input.getAttribute('max')];
        if (
          min === null ||
          max === null ||
          Number(min) !== bound.range.min ||
          Number(max) !== bound.range.max
        )
          wrong.push(`${input.name}: min ${min} max ${max}, API ${bound.range.min}-${bound.range.max}`);
      } else if (
        input.getAttribute('role') !== 'combobox' &&
        input.getAttribute('aria-autocomplete') == null
      ) {
        if (!bound?.maxLength) wrong.push(`${input.name}: no bounded text field of admin/${api}/add`);
        else if (input.maxLength !== bound.maxLength)
          wrong.push(`${input.name}: maxLength ${input.maxLength}, API ${bound.maxLength}`);
      }
    }
    expect(wrong.join('\n')).toBe('');
  });
});
