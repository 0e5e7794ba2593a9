// The content editor (Keystatic) for the repository's own content: the policy pages and the brand stories. Every
// save is a file in src/content/ (on `npm start`) or a commit (deployed, GitHub mode); the mode and the catalogue's
// SKUs come from src/integrations/content-editor.ts, and the fields from the rules the content collections use.
import { config, singleton } from '@keystatic/core';
import { siteAddresses } from './src/domain/catalog/index.ts';
import { routes } from './src/domain/site/index.ts';
import { brandFields, policyFields } from './src/features/content/editor-fields.tsx';
import { skus, storage } from 'virtual:content-editor';

const addresses = siteAddresses(skus);

export default config({
  storage,
  ui: {
    brand: { name: 'Biwin & Fenvi content' },
    navigation: { Policies: ['privacyPolicy', 'termsAndConditions'], Brands: ['biwin', 'fenvi'] },
  },
  singletons: {
    privacyPolicy: singleton({
      label: 'Privacy Policy',
      path: 'src/content/policies/privacy-policy',
      format: { contentField: 'body' },
      entryLayout: 'content',
      previewUrl: routes.privacy,
      schema: policyFields('privacy-policy', addresses),
    }),
    termsAndConditions: singleton({
      label: 'Terms and Conditions',
      path: 'src/content/policies/terms-and-conditions',
      format: { contentField: 'body' },
      entryLayout: 'content',
      previewUrl: routes.terms,
      schema: policyFields('terms-and-conditions', addresses),
    }),
    biwin: singleton({
      label: 'Biwin brand story',
      path: 'src/content/brands/biwin',
      format: { data: 'json' },
      previewUrl: '/brands/biwin',
      schema: brandFields(),
    }),
    fenvi: singleton({
      label: 'Fenvi brand story',
      path: 'src/content/brands/fenvi',
      format: { data: 'json' },
      previewUrl: '/brands/fenvi',
      schema: brandFields(),
    }),
  },
});
