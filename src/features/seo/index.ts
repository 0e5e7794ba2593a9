// Structured data for search engines (docs/architecture.md#features-srcfeatures).
export { breadcrumbJsonLd, productJsonLd, serializeJsonLd, type Crumb } from './jsonld.ts';
