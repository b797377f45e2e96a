import { contentEndpoints } from './contentRecord';

/** The catalogue: service types (a tree: a type is never its own ancestor) and their services. */
export const serviceTypesApi = contentEndpoints('serviceTypes', { errors: ['content.validation.ancestor'] });
export const servicesApi = contentEndpoints('services');
