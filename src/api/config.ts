/** Where the API lives and how the application identifies itself; all from the build environment. */
export const API_URL = (import.meta.env.VITE_API_URL || '/api').replace(/\/$/, '');
export const API_BASE = `${API_URL}/v1.0/`;
export const API_CREDENTIAL = import.meta.env.VITE_API_CREDENTIAL ?? '';
export const USE_MOCK = import.meta.env.VITE_USE_MOCK === 'true';
export const GOOGLE_MAPS_API_KEY = import.meta.env.VITE_GOOGLE_MAPS_API_KEY ?? '';
