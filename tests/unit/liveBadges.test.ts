// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import type { LiveChange } from '../../src/api/contract/live';
import { forgetBadges, restoreBadges, saveBadges } from '../../src/providers/liveBadges';
import {
  changedCountOf,
  recordLiveChanges,
  resetLiveState,
  setOpenList,
} from '../../src/providers/liveState';

const change = (id: number): LiveChange => ({
  resource: 'orders',
  id,
  version: 2,
  kind: 'action',
  action: 'confirm',
  by: 'Marek Nowak',
  byId: 2,
  here: true,
  at: '2026-11-26T10:42:00.000Z',
});

afterEach(() => {
  resetLiveState();
  forgetBadges();
});

describe("the sidebar's badges over a reload", () => {
  it('reads back the records changed elsewhere per list, and none once forgotten (logout)', () => {
    recordLiveChanges([change(7), change(8)], 1);
    expect(changedCountOf('orders')).toBe(2);
    saveBadges();
    // A reload: the page's memory is gone, the tab's storage is not.
    resetLiveState();
    expect(changedCountOf('orders')).toBe(0);
    restoreBadges();
    expect(changedCountOf('orders')).toBe(2);
    forgetBadges();
    resetLiveState();
    restoreBadges();
    expect(changedCountOf('orders')).toBe(0);
  });

  it('does not count again the list the page opens on, nor trust an unreadable entry', () => {
    recordLiveChanges([change(7)], 1);
    saveBadges();
    resetLiveState();
    setOpenList('orders');
    restoreBadges();
    expect(changedCountOf('orders')).toBe(0);
    sessionStorage.setItem('live-badges', '[["orders", ["x"]], "junk"]');
    resetLiveState();
    restoreBadges();
    expect(changedCountOf('orders')).toBe(0);
  });
});
