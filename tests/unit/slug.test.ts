import { describe, expect, it } from 'vitest';
import { followLabel, isSlug, slugify } from '../../src/domain/slug';

describe('slugify', () => {
  it.each([
    ['Sprzątanie po remoncie', 'sprzatanie-po-remoncie'],
    ['Łazienka (generalne)', 'lazienka-generalne'],
    ['  Mycie  okien!  ', 'mycie-okien'],
    ['Żółć gęślą jaźń', 'zolc-gesla-jazn'],
    ['Post-renovation cleaning', 'post-renovation-cleaning'],
    ['Room 2 + kitchen', 'room-2-kitchen'],
    ['', ''],
    [null, ''],
    ['<img src=x onerror=alert(1)>', 'img-src-x-onerror-alert-1'],
  ])('%s -> %s', (text, slug) => {
    expect(slugify(text)).toBe(slug);
    if (slug) expect(isSlug(slug)).toBe(true);
  });
});

describe('isSlug', () => {
  it.each([
    ['mycie-okien', true],
    ['a1', true],
    ['Mycie-okien', false],
    ['mycie--okien', false],
    ['-mycie', false],
    ['mycie okien', false],
    ['ł', false],
  ])('%s -> %s', (slug, ok) => expect(isSlug(slug)).toBe(ok));
});

describe('followLabel: the slug follows the label until edited by hand', () => {
  it.each([
    ['empty slug takes the label', '', 'Pokój', '', 'pokoj'],
    ['slug still generated follows', 'Pokój', 'Pokój duży', 'pokoj', 'pokoj-duzy'],
    ['hand-edited slug stays', 'Pokój', 'Pokój duży', 'moj-pokoj', 'moj-pokoj'],
    ['cleared label clears a generated slug', 'Pokój', '', 'pokoj', ''],
    ['no previous label, no slug', undefined, 'Okna', undefined, 'okna'],
  ])('%s', (_case, previous, next, slug, expected) => {
    expect(followLabel(previous, next, slug)).toBe(expected);
  });
});
