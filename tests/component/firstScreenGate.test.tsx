import { render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { FirstScreenProvider, useFirstScreenShown } from '../../src/layout/firstScreen';

const moments: { timer?: number; committed?: number } = {};

/** A part of the shell that takes its time to draw (2 ms), the first of which asks for a timer. */
function SlowPart({ first }: { first: boolean }) {
  if (first && moments.timer === undefined) window.setTimeout(() => (moments.timer ??= performance.now()), 0);
  const until = performance.now() + 2;
  while (performance.now() < until);
  return null;
}

function Deferred() {
  const shown = useFirstScreenShown();
  useLayoutEffect(() => {
    if (shown) moments.committed = performance.now();
  }, [shown]);
  if (!shown) return null;
  return (
    <>
      {Array.from({ length: 60 }, (_, index) => (
        <SlowPart key={index} first={index === 0} />
      ))}
      <p>the shell's tools</p>
    </>
  );
}

/**
 * Issue 28: what the shell draws after the first screen's content (the sidebar's entries, the top bar's tools, the
 * tab counts) is drawn in a transition, in slices the browser can interrupt: a click, a reload or an answer is
 * handled while it draws, not after one long task (at 4x CPU the longest task after a list's first row went from
 * ~260-300 ms to ~160-220 ms).
 */
describe("the shell's parts after the first screen", () => {
  it('are drawn in slices: a timer set as they start runs before they are all in', async () => {
    render(
      <FirstScreenProvider waitForRows={false}>
        <Deferred />
      </FirstScreenProvider>,
    );
    await screen.findByText("the shell's tools", {}, { timeout: 10000 });
    expect(moments.timer).toBeDefined();
    expect(moments.committed).toBeDefined();
    expect(moments.timer!).toBeLessThan(moments.committed!);
  });
});
