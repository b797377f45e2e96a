import { contentEndpoints } from './contentRecord';

/** The site's content: questions and their types, agreements and the SEO pages, each declared by its schema. */
export const questionsApi = contentEndpoints('questions');
export const questionTypesApi = contentEndpoints('questionTypes');
export const agreementsApi = contentEndpoints('agreements');
export const seoDistrictsApi = contentEndpoints('seoDistricts');
export const seoStaticPagesApi = contentEndpoints('seoStaticPages');
/** An order page lists services of its own service type only. */
export const seoOrderPagesApi = contentEndpoints('seoOrderPages', {
  errors: ['content.validation.servicesOfType'],
});
/** One SEO page per service type. */
export const seoServiceTypesApi = contentEndpoints('seoServiceTypes', {
  errors: ['content.validation.typeTaken'],
});
