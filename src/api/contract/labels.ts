import { contentEndpoints } from './contentRecord';

/** Order labels: a name per language, a #rrggbb colour and who sees it; deleting one moves it to Deleted. */
export const labelsApi = contentEndpoints('labels', { errors: ['resources.labels.validation.colour'] });
