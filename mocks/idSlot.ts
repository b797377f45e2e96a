import type { IdSpace } from './store';

/**
 * How many tabs of the demo can add records at once. Each tab's worker holds one slot for its whole life (a Web
 * Lock, released by the browser when the tab closes or reloads) and gives new records only ids in its slot
 * (`id % ID_SLOTS === slot`): two tabs adding at the same instant never pick the same id, though each learns of
 * the other's records only later (docs/decisions-safety.md, "Two tabs adding").
 */
export const ID_SLOTS = 32;

const lockName = (slot: number) => `demo-backend-id-slot-${slot}`;

/** The first free slot, held until the worker ends; null when every slot is held or there are no Web Locks. */
export async function claimIdSlot(
  locks: LockManager | undefined = typeof navigator === 'undefined' ? undefined : navigator.locks,
): Promise<IdSpace | null> {
  if (!locks) return null;
  for (let slot = 0; slot < ID_SLOTS; slot++) {
    const granted = await new Promise<boolean>((resolve, reject) => {
      locks
        .request(lockName(slot), { ifAvailable: true }, (lock) => {
          resolve(lock !== null);
          // Held for the worker's life: the promise never settles.
          return lock ? new Promise<never>(() => undefined) : undefined;
        })
        .catch(reject);
    }).catch(() => false);
    if (granted) return { slot, slots: ID_SLOTS };
  }
  return null;
}
