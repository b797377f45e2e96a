import { describe, expect, it } from 'vitest';
import { listRedirect, toAdminLocation, toSpecLocation } from '../../src/routing/specPaths';

const bases = ['services/types', 'promocodes', 'services'];
const loc = (pathname: string, search = '') => ({ pathname, search, hash: '' });

describe('spec URLs <-> react-admin paths', () => {
  it.each([
    ['/promocodes/create', '', '/promocodes/add', ''],
    ['/promocodes/5', '', '/promocodes/edit/5', ''],
    ['/promocodes/5/show', '', '/promocodes/details/5', ''],
    ['/promocodes/5/show/1', '', '/promocodes/details/5/1', ''],
    ['/promocodes', '?page=3&perPage=25', '/promocodes/3', '?perPage=25'],
    ['/promocodes', '?page=1&perPage=25', '/promocodes', '?perPage=25'],
    ['/services/types/4', '', '/services/types/edit/4', ''],
    ['/services/types/create', '', '/services/types/add', ''],
    ['/promocodes/edit/5', '', '/promocodes/edit/5', ''],
    ['/dashboard', '', '/dashboard', ''],
  ])('react-admin %s%s -> %s%s', (pathname, search, specPath, specSearch) => {
    expect(toSpecLocation(loc(pathname, search), bases)).toMatchObject({
      pathname: specPath,
      search: specSearch,
    });
  });

  it.each([
    ['/promocodes/2', '?filter=%7B%7D', '/promocodes', '?filter=%7B%7D&page=2'],
    ['/services/types/3', '', '/services/types', '?page=3'],
    ['/promocodes/edit/2', '', '/promocodes/edit/2', ''],
    ['/promocodes', '', '/promocodes', ''],
  ])('spec %s%s reads as %s%s', (pathname, search, adminPath, adminSearch) => {
    expect(toAdminLocation(loc(pathname, search), bases)).toMatchObject({
      pathname: adminPath,
      search: adminSearch,
    });
  });

  it.each([
    ['/promocodes/abc', '/promocodes'],
    ['/promocodes/0', '/promocodes'],
    ['/promocodes/1.5', '/promocodes'],
    ['/promocodes/2', null],
    ['/promocodes', null],
    ['/services/types/x', '/services/types'],
  ])('list route %s redirects to %s', (pathname, target) => {
    expect(listRedirect(pathname, bases)).toBe(target);
  });
});
