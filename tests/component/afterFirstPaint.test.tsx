import { useLayoutEffect } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AfterFirstPaint } from '../../src/components/forms/AfterFirstPaint';

describe('AfterFirstPaint: the part of a long form below its first screen', () => {
  it('is a placeholder in the first commit and its content right after, without being asked again', async () => {
    const firstCommit: { below: boolean; placeholder: Element | null }[] = [];
    // Drawn once, beside it: its layout effect sees the DOM of the first commit, before the browser paints it.
    function FirstCommit() {
      useLayoutEffect(() => {
        firstCommit.push({
          below: document.querySelector('[data-testid="below"]') !== null,
          placeholder: document.querySelector('.MuiSkeleton-root'),
        });
      }, []);
      return null;
    }
    render(
      <>
        <p>The first fields</p>
        <AfterFirstPaint height={300}>
          <p data-testid="below">The rest of the form</p>
        </AfterFirstPaint>
        <FirstCommit />
      </>,
    );
    expect(firstCommit).toHaveLength(1);
    expect(firstCommit[0].below).toBe(false);
    // The placeholder keeps the page's height and is hidden from assistive technology.
    expect(firstCommit[0].placeholder).toHaveAttribute('aria-hidden', 'true');
    expect(firstCommit[0].placeholder).toHaveStyle({ height: '300px' });
    expect(await screen.findByTestId('below')).toBeInTheDocument();
    expect(document.querySelector('.MuiSkeleton-root')).toBeNull();
  });
});
