import { lazyScreen } from '../../routing/lazyScreen';

const hasKey = () => !!import.meta.env.VITE_GOOGLE_MAPS_API_KEY;

/**
 * The districts map's code: Google Maps when a key is configured, otherwise an inline SVG drawing of the polygons
 * (the Google script is never requested without a key). A part of the screens that draw a map as they open
 * (`lazyScreen`'s `parts`): fetched with the screen's code, and drawn in the screen's first render.
 */
export const MapCode = lazyScreen(() => (hasKey() ? import('./GoogleMapView') : import('./SvgMap')));
