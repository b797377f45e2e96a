import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from './renderApp';

/*
 * jsdom's File and FormData are not the ones Node's fetch (and so msw/node) understands: a jsdom FormData is sent as
 * the text "[object FormData]". The browser has one realm; here the test hands the app Node's own classes.
 */
type FileClass = new (bits: BlobPart[], name: string, options: { type: string }) => File;
let NodeFile: FileClass;
const file = (name: string, type: string, size: number) =>
  new NodeFile([new Uint8Array(size)], name, { type });

beforeEach(async () => {
  const buffer = 'node:buffer';
  NodeFile = ((await import(/* @vite-ignore */ buffer)) as { File: FileClass }).File;
  const NodeFormData = (await new Response(new URLSearchParams('a=1')).formData()).constructor;
  vi.stubGlobal('FormData', NodeFormData);
});
afterEach(() => vi.unstubAllGlobals());

describe('image upload input', { timeout: 60000 }, () => {
  it('refuses a 3 MB image with the spec message and keeps no image', async () => {
    const user = userEvent.setup();
    await renderApp('/seo/districts/add', { as: 'admin' });
    const input = await screen.findByTestId('image-file', {}, { timeout: 15000 });
    await user.upload(input, file('big.png', 'image/png', 3 * 1024 * 1024));
    expect(await screen.findByText('Upload a photo of the required format and size')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Category image' })).not.toBeInTheDocument();
  });

  it('refuses a file of another format', async () => {
    const user = userEvent.setup({ applyAccept: false });
    await renderApp('/seo/districts/add', { as: 'admin' });
    await user.upload(
      await screen.findByTestId('image-file', {}, { timeout: 15000 }),
      file('notes.pdf', 'application/pdf', 1000),
    );
    expect(await screen.findByText('Upload a photo of the required format and size')).toBeInTheDocument();
  });

  it('uploads a small png and shows its preview', async () => {
    const user = userEvent.setup();
    await renderApp('/seo/districts/add', { as: 'admin' });
    await user.upload(
      await screen.findByTestId('image-file', {}, { timeout: 15000 }),
      file('mokotow.png', 'image/png', 2048),
    );
    const preview = await screen.findByRole('img', { name: 'Category image' });
    expect(preview.getAttribute('src')).toMatch(/\/v1\.0\/uploads\/[\w-]+$/);
    expect(await screen.findByText('the file has been successfully uploaded')).toBeInTheDocument();
  });
});
