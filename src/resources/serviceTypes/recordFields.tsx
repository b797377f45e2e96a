import { ParentToggleInput } from '../../components/content/ParentToggleInput';
import { FieldValue } from '../../components/content/fieldRenderers';
import type { ContentDecl } from '../../components/content/types';

const Parent = () => <ParentToggleInput reference="services/types" />;
const ParentValue = () => (
  <FieldValue decl={{ source: 'parent', kind: 'reference', reference: 'services/types' }} />
);

/** Service types: a tree (parent toggles off when chosen again, never its own ancestor), with a price page. */
export const decl: ContentDecl = {
  resource: 'services/types',
  api: 'serviceTypes',
  texts: [
    { source: 'label' },
    { source: 'slug', kind: 'slug', from: 'label' },
    { source: 'h1' },
    { source: 'pageTitle' },
    { source: 'metaDescription', kind: 'textarea' },
    { source: 'content', kind: 'rich' },
    { source: 'priceH1' },
    { source: 'priceSlug', kind: 'slug', from: 'priceH1' },
    { source: 'priceTitle' },
    { source: 'priceDescription', kind: 'textarea' },
    { source: 'priceContent', kind: 'rich' },
  ],
  fields: [
    { source: 'parent', kind: 'custom', input: Parent, field: ParentValue },
    { source: 'status', kind: 'status' },
    { source: 'minPrice', kind: 'money' },
    { source: 'minTime', kind: 'number' },
    { source: 'basePercent', kind: 'number' },
    { source: 'basePercentChoose', kind: 'number' },
    { source: 'innerSlug', kind: 'text' },
    { source: 'icon', kind: 'image' },
  ],
  columns: ['id', 'label', 'parent', 'status', 'minPrice', 'basePercent', 'basePercentChoose'],
  links: [{ label: 'resources.services.name', to: '/services' }],
};
