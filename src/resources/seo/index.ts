import TravelExploreIcon from '@mui/icons-material/TravelExploreOutlined';
import { defineContentResource } from '../../components/content/defineContentResource';
import { defineResource } from '../../routing/defineResource';
import { lazyScreen } from '../../routing/lazyScreen';

/** /seo: an overview linking to its sections (no API of its own); the sections are content resources under it. */
export const seo = defineResource({
  name: 'seo',
  menu: { group: 'sub', order: 70 },
  icon: TravelExploreIcon,
  list: lazyScreen(() => import('./SeoOverview')),
});

const load = (name: 'districts' | 'orderPages' | 'staticPages' | 'serviceTypes') => () =>
  import('./recordFields').then((module) => ({ decl: module[name] }));

export const seoDistricts = defineContentResource({
  name: 'seo/districts',
  api: 'seoDistricts',
  load: load('districts'),
});
export const seoOrderPages = defineContentResource({
  name: 'seo/orderPages',
  api: 'seoOrderPages',
  load: load('orderPages'),
});
export const seoStaticPages = defineContentResource({
  name: 'seo/staticPages',
  api: 'seoStaticPages',
  load: load('staticPages'),
});
export const seoServiceTypes = defineContentResource({
  name: 'seo/services/types',
  api: 'seoServiceTypes',
  load: load('serviceTypes'),
});
