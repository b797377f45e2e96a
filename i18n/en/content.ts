/** Questions, agreements, SEO pages, and the shared building blocks of every multilingual form. */
const seoFields = {
  id: 'ID',
  h1: 'H1 heading',
  pageTitle: 'Page title',
  metaDescription: 'Meta description',
  content: 'Content',
  slug: 'Slug',
  status: 'Status',
  q: 'Search',
};

export const contentResources = {
  questions: {
    name: 'Question |||| Questions',
    fields: {
      id: 'ID',
      question: 'Question',
      answer: 'Answer',
      slug: 'Slug',
      pageTitle: 'Page title',
      metaDescription: 'Meta description',
      status: 'Status',
      front: 'Show on home page',
      idQuestionType: 'Question type',
      q: 'Search',
    },
  },
  'questions/types': {
    name: 'Question Type |||| Question Types',
    fields: { id: 'ID', label: 'Name', slug: 'Slug', status: 'Status', type: 'Kind', q: 'Search' },
    kinds: { general: 'General', customer: 'For customers', partner: 'For partners' },
  },
  agreements: {
    name: 'Customer Agreement |||| Customer Agreements',
    fields: {
      id: 'ID',
      title: 'Title',
      shortTitle: 'Short title',
      slug: 'Slug',
      metaDescription: 'Meta description',
      pageTitle: 'Page title',
      content: 'Content',
      status: 'Status',
      type: 'For',
      q: 'Search',
    },
    types: { customer: 'Customers', partner: 'Partners' },
  },
  'agreements/partners': {
    name: 'Partner Agreement |||| Partner Agreements',
    fields: {
      id: 'ID',
      title: 'Title',
      shortTitle: 'Short title',
      slug: 'Slug',
      status: 'Status',
      type: 'For',
      q: 'Search',
    },
  },
  seo: {
    name: 'SEO',
    title: 'SEO pages',
    intro: 'Texts and addresses of the public site, per language.',
    open: 'Open %{name}',
    sections: {
      districts: 'Pages of the districts the company serves, with a category image.',
      orderPages: 'Landing pages of a service type with a chosen set of its services.',
      staticPages: 'The front, prices and services pages.',
      serviceTypes: 'Texts of each service type page.',
    },
  },
  'seo/districts': {
    name: 'SEO District |||| SEO Districts',
    fields: { ...seoFields, image: 'Category image' },
  },
  'seo/orderPages': {
    name: 'SEO Order Page |||| SEO Order Pages',
    fields: { ...seoFields, idServiceType: 'Service type', services: 'Services' },
  },
  'seo/staticPages': {
    name: 'SEO Static Page |||| SEO Static Pages',
    fields: { ...seoFields, innerSlug: 'Inner slug', innerName: 'Page' },
    innerNames: { front: 'Front page', prices: 'Prices', services: 'Services' },
  },
  'seo/services/types': {
    name: 'SEO Service Type |||| SEO Service Types',
    fields: { ...seoFields, idServiceType: 'Service type' },
  },
};

export const content = {
  languages: { pl: 'Polish', en: 'English', ru: 'Russian' },
  languageTabs: 'Content languages',
  base: 'base',
  hasErrors: 'has errors',
  slugHelper: 'Filled in from the heading above until you edit it',
  slugRegenerate: 'Make the slug from the name again',
  toggleHint: 'Choose the selected one again to clear it',
  none: 'None',
  restore: 'Restore',
  restored: 'Restored to Active',
  editorLoading: 'Loading the editor…',
  readOnly: 'You can view these records but not change them.',
  yes: 'Yes',
  no: 'No',
  servicesOfTypeHint: 'Only services of the chosen service type',
  chooseTypeFirst: 'Choose a service type first',
  validation: {
    slugFormat: 'Use lower-case letters, digits and hyphens',
    slugTaken: 'This slug is already used in this language',
    number: 'Enter a number within the allowed range',
    ancestor: 'A type cannot be its own parent or ancestor',
    servicesOfType: 'Choose only services of the chosen service type',
    typeTaken: 'This service type already has an SEO page',
  },
};
