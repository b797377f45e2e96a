import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../../src/api/csp';

const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `)) ?? '';

describe('the Content-Security-Policy of a build', () => {
  it('lets scripts come only from our origin and the maps loader: no inline script, no eval', () => {
    const scripts = directive(contentSecurityPolicy(), 'script-src');
    expect(scripts).toMatch(/'self'/);
    expect(scripts).not.toMatch(/unsafe-inline|unsafe-eval|\*|data:/);
    expect(directive(contentSecurityPolicy(), 'object-src')).toBe("object-src 'none'");
  });

  it('allows calls to an API on another host, and only to it', () => {
    const connect = directive(contentSecurityPolicy('https://api.example.com/api'), 'connect-src');
    expect(connect).toContain('https://api.example.com');
    expect(directive(contentSecurityPolicy('/api'), 'connect-src')).not.toContain('example.com');
  });
});
