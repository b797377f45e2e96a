import { MapCode } from '../../components/map/mapCode';
import { lazyScreen } from '../../routing/lazyScreen';

/** The order form's day picker: a lazy part of its own, fetched with the form's code (`FORM_PARTS`). */
export const DateCalendar = lazyScreen(() => import('./DateCalendar'));

/** What the order screens draw as they open besides their own code: the day picker and the address's map. */
export const FORM_PARTS = [DateCalendar, MapCode];
