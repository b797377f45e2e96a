/** The promocode rules shared by the form and the fake backend. */
import { DATE_INVALID, MONEY_MAX, isCalendarDate } from './bounds';
import { RECORD_STATUS } from './statuses';

/** A value that is neither a whole percentage (1-100) nor a whole amount up to MONEY_MAX (src/domain/bounds.ts). */
export const PROMOCODE_VALUE = 'app.validation.promocodeValue';

export type PromocodeType = 'percent' | 'amount';

export interface PromocodeDraft {
  code?: string;
  status?: number;
  type?: PromocodeType;
  /** percent: whole percents; amount: minor units */
  value?: number;
  numberOfUses?: number;
  dateFrom?: string;
  dateTo?: string;
  serviceTypes?: number[];
  services?: number[];
  numberOfOrders?: number;
}

export const PROMOCODE_DEFAULTS = {
  status: RECORD_STATUS.active as number,
  type: 'percent' as PromocodeType,
  numberOfUses: 0,
  numberOfOrders: 0,
};
/** Fields that stay editable once orders used the code: only its status and end date. */
export const PROMOCODE_EDITABLE_WHEN_USED = ['status', 'dateTo'] as const;
export const CODE_PATTERN = /^[A-Z0-9_-]{3,32}$/;

export const isLocked = (promocode: Pick<PromocodeDraft, 'numberOfOrders'> | undefined) =>
  (promocode?.numberOfOrders ?? 0) > 0;

/** Field -> message key; empty when the draft is valid. */
export function validatePromocode(draft: PromocodeDraft): Record<string, string> {
  const errors: Record<string, string> = {};
  const code = (draft.code ?? '').trim();
  if (!code) errors.code = 'app.validation.required';
  else if (!CODE_PATTERN.test(code)) errors.code = 'app.validation.promocodeFormat';
  if (draft.value == null || Number.isNaN(draft.value)) errors.value = 'app.validation.required';
  else if (draft.value <= 0) errors.value = 'app.validation.positive';
  else if (!Number.isInteger(draft.value) || draft.value > MONEY_MAX) errors.value = PROMOCODE_VALUE;
  else if (draft.type === 'percent' && draft.value > 100) errors.value = 'app.validation.percentMax';
  if (draft.numberOfUses != null && (draft.numberOfUses < 0 || !Number.isInteger(draft.numberOfUses)))
    errors.numberOfUses = 'app.validation.nonNegativeInteger';
  for (const key of ['dateFrom', 'dateTo'] as const)
    if (draft[key] && !isCalendarDate(draft[key])) errors[key] = DATE_INVALID;
  if (!errors.dateFrom && !errors.dateTo && draft.dateFrom && draft.dateTo && draft.dateTo < draft.dateFrom)
    errors.dateTo = 'app.validation.dateOrder';
  if (!draft.services?.length && !draft.serviceTypes?.length)
    errors.services = 'app.validation.servicesRequired';
  return errors;
}
