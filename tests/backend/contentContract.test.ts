import { describe, expect, it } from 'vitest';
import { db, dbReady } from '../../mocks/server/db';
import { takeViolations } from '../../mocks/server/contract';
import { API } from '../../src/api/contract';
import { CONTENT_SCHEMAS, type ContentApi } from '../../src/domain/contentRecordSchemas';
import { call, loginAs } from './backendCalls';

type Refused = { result: boolean; message?: string; errors?: Record<string, string> };

/** The content, catalogue and session endpoints against their contract: what they refuse and what they answer. */
describe('content and session contract', () => {
  it('derives every content record and form from its declaration in contentRecordSchemas.ts', () => {
    for (const api of Object.keys(CONTENT_SCHEMAS) as ContentApi[]) {
      const schema = CONTENT_SCHEMAS[api];
      const declared = [
        ...schema.texts,
        ...Object.keys('numbers' in schema ? schema.numbers : {}),
        ...('booleans' in schema ? schema.booleans : []),
        ...Object.keys('choices' in schema ? schema.choices : {}),
        ...('refs' in schema ? schema.refs : []),
        ...('lists' in schema ? schema.lists : []),
        ...('strings' in schema ? schema.strings : []),
        ...('images' in schema ? schema.images : []),
        'status',
      ].sort();
      const endpoints = API[api];
      expect(Object.keys(endpoints.add.request.shape).sort(), api).toEqual(declared);
      expect(
        Object.keys(endpoints.details.answer.shape)
          .filter((key) => key !== 'id' && key !== 'version' && key !== 'completed')
          .sort(),
        api,
      ).toEqual(declared);
    }
  });

  it('refuses a service whose price is not a number, naming the field', async () => {
    await loginAs('admin');
    const answer = (await call('admin/services/add', {
      label: { pl: 'Okna' },
      slug: { pl: 'okna' },
      price: 'cheap',
      time: 30,
      idServiceType: 1,
    })) as Refused;
    expect(answer).toMatchObject({
      result: false,
      message: 'app.validation.invalid',
      errors: { price: 'app.validation.invalid' },
    });
  });

  it('refuses a label of an unknown visibility, and keeps the domain messages for the rest', async () => {
    await loginAs('admin');
    const wrongType = (await call('admin/labels/add', {
      label: { pl: 'X' },
      visibility: 'everyone',
      colour: '#000000',
    })) as Refused;
    expect(wrongType.errors).toEqual({ visibility: 'app.validation.invalid' });
    const wrongColour = (await call('admin/labels/add', {
      label: { pl: 'X' },
      visibility: 'partner',
      colour: 'red',
    })) as Refused;
    expect(wrongColour.errors).toEqual({ colour: 'resources.labels.validation.colour' });
  });

  it('keeps the session messages: password rules, search limit, upload without a file', async () => {
    await loginAs('admin');
    const password = (await call('admin/account/password', {
      currentPassword: 'demo1234',
      password: 'short',
      repeatPassword: 'other',
    })) as Refused;
    expect(password.errors).toEqual({
      password: 'app.validation.passwordLength',
      repeatPassword: 'app.validation.passwordMatch',
    });
    expect(await call('admin/search', { q: 'x'.repeat(256) })).toMatchObject({
      result: false,
      message: 'app.validation.searchMax',
    });
    expect(await call('admin/location/change', { id: 'first' })).toMatchObject({
      result: false,
      errors: { id: 'app.validation.invalid' },
    });
    expect(await call('admin/upload', {})).toMatchObject({ result: false, message: 'app.validation.upload' });
  });

  it('fails when a content answer breaks its derived schema, naming the endpoint and the field', async () => {
    await loginAs('admin');
    await dbReady();
    const label = db().collection('labels').all()[0];
    db().collection('labels').update(label.id, { visibility: 'everyone' });
    await call('admin/labels/details', { id: label.id });
    const violations = takeViolations();
    expect(violations).toHaveLength(1);
    expect(violations[0]).toMatch(/^admin\/labels\/details: data\.visibility: /);
  });
});
