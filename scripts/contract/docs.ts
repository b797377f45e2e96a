import { readFile, writeFile } from 'node:fs/promises';
import { API } from '../../src/api/contract';
import { renderJsonSchema, renderMarkdown, type ApiAreas } from './docs/render';

/** The generated files, relative to the repository's root. */
export const GENERATED = { markdown: 'docs/api.md', schema: 'docs/api.schema.json' } as const;

export const generate = (api: ApiAreas) => ({
  [GENERATED.markdown]: renderMarkdown(api),
  [GENERATED.schema]: renderJsonSchema(api),
});

const current = (file: string) => readFile(file, 'utf8').catch(() => '');

/**
 * `npm run contract:docs` writes docs/api.md and docs/api.schema.json from the schemas; with `--check` it writes
 * nothing and fails when the committed files differ from what the schemas give (CI runs it).
 */
export async function main(args: string[]): Promise<number> {
  const check = args.includes('--check');
  const stale: string[] = [];
  for (const [file, text] of Object.entries(generate(API))) {
    if ((await current(file)) === text) continue;
    if (check) stale.push(file);
    else await writeFile(file, text);
  }
  if (stale.length) {
    console.error(`out of date: ${stale.join(', ')} — run npm run contract:docs and commit the result`);
    return 1;
  }
  console.log(check ? 'the API docs are up to date' : `written: ${Object.values(GENERATED).join(', ')}`);
  return 0;
}
