/**
 * Suggested partners for one service type of an order (or a visit of a series): at most five, ranked, each with
 * the reasons it is there. The dispatcher confirms; nothing here assigns. The fake backend's
 * `admin/orders/suggestedPartners` gathers the facts and calls this; the order screen and the board's assign dialog
 * show its answer (docs/decisions-series.md, "Suggested partners").
 *
 * Never suggested (`excluded`, with the rule): an inactive partner, one who does not do the service type, one whose
 * districts do not hold the order's district, one off that day (whole day, or a period over the order's time), one
 * already booked at that time (double-booked), one already on the order's type. Those are `assignmentConflict`'s
 * rules (calendarMoves.ts) plus the district and "already on it".
 *
 * Ranked by a score (higher first): quality (the 30-day rating weighed 0.7, the all-time rating 0.3, a partner
 * without ratings counted as 3.0) x 10, less 6 per other order that day, less 1.5 per km from where the partner
 * comes from (the previous order that day ending before this one starts, else home), capped at 30 km; a distance
 * not known costs as 5 km. Ties: the better 30-day rating, then the lighter day, then the name, then the id.
 */
import { assignmentConflict, timeSpan, type CalendarOrder } from './calendarMoves';
import type { DayOff } from './daysOff';
import { distanceKm, type Point } from './geo';
import { ORDER_STATUS } from './statuses';

export const MAX_SUGGESTIONS = 5;

export const SUGGESTION_WEIGHTS = {
  quality: 10,
  perOrder: 6,
  perKm: 1.5,
  maxKm: 30,
  unknownKm: 5,
  neutralRating: 3,
} as const;

export interface SuggestionOrder extends CalendarOrder {
  /** the district holding the order's address; null: not known (no coordinates, or outside every district) */
  districtId: number | null;
  point: Point | null;
}

export interface SuggestionCandidate {
  id: number;
  name: string;
  status: number;
  serviceTypes: readonly number[];
  /** the districts (location polygons) the partner works in */
  districts: readonly number[];
  rating: number | null;
  rating30: number | null;
  home: Point | null;
  /** the partner's own orders (any day; those of the order's day count) */
  orders: readonly (CalendarOrder & { point?: Point | null })[];
  daysOff: readonly DayOff[];
}

export type SuggestionReason =
  | { code: 'serviceType' }
  | { code: 'district' }
  | { code: 'free' }
  | { code: 'rating'; value: number }
  | { code: 'rating30'; value: number }
  | { code: 'noRating' }
  | { code: 'load'; count: number }
  | { code: 'distance'; km: number; from: 'previousOrder' | 'home' };

export interface Suggestion {
  id: number;
  name: string;
  score: number;
  reasons: SuggestionReason[];
}

export const EXCLUSIONS = {
  alreadyOn: 'alreadyOn',
  inactive: 'inactive',
  serviceType: 'serviceType',
  outsideDistrict: 'outsideDistrict',
  dayOff: 'dayOff',
  periodOff: 'periodOff',
  doubleBooked: 'doubleBooked',
} as const;
export type Exclusion = (typeof EXCLUSIONS)[keyof typeof EXCLUSIONS];

const CONFLICT_TO_EXCLUSION: Record<string, Exclusion> = {
  'resources.calendar.conflicts.inactivePartner': EXCLUSIONS.inactive,
  'resources.orders.refusals.partner': EXCLUSIONS.serviceType,
  'resources.calendar.conflicts.dayOff': EXCLUSIONS.dayOff,
  'resources.calendar.conflicts.periodOff': EXCLUSIONS.periodOff,
  'resources.calendar.conflicts.overlap': EXCLUSIONS.doubleBooked,
};

const busy = (status: number) =>
  status === ORDER_STATUS.new || status === ORDER_STATUS.confirmed || status === ORDER_STATUS.completed;

