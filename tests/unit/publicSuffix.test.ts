import type * as Tldts from 'tldts';
import { getDomain } from '../../mocks/vendor/publicSuffix';

// `tldts` itself resolves to the stand-in here too (vite.config.ts); the list-carrying build is read by its path.
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- `as string` keeps TypeScript from resolving this untyped path (TS7016); the rule sees only that import() takes a string.
const tldts = (await import('tldts/dist/es6/index.js' as string)) as typeof Tldts;

// The demo's stand-in for tldts (vite.config.ts): the same registrable domain wherever the list's default rule
// holds, which covers every host the demo runs on; only multi-label suffixes such as co.uk differ, by design.
describe('the demo public-suffix lookup', () => {
  const options = { allowIcannDomains: true, allowPrivateDomains: true };

  it.each([
    'localhost',
    '127.0.0.1',
    '[::1]',
    'localhost:4173',
    'example.com',
    'admin.example.com',
    'a.b.cleaning.pl',
    'http://127.0.0.1:4173/api/orders',
    'app.internal',
  ])('answers %s as tldts does', (host) => {
    expect(getDomain(host, options)).toBe(tldts.getDomain(host, options));
  });

  it('takes the last label as the suffix where the list names a longer one', () => {
    expect(getDomain('shop.example.co.uk', options)).toBe('co.uk');
    expect(tldts.getDomain('shop.example.co.uk', options)).toBe('example.co.uk');
  });
});
