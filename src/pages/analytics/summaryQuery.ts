import type { PeriodUnit } from '../../domain/analyticsPeriods';
import type { DateRange } from '../../domain/isoDates';
import type { AppDataProvider } from '../../providers/types';

/** The analytics page's figures of a range against the previous period: the data the page opens with. */
export const summaryQuery = (dataProvider: AppDataProvider, range: DateRange, unit: PeriodUnit) => ({
  queryKey: ['analytics', 'summary', range, unit] as const,
  queryFn: () => dataProvider.analytics({ ...range, unit }),
});
