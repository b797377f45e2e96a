import { beforeAll, describe, expect, it } from 'vitest';
import { loadHtmlCleaner } from '../../mocks/server/htmlCleaner';
import { stripHtml } from '../../mocks/server/stripHtml';
import { keepUpload } from '../../mocks/server/uploads';
import { API } from '../../src/api/contract';
import { CONTENT_SCHEMAS, type ContentApi } from '../../src/domain/contentRecordSchemas';
import { PARTNER_IMAGES } from '../../src/domain/partnerValidation';
import { call, loginAs } from './backendCalls';
import { HOSTILE_HTML_URLS, HOSTILE_URLS, SAFE_URLS } from './urlVectors';

/**
 * A hostile client's URLs (docs/decisions-safety.md, "HTML and the Content-Security-Policy"): the backend reads a
 * stored URL as the browser's URL parser does, and an image field takes only a file the upload endpoint answered.
 */

const attr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

beforeAll(loadHtmlCleaner);

describe('the HTML cleaner reads a URL as the browser does', () => {
  it.each(HOSTILE_URLS)('drops href and src %j', (url) => {
    expect(stripHtml(`<a href="${attr(url)}">x</a>`)).toBe('<a>x</a>');
    expect(stripHtml(`<img src="${attr(url)}" alt="x">`)).toBe('<img alt="x">');
  });

  it.each(HOSTILE_HTML_URLS)('drops an href written %s', (written) => {
    expect(stripHtml(`<a href="${written}">x</a>`)).toBe('<a>x</a>');
  });

  it.each(SAFE_URLS)('keeps %j', (url) => {
    expect(stripHtml(`<a href="${attr(url)}">x</a>`)).toBe(`<a href="${attr(url)}">x</a>`);
  });

  it('stores an agreement without the hostile links, through the API', async () => {
    await loginAs('admin');
    const links = [...HOSTILE_URLS.map(attr), ...HOSTILE_HTML_URLS]
      .map((url, index) => `<a href="${url}">l${index}</a>`)
      .join('');
    const answer = await call('admin/agreements/add', {
      title: { pl: 'Regulamin' },
      slug: { pl: 'regulamin-linki' },
      content: { pl: `<p>${links}<a href="https://example.com/">ok</a></p>` },
    });
    expect(answer.result).toBe(true);
    const stored = (answer.data as { content: { pl: string } }).content.pl;
    expect(stored.match(/href=/g)).toHaveLength(1);
    expect(stored).toContain('<a href="https://example.com/">ok</a>');
  });
});

/** Every image field the contract declares: the content records' `images`, the partner's PARTNER_IMAGES. */
const IMAGE_FIELDS: [api: string, field: string][] = [
  ...(Object.keys(CONTENT_SCHEMAS) as ContentApi[]).flatMap((api) => {
    const schema = CONTENT_SCHEMAS[api];
    return ('images' in schema ? schema.images : []).map((field): [string, string] => [api, field]);
  }),
  ...PARTNER_IMAGES.map((field): [string, string] => ['partners', field]),
];

const HOSTILE_IMAGES = [
  'https://tracker.example/pixel.gif?who=admin',
  '//tracker.example/pixel.gif',
  'javascript:alert(1)',
  '\u180Ejavascript:alert(1)',
  'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>',
  '/uploads/front.png',
  '/api/v1.0/uploads/../../admin/demo/reset',
  '/api/v1.0/uploads/6f1c?next=https://tracker.example/',
  'https://tracker.example/api/v1.0/uploads/6f1c',
  ' /api/v1.0/uploads/6f1c/x',
];

describe('an image field takes only a file the upload endpoint answered', () => {
  it('finds the image fields in the contract', () => {
    expect(IMAGE_FIELDS).toEqual(
      expect.arrayContaining([
        ['services', 'icon'],
        ['serviceTypes', 'icon'],
        ['seoDistricts', 'image'],
        ['partners', 'avatar'],
      ]),
    );
    for (const [api, field] of IMAGE_FIELDS) {
      const endpoints = API[api as keyof typeof API] as { edit: { request: { shape: object } } };
      expect(Object.keys(endpoints.edit.request.shape), `${api}.${field}`).toContain(field);
    }
  });

  it.each(IMAGE_FIELDS)(
    '%s.%s: refuses another URL with a field error, takes an upload',
    async (api, field) => {
      await loginAs('admin');
      const list = await call(`admin/${api}/list`, { perPage: 1, sort: 'id', order: 'ASC' });
      const [first] = list.data as { id: number }[];
      const { data: record } = await call(`admin/${api}/details`, { id: first.id });
      const before = JSON.stringify(record);
      for (const url of HOSTILE_IMAGES) {
        const refused = await call(`admin/${api}/edit`, { ...(record as object), [field]: url });
        expect(refused, `${api}.${field} = ${url}`).toMatchObject({
          result: false,
          message: 'app.validation.upload',
          errors: { [field]: 'app.validation.upload' },
        });
      }
      const { data: after } = await call(`admin/${api}/details`, { id: first.id });
      expect(JSON.stringify(after)).toBe(before);

      // what the record already holds (the seed's inline images) may be sent back as it is
      expect((await call(`admin/${api}/edit`, { ...(record as object) })).result).toBe(true);
      const url = await keepUpload(new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'a.png'));
      const { data: current } = await call(`admin/${api}/details`, { id: first.id });
      expect(await call(`admin/${api}/edit`, { ...(current as object), [field]: url })).toMatchObject({
        result: true,
        data: { [field]: url },
      });
    },
  );

  it('refuses a hostile icon on a new service too', async () => {
    await loginAs('manager');
    const answer = await call('admin/services/add', {
      label: { pl: 'Okna' },
      slug: { pl: 'okna-piksel' },
      price: 1000,
      time: 30,
      idServiceType: 1,
      icon: 'https://tracker.example/pixel.gif',
    });
    expect(answer).toMatchObject({ result: false, errors: { icon: 'app.validation.upload' } });
  });
});