/** Why the partner may not be suggested for the order's service type, or null. */
export function exclusionOf(
  order: SuggestionOrder,
  idServiceType: number,
  candidate: SuggestionCandidate,
): Exclusion | null {
  const type = order.serviceTypes.find((item) => item.idServiceType === idServiceType);
  if (type?.partners.includes(candidate.id)) return EXCLUSIONS.alreadyOn;
  const conflict = assignmentConflict(candidate, order, candidate.orders, candidate.daysOff, idServiceType);
  if (conflict) return CONFLICT_TO_EXCLUSION[conflict] ?? EXCLUSIONS.doubleBooked;
  if (order.districtId != null && !candidate.districts.includes(order.districtId))
    return EXCLUSIONS.outsideDistrict;
  return null;
}

/** Where the partner comes from: the previous order of the day ending by this one's start, else home. */
function origin(
  order: SuggestionOrder,
  candidate: SuggestionCandidate,
): { point: Point; from: 'previousOrder' | 'home' } | null {
  const span = timeSpan(order);
  if (span && order.date) {
    let best: { end: number; point: Point } | null = null;
    for (const other of candidate.orders) {
      if (other.id === order.id || other.date !== order.date || !busy(other.status) || !other.point) continue;
      const otherSpan = timeSpan(other);
      if (otherSpan && otherSpan.end <= span.start && (!best || otherSpan.end > best.end))
        best = { end: otherSpan.end, point: other.point };
    }
    if (best) return { point: best.point, from: 'previousOrder' };
  }
  return candidate.home ? { point: candidate.home, from: 'home' } : null;
}

const round1 = (value: number) => Math.round(value * 10) / 10;

function rank(order: SuggestionOrder, candidate: SuggestionCandidate) {
  const w = SUGGESTION_WEIGHTS;
  const reasons: SuggestionReason[] = [{ code: 'serviceType' }];
  if (order.districtId != null) reasons.push({ code: 'district' });
  if (timeSpan(order)) reasons.push({ code: 'free' });
  const allTime = candidate.rating ?? candidate.rating30;
  const recent = candidate.rating30 ?? candidate.rating;
  if (candidate.rating != null) reasons.push({ code: 'rating', value: round1(candidate.rating) });
  if (candidate.rating30 != null) reasons.push({ code: 'rating30', value: round1(candidate.rating30) });
  if (allTime == null) reasons.push({ code: 'noRating' });
  const quality = 0.7 * (recent ?? w.neutralRating) + 0.3 * (allTime ?? w.neutralRating);
  const load = order.date
    ? candidate.orders.filter(
        (other) => other.id !== order.id && other.date === order.date && busy(other.status),
      ).length
    : 0;
  reasons.push({ code: 'load', count: load });
  const start = order.point ? origin(order, candidate) : null;
  let km: number = w.unknownKm;
  if (start && order.point) {
    km = distanceKm(start.point, order.point);
    reasons.push({ code: 'distance', km: round1(km), from: start.from });
  }
  const score = quality * w.quality - load * w.perOrder - Math.min(km, w.maxKm) * w.perKm;
  return { id: candidate.id, name: candidate.name, score: round1(score), reasons, recent, load };
}

/**
 * The ranked suggestions (at most `limit`) and every partner left out with the rule that left them out.
 * `candidates` are the location's partners; order of the input does not matter.
 */
export function suggestPartners(
  order: SuggestionOrder,
  idServiceType: number,
  candidates: readonly SuggestionCandidate[],
  limit = MAX_SUGGESTIONS,
): { suggestions: Suggestion[]; excluded: { id: number; reason: Exclusion }[] } {
  const excluded: { id: number; reason: Exclusion }[] = [];
  const ranked: ReturnType<typeof rank>[] = [];
  for (const candidate of candidates) {
    const reason = exclusionOf(order, idServiceType, candidate);
    if (reason) excluded.push({ id: candidate.id, reason });
    else ranked.push(rank(order, candidate));
  }
  ranked.sort(
    (a, b) =>
      b.score - a.score ||
      (b.recent ?? 0) - (a.recent ?? 0) ||
      a.load - b.load ||
      a.name.localeCompare(b.name) ||
      a.id - b.id,
  );
  return {
    suggestions: ranked.slice(0, limit).map(({ id, name, score, reasons }) => ({ id, name, score, reasons })),
    excluded: excluded.sort((a, b) => a.id - b.id),
  };
}
