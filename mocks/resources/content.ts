/* The content resources: questions, question types, agreements and the SEO pages (mocks/server/contentCollection.ts). */
import type { ContentRow } from '../rows';
import { db } from '../server/db';
import {
  agreementsApi,
  questionTypesApi,
  questionsApi,
  seoDistrictsApi,
  seoOrderPagesApi,
  seoServiceTypesApi,
  seoStaticPagesApi,
} from '../../src/api/contract/content';
import { refersTo, registerContent } from '../server/contentCollection';

/** Questions, question types, agreements and the SEO pages: all declared by their schema. */
registerContent('questions', questionsApi, { check: refersTo('idQuestionType', 'questionTypes') });
registerContent('questionTypes', questionTypesApi, { labels: 'questions/types' });
registerContent('agreements', agreementsApi);
registerContent('seoDistricts', seoDistrictsApi, { labels: 'seo/districts' });
registerContent('seoStaticPages', seoStaticPagesApi, { labels: 'seo/staticPages' });
registerContent('seoOrderPages', seoOrderPagesApi, {
  labels: 'seo/orderPages',
  check(record, _existing, errors) {
    // The services of an order page are those of its service type only.
    const type = record.idServiceType as number | null;
    const services = db().collection<ContentRow>('services');
    const wrong = (record.services as number[]).some((id) => services.get(id)?.idServiceType !== type);
    if (wrong) errors.services = 'content.validation.servicesOfType';
  },
});
registerContent('seoServiceTypes', seoServiceTypesApi, {
  labels: 'seo/services/types',
  check(record, existing, errors) {
    const type = record.idServiceType as number | null;
    if (type == null) return;
    if (!db().collection('serviceTypes').get(type)) errors.idServiceType = 'app.validation.required';
    const taken = db()
      .collection<ContentRow>('seoServiceTypes')
      .all()
      .some((row) => row.id !== existing?.id && row.idServiceType === type);
    if (taken) errors.idServiceType = 'content.validation.typeTaken';
  },
});
