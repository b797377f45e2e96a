/**
 * Partner days off ("weekends"): a whole day or several time periods of one day, limited per month when the
 * partner's weekend limit is on. Pure rules shared by the day-off form and the fake backend.
 */
export const DEFAULT_MONTHLY_WEEKEND_LIMIT = 4;

export interface TimePeriod {
  /** HH:MM */
  from: string;
  to: string;
}

export interface DayOff {
  id?: number;
  /** YYYY-MM-DD */
  date: string;
  wholeDay: boolean;
  periods: TimePeriod[];
}

export interface DaysOffLimit {
  enabled: boolean;
  limit: number;
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export const monthOf = (date: string) => date.slice(0, 7);

/** Field errors of one day off (message keys), empty when valid. */
export function validateDayOff(draft: Partial<DayOff>): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!draft.date || !DAY.test(draft.date)) errors.date = 'app.validation.required';
  if (draft.wholeDay) return errors;
  const periods = draft.periods ?? [];
  if (!periods.length) {
    errors.periods = 'resources.partners.daysOff.periodsRequired';
    return errors;
  }
  periods.forEach((period, index) => {
    if (!period?.from || !TIME.test(period.from)) errors[`periods.${index}.from`] = 'app.validation.required';
    if (!period?.to || !TIME.test(period.to)) errors[`periods.${index}.to`] = 'app.validation.required';
    else if (period.from && TIME.test(period.from) && period.to <= period.from)
      errors[`periods.${index}.to`] = 'resources.partners.daysOff.periodOrder';
  });
  if (Object.keys(errors).length) return errors;
  const sorted = [...periods].sort((a, b) => a.from.localeCompare(b.from));
  for (let i = 1; i < sorted.length; i++) {
    if (sorted[i].from < sorted[i - 1].to) {
      errors.periods = 'resources.partners.daysOff.overlap';
      break;
    }
  }
  return errors;
}

/** Two periods of one day overlap when each starts before the other ends (09:00-12:00 and 12:00-14:00 do not). */
const overlaps = (a: TimePeriod, b: TimePeriod) => a.from < b.to && b.from < a.to;

/** Two entries of one date collide: either is the whole day, or a period of one overlaps a period of the other. */
const collide = (a: Pick<DayOff, 'wholeDay' | 'periods'>, b: Pick<DayOff, 'wholeDay' | 'periods'>) =>
  a.wholeDay || b.wholeDay || a.periods.some((p) => b.periods.some((q) => overlaps(p, q)));

/**
 * Whether the day off collides with another of the partner's on the same date (the same whole day twice, a whole
 * day and a period, overlapping periods): null when it does not, otherwise the message key. The one being edited
 * is left out.
 */
export function conflictProblem(
  daysOff: DayOff[],
  draft: Pick<DayOff, 'date' | 'wholeDay' | 'periods'> & { id?: number },
): string | null {
  const clash = daysOff.some(
    (other) => other.id !== draft.id && other.date === draft.date && collide(other, draft),
  );
  return clash ? 'resources.partners.daysOff.conflict' : null;
}

/** Days off of the month (YYYY-MM), each date counted once, leaving out the one being edited. */
export function daysOffInMonth(daysOff: DayOff[], month: string, exceptId?: number) {
  return new Set(daysOff.filter((d) => d.id !== exceptId && monthOf(d.date) === month).map((d) => d.date))
    .size;
}

/**
 * Whether one more day off fits the monthly limit: null when it does, otherwise the message key.
 * A second entry on a day already taken does not count again.
 */
export function limitProblem(
  daysOff: DayOff[],
  draft: Pick<DayOff, 'date'> & { id?: number },
  limit: DaysOffLimit,
): string | null {
  if (!limit.enabled) return null;
  const others = daysOff.filter((d) => d.id !== draft.id);
  if (others.some((d) => d.date === draft.date)) return null;
  return daysOffInMonth(others, monthOf(draft.date)) >= limit.limit
    ? 'resources.partners.daysOff.limitReached'
    : null;
}

/** The numbers the days-off tab shows: this month's days used and still available, and the active ones (today on). */
export function daysOffSummary(daysOff: DayOff[], today: string, limit: DaysOffLimit) {
  const used = daysOffInMonth(daysOff, monthOf(today));
  return {
    used,
    available: limit.enabled ? Math.max(0, limit.limit - used) : null,
    active: daysOff.filter((d) => d.date >= today).length,
    limit: limit.enabled ? limit.limit : null,
  };
}
