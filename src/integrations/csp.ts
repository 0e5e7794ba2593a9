// The pages' Content-Security-Policy, built from the same Firebase setup the client is built with
// (src/features/auth/config.ts), so an emulator build allows the emulator and a production build allows exactly
// Firebase's endpoints and nothing else.
// Astro adds the script and style hashes of every page to `script-src`/`style-src` itself (security.csp in
// astro.config.mjs) and writes the policy into each page's <meta>; `frame-ancestors` cannot live in a <meta>, so it
// is sent as a header (netlify.toml).
import type { AstroUserConfig } from 'astro';
import type { FirebaseSetup } from '../features/auth/index.ts';

type CspOptions = Exclude<NonNullable<NonNullable<AstroUserConfig['security']>['csp']>, boolean>;
/** One directive as Astro's config types it (`connect-src …`, `img-src …`). */
type CspDirective = NonNullable<CspOptions['directives']>[number];

/** Google's sign-in helper (api.js): the popup and redirect flows load it and the scripts it pulls in. */
export const GOOGLE_API_ORIGIN = 'https://apis.google.com';
/** Firebase Auth's REST endpoints: sign-in, account changes, and token refresh. */
export const FIREBASE_AUTH_ENDPOINTS = [
  'https://identitytoolkit.googleapis.com',
  'https://securetoken.googleapis.com',
] as const;
/** Where a Google account's picture is served from (the account's photoURL). */
export const GOOGLE_PHOTOS_ORIGIN = 'https://lh3.googleusercontent.com';

export interface PageCsp {
  /** Sources allowed to run scripts, besides the hashes Astro adds per page. */
  scriptResources: string[];
  /** Every other directive, one string each (`connect-src 'self' https://…`). */
  directives: CspDirective[];
}

/**
 * The policy for one build. `'wasm-unsafe-eval'` lets the site search (Pagefind, served from /pagefind) compile its
 * WebAssembly; it does not allow `eval` of JavaScript.
 */
export function pageCsp(setup: FirebaseSetup): PageCsp {
  // The emulator answers the REST calls and serves the sign-in helper frame itself; Firebase serves that frame from
  // the project's auth domain (/__/auth/iframe).
  const auth = setup.emulatorUrl ? [setup.emulatorUrl] : [...FIREBASE_AUTH_ENDPOINTS];
  const frame = setup.emulatorUrl ?? `https://${setup.options.authDomain}`;
  return {
    scriptResources: ["'self'", "'wasm-unsafe-eval'", GOOGLE_API_ORIGIN],
    directives: [
      "default-src 'self'",
      `connect-src 'self' ${auth.join(' ')}`,
      `frame-src ${frame}`,
      `img-src 'self' data: blob: ${GOOGLE_PHOTOS_ORIGIN}`,
      "font-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "worker-src 'self'",
      "manifest-src 'self'",
    ],
  };
}
