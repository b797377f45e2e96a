/*
 * What the end-to-end specs and the bench read on `window` inside the page (page.evaluate and friends): axe-core once
 * a test has added its script, and the markers the tests' own scripts leave there.
 */
interface Window {
  /** axe-core, after `page.addScriptTag({ path: AXE_SOURCE })` (tests/e2e/harness.mjs, orderform.test.mjs). */
  axe: typeof import('axe-core');
  /** When the first table row with text was painted: set by the bench's probe (tests/bench/measure.mjs). */
  __firstRow?: number;
  /** Set by the inline script that the Content-Security-Policy must refuse (csp.test.mjs): never set when it works. */
  __inline?: boolean;
}
