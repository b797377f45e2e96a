import { download } from '../../api/client';
import type { AnalyticsQuery } from '../../api/contract/analytics';
import { endpointMethod, endpointPage, toHttpError } from '../wire';

/** The analytics page: its figures and charts, the table's page of periods and data.csv. */
export const analyticsMethods = {
  analytics: endpointMethod('admin/analytics/summary'),
  analyticsTable: endpointPage('admin/analytics/list'),
  /** data.csv of the range's rows with a total line */
  async exportAnalytics(payload: AnalyticsQuery) {
    try {
      await download('admin/analytics/export', { ...payload });
    } catch (error) {
      // A failed download is logged (spec section 8) and reported.
      console.error('export failed', error);
      toHttpError(error);
    }
  },
};
