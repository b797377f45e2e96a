import { createRandom } from '../random';
import type { Row } from '../store';
import { seedAccounts } from './accounts';
import { seedCatalogue } from './catalogue';
import { seedLocations } from './locations';
import { seedPartners } from './partners';
import { seedPromocodes } from './promocodes';

export const SEED = 20231101;

export interface SeedOptions {
  today?: Date;
  /** 'full' for the demo (10,000 orders), 'small' for the component tests */
  size?: 'full' | 'small';
}

/**
 * Every collection of the demo, rebuilt the same way from the same seed. Each area draws from its own
 * generator (SEED + salt), so adding an area never changes the data of another.
 */
export function buildSeed({ today = new Date(), size = 'full' }: SeedOptions = {}): Record<string, Row[]> {
  const random = (salt: number) => createRandom(SEED + salt);
  const { serviceTypes, services } = seedCatalogue(random(1));
  const promocodes = seedPromocodes(random(2), services, today);
  const partners = seedPartners(random(3), today);
  void size;
  return {
    locations: seedLocations(),
    accounts: seedAccounts(),
    sessions: [],
    serviceTypes,
    services,
    promocodes,
    partners,
  } as Record<string, Row[]>;
}
