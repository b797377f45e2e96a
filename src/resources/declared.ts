import { Resource, type ResourceDefinitions, type ResourceProps } from 'react-admin';
import { promocodes } from './promocodes';
import { reviews } from './reviews';
import { partners } from './partners';
import { agreements, partnerAgreements } from './agreements';
import { questions } from './questions';
import { questionTypes } from './questionTypes';
import { seo, seoDistricts, seoOrderPages, seoServiceTypes, seoStaticPages } from './seo';
import { services } from './services';
import { serviceTypes } from './serviceTypes';
import { orders } from './orders';
import { messages } from './messages';
import { tutorials } from './tutorials';
import { mobileApps } from './mobileApps';
import { warehouse, warehouseMovements } from './warehouse';
import { certificates } from './certificates';
import { labels } from './labels';
import { customers } from './customers';

/** Every resource of the admin, in the menu's order of declaration: App renders one <Resource> each. */
export const RESOURCES: ResourceProps[] = [
  promocodes,
  partners,
  services,
  serviceTypes,
  questions,
  questionTypes,
  agreements,
  partnerAgreements,
  seo,
  seoDistricts,
  seoOrderPages,
  seoStaticPages,
  seoServiceTypes,
  orders,
  reviews,
  messages,
  tutorials,
  mobileApps,
  warehouse,
  warehouseMovements,
  certificates,
  labels,
  customers,
];

/**
 * The definitions react-admin registers from those <Resource>s (its own registerResource), known before the first
 * render: see src/layout/ResourceDefinitions.tsx.
 */
export const RESOURCE_DEFINITIONS: ResourceDefinitions = Object.fromEntries(
  RESOURCES.map((props) => [props.name, Resource.registerResource(props)]),
);
