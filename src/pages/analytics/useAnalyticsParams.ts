/**
 * The analytics page's state lives in its URL, so a view can be bookmarked and the dashboard can link to one:
 * /analytics/{page}?preset=lastMonth&unit=week, or ?from=YYYY-MM-DD&to=YYYY-MM-DD for a custom range.
 */
import { useCallback, useSyncExternalStore } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import {
  PERIOD_UNITS,
  RANGE_PRESETS,
  defaultUnit,
  rangePreset,
  rangeProblem,
  type PeriodUnit,
  type RangePreset,
} from '../../domain/analyticsPeriods';
import { isoDayOf, type DateRange } from '../../domain/isoDates';

export type PresetChoice = RangePreset | 'custom';
export const DEFAULT_PRESET: RangePreset = 'thisMonth';

export interface AnalyticsParams {
  preset: PresetChoice;
  range: DateRange;
  /** the range's message key when it cannot be analysed */
  problem: string | null;
  unit: PeriodUnit;
  /** the unit named in the URL (chosen by hand), else null: the range's own */
  chosenUnit: PeriodUnit | null;
  page: number;
  /** the page segment was not a whole number: the page goes back to the first */
  badPage: boolean;
}

const isPreset = (value: string | null): value is RangePreset =>
  (RANGE_PRESETS as readonly string[]).includes(value ?? '');
const isUnit = (value: string | null): value is PeriodUnit =>
  (PERIOD_UNITS as readonly string[]).includes(value ?? '');

/** Reads the state out of a URL's parts (pure, so it is tested without a router). */
export function readParams(
  search: URLSearchParams,
  pageSegment: string | undefined,
  today: string,
): AnalyticsParams {
  const named = search.get('preset');
  const preset: PresetChoice = isPreset(named)
    ? named
    : search.has('from') || search.has('to')
      ? 'custom'
      : DEFAULT_PRESET;
  const range =
    preset === 'custom'
      ? { from: search.get('from') ?? '', to: search.get('to') ?? '' }
      : rangePreset(preset, today);
  const problem = rangeProblem(range);
  const unitName = search.get('unit');
  const chosenUnit = isUnit(unitName) ? unitName : null;
  const unit = chosenUnit ?? (problem ? 'day' : defaultUnit(range));
  const badPage = pageSegment !== undefined && !/^[1-9]\d*$/.test(pageSegment);
  return { preset, range, problem, unit, chosenUnit, page: badPage ? 1 : Number(pageSegment ?? 1), badPage };
}

export interface ParamsChange {
  preset?: PresetChoice;
  range?: DateRange;
  unit?: PeriodUnit | null;
  page?: number;
}

/**
 * The URL of a state. Changing the page keeps the rest; any other change starts at the first page, and a new
 * range drops a hand-chosen unit (a month's days are not a year's).
 */
export function urlOf(current: AnalyticsParams, change: ParamsChange): string {
  const preset = change.preset ?? current.preset;
  const rangeChanged = change.preset !== undefined || change.range !== undefined;
  const query = new URLSearchParams();
  if (preset === 'custom') {
    const range = change.range ?? current.range;
    query.set('from', range.from);
    query.set('to', range.to);
  } else if (preset !== DEFAULT_PRESET) query.set('preset', preset);
  const unit = change.unit !== undefined ? change.unit : rangeChanged ? null : current.chosenUnit;
  if (unit) query.set('unit', unit);
  const page = change.page ?? 1;
  const search = query.toString();
  return `/analytics${page > 1 ? `/${page}` : ''}${search ? `?${search}` : ''}`;
}

const DAY_MS = 86_400_000;

/** Today (an ISO day, UTC as isoDayOf counts it) as an external store: it changes at midnight, UTC. */
export const today = () => isoDayOf(Date.now());
function onNewDay(changed: () => void) {
  let timer: ReturnType<typeof setTimeout>;
  const wait = () => {
    timer = setTimeout(
      () => {
        changed();
        wait();
      },
      DAY_MS - (Date.now() % DAY_MS),
    );
  };
  wait();
  return () => clearTimeout(timer);
}

export function useAnalyticsParams() {
  const [search] = useSearchParams();
  const { page } = useParams();
  const navigate = useNavigate();
  const day = useSyncExternalStore(onNewDay, today);
  const params = readParams(search, page, day);
  const go = useCallback(
    (change: ParamsChange) => {
      void navigate(urlOf(params, change));
    },
    [navigate, params],
  );
  return { params, go };
}
