#!/usr/bin/env node
/**
 * Runs a TypeScript tool of this repository in node, through Vite's own module runner (no extra dependency): the
 * tool is loaded as the dev server would load it for SSR, so `import.meta.env` holds the mode's .env values and the
 * app's modules (the contract, the fake backend) import as they do in the tests.
 *
 *   node scripts/run.mjs <file.ts> [--mode demo] [tool arguments...]
 *
 * The tool exports `main(args: string[]): Promise<number>`; its result is the exit code.
 */
import { createToolServer } from './toolServer.mjs';

const [entry, ...rest] = process.argv.slice(2);
if (!entry) {
  console.error('usage: node scripts/run.mjs <file.ts> [--mode <mode>] [arguments]');
  process.exit(2);
}
const modeAt = rest.indexOf('--mode');
const mode = modeAt >= 0 ? rest[modeAt + 1] : 'production';
const args = modeAt >= 0 ? [...rest.slice(0, modeAt), ...rest.slice(modeAt + 2)] : rest;

const server = await createToolServer({ mode });
let code = 1;
try {
  const tool = await server.ssrLoadModule(entry);
  code = await tool.main(args);
} catch (error) {
  console.error(error);
} finally {
  await server.close();
}
process.exit(code);
