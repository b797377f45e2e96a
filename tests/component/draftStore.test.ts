import { beforeEach, describe, expect, it } from 'vitest';
import {
  DRAFT_DAYS,
  draftKey,
  readDraft,
  removeDraft,
  writeDraft,
} from '../../src/components/drafts/draftStore';

describe('form drafts', () => {
  beforeEach(() => localStorage.clear());

  it('keeps a draft per user and screen, and forgets it on demand', () => {
    const key = draftKey(7, '/orders/add');
    expect(key).not.toBe(draftKey(8, '/orders/add'));
    writeDraft(
      key,
      { description: 'half filled', services: [{ id: 3, quantity: 2 }] },
      new Date('2026-11-20T10:00:00Z'),
    );
    expect(readDraft(key, new Date('2026-11-21T10:00:00Z'))).toEqual({
      savedAt: '2026-11-20T10:00:00.000Z',
      values: { description: 'half filled', services: [{ id: 3, quantity: 2 }] },
    });
    removeDraft(key);
    expect(readDraft(key)).toBeNull();
  });

  it(`drops a draft older than ${DRAFT_DAYS} days and ignores an unreadable one`, () => {
    const key = draftKey(7, '/partners/add');
    writeDraft(key, { name: 'Ewa' }, new Date('2026-01-01T00:00:00Z'));
    expect(readDraft(key, new Date('2026-02-01T00:00:00Z'))).toBeNull();
    expect(localStorage.getItem(key)).toBeNull();
    localStorage.setItem(key, '{broken');
    expect(readDraft(key)).toBeNull();
  });
});
