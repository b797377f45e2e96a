import type { OrderService } from '../../src/domain/orderRules';
import { RECORD_STATUS } from '../../src/domain/statuses';
import type { ServiceRow } from '../rows';
import type { Random } from '../random';

export type SeedService = Pick<
  ServiceRow,
  | 'id'
  | 'idServiceType'
  | 'price'
  | 'time'
  | 'base'
  | 'unit'
  | 'status'
  | 'discount'
  | 'periodicity'
  | 'fixPrice'
>;

/** The active services by type, and the types an order can be made of (those with a base service). */
export function orderableTypes(services: SeedService[]) {
  const byType = new Map<number, SeedService[]>();
  for (const service of services.filter((item) => item.status === RECORD_STATUS.active))
    byType.set(service.idServiceType, [...(byType.get(service.idServiceType) ?? []), service]);
  const types = [...byType.keys()].filter((type) => byType.get(type)!.some((service) => service.base));
  return { byType, types };
}

/** How much of a service an order takes, by its unit: a flat's area, a few hours or pieces. */
function quantityOf(random: Random, unit: SeedService['unit']) {
  return unit === 'm2' ? random.int(20, 90) : unit === 'm3' ? random.int(1, 3) : random.int(1, 4);
}

/** An order's service lines: for each chosen type its base service and up to two extras, at catalogue prices. */
export function orderLines(random: Random, chosenTypes: number[], byType: Map<number, SeedService[]>) {
  const lines: OrderService[] = [];
  for (const type of chosenTypes) {
    const offered = byType.get(type)!;
    const extras = random.sample(
      offered.filter((service) => !service.base),
      random.int(0, 2),
    );
    for (const service of [offered.find((item) => item.base)!, ...extras])
      lines.push({
        id: service.id,
        idServiceType: type,
        quantity: quantityOf(random, service.unit),
        price: service.price,
        time: service.time,
        base: service.base,
      });
  }
  return lines;
}
