/*
 * The public-suffix lookup msw's cookie jar needs, without the public-suffix list (tldts's list is ~45 kB gzip on
 * the demo's first screen). msw asks tough-cookie for the request's cookies on every call, and tough-cookie asks
 * tldts for the registrable domain of the page's host. The fake backend sets no cookies and the demo runs on one
 * host, so the list's multi-label suffixes (`co.uk`, `github.io`) never matter here: this answers with tldts-core's
 * own parsing and the list's default rule (`*`: the last label is the suffix), which is what tldts does for any
 * suffix the list does not name. vite.config.ts resolves `tldts` here in demo builds and tests.
 */
import { fastPathLookup, getEmptyResult, parseImpl } from 'tldts-core';

type Out = Parameters<typeof fastPathLookup>[2];

/** The list's default rule: the last label is the public suffix. */
function defaultRule(hostname: string, options: Parameters<typeof fastPathLookup>[1], out: Out) {
  if (fastPathLookup(hostname, options, out)) return;
  out.isIcann = false;
  out.isPrivate = false;
  out.publicSuffix = hostname.slice(hostname.lastIndexOf('.') + 1);
}

/** tldts's `getDomain`: the registrable domain of a host or URL, `null` for IPs and bare suffixes. */
export function getDomain(url: string, options?: Parameters<typeof parseImpl>[3]): string | null {
  return parseImpl(url, 3 /* FLAG.DOMAIN */, defaultRule, options ?? {}, getEmptyResult()).domain;
}
