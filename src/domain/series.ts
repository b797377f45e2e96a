/**
 * Series of visits (issue #32, docs/decisions-series.md): an order saved with a periodicity starts a series whose
 * visits are orders linked to it, materialised for a rolling horizon and extended as time passes.
 *
 * Dates are calendar days (YYYY-MM-DD) and a visit keeps its local hour and minute: a daylight-saving change moves
 * no visit. The n-th visit is computed from the first one, never from the previous visit, so a month-end clamp
 * (31 Jan -> 28 Feb) does not drift the following months (-> 31 Mar). A planned day that is closed (Sunday) moves to
 * the next working day; the next planned day stays where it was.
 */
import { addDays, endOfMonth } from './isoDates';
import { nextWorkingDay } from './workingDays';

export const PERIODICITY = { none: 0, onceMonth: 1, twiceMonth: 2, onceWeek: 3 } as const;
export type Periodicity = (typeof PERIODICITY)[keyof typeof PERIODICITY];

/** How far ahead visits exist as orders: eight weeks from today. */
export const SERIES_HORIZON_DAYS = 56;

export const SERIES_STATUS = { active: 1, paused: 2, ended: 3 } as const;
export type SeriesStatus = (typeof SERIES_STATUS)[keyof typeof SERIES_STATUS];

const pad = (value: number) => String(value).padStart(2, '0');

/** The same day of the month `months` later, or that month's last day when it is shorter. */
function sameDayOfMonth(start: string, months: number): string {
  const year = Number(start.slice(0, 4));
  const month = Number(start.slice(5, 7)) - 1 + months;
  const first = `${year + Math.floor(month / 12)}-${pad((((month % 12) + 12) % 12) + 1)}-01`;
  const last = Number(endOfMonth(first).slice(8, 10));
  return `${first.slice(0, 8)}${pad(Math.min(Number(start.slice(8, 10)), last))}`;
}

/**
 * The planned day of visit `index` (0: the first order's own day): once a week every 7 days, twice a month
 * every 14 days (the spec's "fortnightly (twice a month)"), once a month the same day of the month.
 */
export function plannedDate(start: string, periodicity: Periodicity, index: number): string {
  switch (periodicity) {
    case PERIODICITY.onceWeek:
      return addDays(start, 7 * index);
    case PERIODICITY.twiceMonth:
      return addDays(start, 14 * index);
    case PERIODICITY.onceMonth:
      return sameDayOfMonth(start, index);
    default:
      return start;
  }
}

/** The day the visit takes place: the planned day, or the next working day when that one is closed. */
export const visitDate = (start: string, periodicity: Periodicity, index: number) =>
  index === 0 ? start : nextWorkingDay(plannedDate(start, periodicity, index));

export interface SeriesPlan {
  startDate: string;
  periodicity: Periodicity;
  status: SeriesStatus;
  /** visits 0..materialised-1 exist as orders */
  materialised: number;
  /** the last day a visit may take place (ending a series sets it) */
  endDate?: string | null;
}

/**
 * The visits to create now: indexes from `materialised` on whose day falls within the horizon (today + 56 days)
 * and not after the series' end; a day already past is passed over. A paused or ended series creates none.
 * `materialised`: the series' count after them.
 */
export function visitsToCreate(
  plan: SeriesPlan,
  today: string,
  horizonDays = SERIES_HORIZON_DAYS,
): { visits: { index: number; date: string }[]; materialised: number } {
  const visits: { index: number; date: string }[] = [];
  if (plan.status !== SERIES_STATUS.active || plan.periodicity === PERIODICITY.none)
    return { visits, materialised: plan.materialised };
  const until = addDays(today, horizonDays);
  let index = plan.materialised;
  for (; ; index++) {
    const planned = plannedDate(plan.startDate, plan.periodicity, index);
    if (planned > until || (plan.endDate && planned > plan.endDate)) break;
    const date = visitDate(plan.startDate, plan.periodicity, index);
    // A day that passed while nobody extended the series is not created afterwards.
    if (date >= today) visits.push({ index, date });
  }
  return { visits, materialised: index };
}

/** The reach of a change made on one visit. */
export const SERIES_SCOPES = ['this', 'following', 'all'] as const;
export type SeriesScope = (typeof SERIES_SCOPES)[number];

export interface SeriesVisitState {
  id: number;
  index: number;
  status: number;
  date: string | null;
}

/** A visit a series change may touch: still new or confirmed (a completed or cancelled visit is history). */
export const isOpenVisit = (visit: Pick<SeriesVisitState, 'status'>) =>
  visit.status === 1 || visit.status === 2;

/**
 * The visits a change on `target` reaches with `scope`: this visit; this and the following (by number); or the
 * whole series. Completed, cancelled and deleted visits are never among them, whatever the scope, nor a visit
 * whose day has passed (`today`), except the target itself when its own rules allow (the caller checks it).
 */
export function visitsInScope<V extends SeriesVisitState>(
  visits: readonly V[],
  target: V,
  scope: SeriesScope,
  today: string,
): V[] {
  if (scope === 'this') return [target];
  return visits.filter(
    (visit) =>
      (visit.id === target.id ||
        ((scope === 'all' || visit.index > target.index) && (visit.date ?? '') >= today)) &&
      isOpenVisit(visit),
  );
}
