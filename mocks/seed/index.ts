import { createRandom } from '../random';
import type { Row } from '../store';
import { seedAccounts } from './accounts';
import { seedServices } from './services';
import { seedContent } from './content';
import { seedLocations } from './locations';
import { seedPartners } from './partners';
import { seedPartnerExtras } from './partnerExtras';
import { seedPromocodes } from './promocodes';
import { seedCustomers } from './customers';
import { addCustomerExtras } from './customerExtras';
import { seedLabels } from './labels';
import { seedOrders } from './orders';
import { withReadState } from './messages';
import { seedTraining } from './training';
import { seedCertificates, seedWarehouse } from './stock';
import { isSeedCollection, seedDeclared } from './collection';

/**
 * The collections declared by a module of their own (`seedCollection(...)`, mocks/seed/collection.ts): every module
 * of this folder is read, none is named here. (cache.ts builds the seed: it is not part of it.)
 */
const DECLARED = Object.values(
  import.meta.glob<Record<string, unknown>>(['./*.ts', '!./index.ts', '!./cache.ts'], { eager: true }),
).flatMap((module) => Object.values(module).filter(isSeedCollection));

export const SEED = 20231101;

export interface SeedOptions {
  today?: Date;
  /** 'full' for the demo (10,000 orders), 'small' for the component tests */
  size?: 'full' | 'small';
}

/**
 * Every collection of the demo, rebuilt the same way from the same seed. Each area draws from its own
 * generator (SEED + salt), so adding an area never changes the data of another; a collection declared with
 * `seedCollection` in a module of this folder is added by itself, after these (it may read them).
 */
export function buildSeed({ today = new Date(), size = 'full' }: SeedOptions = {}): Record<string, Row[]> {
  const seeded = buildAreas(today, size);
  return { ...seeded, ...seedDeclared(DECLARED, { seed: SEED, today, size, seeded }) };
}

/** The collections built together, area by area (some read others'). */
function buildAreas(today: Date, size: 'full' | 'small'): Record<string, Row[]> {
  const random = (salt: number) => createRandom(SEED + salt);
  const { serviceTypes, services } = seedServices(random(1));
  const promocodes = seedPromocodes(random(2), services, today);
  const partners = seedPartners(random(3), today);
  void size;
  const partnerExtras = seedPartnerExtras(random(30), partners, today);
  return {
    locations: seedLocations(),
    accounts: seedAccounts(),
    sessions: [],
    serviceTypes,
    services,
    promocodes,
    partners,
    ...partnerExtras,
    // The inbox (issue 13): the same messages with their unread state; tutorials, completions, mobile apps.
    partnerMessages: withReadState(random(40), partnerExtras.partnerMessages, today),
    ...seedTraining(random(41), partners),
    ...seedContent(random(20), serviceTypes, services),
    ...seedOrderArea(random, size, today, { services, partners }),
    ...seedWarehouse(random(40), partners, today),
    certificates: seedCertificates(random(41), today),
  };
}

/** Orders, their customers and labels (issue 3): salts 10-12; 'small' about 600 orders and 200 customers. */
function seedOrderArea(
  random: (salt: number) => ReturnType<typeof createRandom>,
  size: 'full' | 'small',
  today: Date,
  { services, partners }: { services: unknown[]; partners: unknown[] },
) {
  const customers = seedCustomers(random(10), size === 'small' ? 200 : 2000, today);
  const orders = seedOrders(random(11), size === 'small' ? 600 : 10000, today, {
    services,
    partners,
    customers,
    locations: seedLocations(),
  } as unknown as Parameters<typeof seedOrders>[3]);
  addCustomerExtras(random(13), customers, orders, today);
  return { customers, orders, labels: seedLabels() } as unknown as Record<string, Row[]>;
}
