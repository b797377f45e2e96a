import type { AppMethods } from './types';
import { analyticsMethods } from './methods/analytics';
import { calendarMethods } from './methods/calendar';
import { certificatesMethods } from './methods/certificates';
import { contentMethods } from './methods/content';
import { customerMethods } from './methods/customers';
import { dashboardMethods } from './methods/dashboard';
import { historyMethods } from './methods/history';
import { messagesMethods } from './methods/messages';
import { orderMethods } from './methods/orders';
import { partnerMethods } from './methods/partners';
import { sessionMethods } from './methods/session';
import { warehouseMethods } from './methods/warehouse';

/** exportCsv stays beside the CRUD methods: it shares their list payload. */
type CustomMethods = Omit<AppMethods, 'exportCsv'>;

/** Every non-CRUD method, from its area's module (each typed by the API contract). */
export const customMethods: CustomMethods = {
  ...analyticsMethods,
  ...calendarMethods,
  ...certificatesMethods,
  ...contentMethods,
  ...customerMethods,
  ...dashboardMethods,
  ...historyMethods,
  ...messagesMethods,
  ...orderMethods,
  ...partnerMethods,
  ...sessionMethods,
  ...warehouseMethods,
};
