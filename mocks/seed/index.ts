import { createRandom } from '../random';
import type { Row } from '../store';
import { seedAccounts } from './accounts';
import { seedCatalogue } from './catalogue';
import { seedLocations } from './locations';
import { seedPromocodes } from './promocodes';

export const SEED = 20231101;

/** Every collection of the demo, rebuilt the same way from the same seed. */
export function buildSeed(today = new Date()): Record<string, Row[]> {
  const random = createRandom(SEED);
  const { serviceTypes, services } = seedCatalogue(random);
  const promocodes = seedPromocodes(random, services, today);
  return {
    locations: seedLocations(),
    accounts: seedAccounts(),
    sessions: [],
    serviceTypes,
    services,
    promocodes,
  } as Record<string, Row[]>;
}
