import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { indexedDbShelf, memoryShelf, shelveWith } from '../../mocks/server/uploads';
import { dataProvider } from '../../src/providers/dataProvider';
import { call, loginAs } from './backendCalls';

/**
 * Issue 14: the demo keeps uploaded files in IndexedDB, so an image still shows after a reload (a blob: URL died
 * with the page). A reload is a new shelf over the same IndexedDB; msw/node has none and keeps files in memory.
 */
type FileClass = new (bits: BlobPart[], name: string, options: { type: string }) => File;
let NodeFile: FileClass;
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);

beforeEach(async () => {
  // jsdom's File and FormData are not the ones Node's fetch sends (see tests/component/imageUpload.test.tsx).
  const buffer = 'node:buffer';
  NodeFile = ((await import(/* @vite-ignore */ buffer)) as { File: FileClass }).File;
  vi.stubGlobal('FormData', (await new Response(new URLSearchParams('a=1')).formData()).constructor);
});
afterEach(() => {
  vi.unstubAllGlobals();
  shelveWith(memoryShelf());
});

const uploadImage = async (size = PNG.length) => {
  const bytes = new Uint8Array(size);
  bytes.set(PNG);
  const { url } = await dataProvider.upload(new NodeFile([bytes], 'front.png', { type: 'image/png' }));
  return { url, bytes };
};
// toEqual on 300,000 numbers takes seconds; the same bytes, compared plainly.
const sameBytes = (a: Uint8Array, b: Uint8Array) =>
  a.length === b.length && a.every((byte, index) => byte === b[index]);
const read = async (url: string) => {
  const response = await fetch(url);
  return {
    status: response.status,
    type: response.headers.get('Content-Type'),
    bytes: new Uint8Array(await response.arrayBuffer()),
  };
};

describe('uploaded files in the demo', () => {
  it('are still readable after a reload: kept in IndexedDB, answered on their own URL', async () => {
    const browser = new IDBFactory();
    shelveWith(indexedDbShelf(browser));
    await loginAs('admin');
    // Over the 256 kB that used to get a blob: URL, which died with the page.
    const { url, bytes } = await uploadImage(300_000);
    expect(url).toMatch(/\/api\/v1\.0\/uploads\/[\w-]+$/);

    shelveWith(indexedDbShelf(browser)); // the page loads again: nothing in memory, the same IndexedDB
    const again = await read(url);
    expect(again.status).toBe(200);
    expect(again.type).toBe('image/png');
    expect(sameBytes(again.bytes, bytes)).toBe(true);
  });

  it('without IndexedDB (tests) are kept in memory for the run', async () => {
    shelveWith(memoryShelf());
    await loginAs('admin');
    const { url, bytes } = await uploadImage();
    expect(sameBytes((await read(url)).bytes, bytes)).toBe(true);
  });

  it('are forgotten by a demo reset, and an unknown one is a 404', async () => {
    shelveWith(indexedDbShelf(new IDBFactory()));
    await loginAs('admin');
    const { url } = await uploadImage();
    expect((await call('admin/demo/reset')).result).toBe(true);
    expect((await read(url)).status).toBe(404);
  });

  it('a storage that refuses the file is said plainly, not answered with a URL that will not work', async () => {
    shelveWith({
      ...memoryShelf(),
      put: () => Promise.reject(new DOMException('full', 'QuotaExceededError')),
    });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await loginAs('admin');
    await expect(uploadImage()).rejects.toMatchObject({ message: 'safety.uploadNotKept' });
  });
});
