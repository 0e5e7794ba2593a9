import * as z from 'zod/mini';
import { EMULATOR_API_KEY, EMULATOR_PROJECT_ID, EMULATOR_URL } from '../../domain/auth/emulator.ts';

// Blank values count as unset: a Netlify variable can exist with an empty value.
const setting = z.pipe(
  z.optional(z.string()),
  z.transform((value) => (value?.trim() ? value.trim() : undefined)),
);
export const firebaseEnvSchema = z.object({
  PUBLIC_FIREBASE_API_KEY: setting,
  PUBLIC_FIREBASE_AUTH_DOMAIN: setting,
  PUBLIC_FIREBASE_PROJECT_ID: setting,
  PUBLIC_FIREBASE_APP_ID: setting,
});
export type FirebaseEnv = z.input<typeof firebaseEnvSchema>;

export interface FirebaseSetup {
  options: { apiKey: string; authDomain: string; projectId: string; appId?: string };
  /** Set when the app talks to the local Auth Emulator instead of Firebase. */
  emulatorUrl: string | null;
}

/**
 * Firebase options from the `PUBLIC_FIREBASE_*` variables; with none set, the local Auth Emulator. A partial set is
 * a mistake worth failing the build for: silently using the emulator in production would break every sign-in.
 */
export function firebaseSetup(raw: FirebaseEnv): FirebaseSetup {
  const env = firebaseEnvSchema.parse(raw);
  const {
    PUBLIC_FIREBASE_API_KEY: apiKey,
    PUBLIC_FIREBASE_AUTH_DOMAIN: authDomain,
    PUBLIC_FIREBASE_PROJECT_ID: projectId,
  } = env;
  if (!apiKey && !authDomain && !projectId) {
    return {
      // The emulator accepts any API key; the auth domain is only used to build handler URLs it serves itself.
      options: {
        apiKey: EMULATOR_API_KEY,
        authDomain: `${EMULATOR_PROJECT_ID}.firebaseapp.com`,
        projectId: EMULATOR_PROJECT_ID,
      },
      emulatorUrl: EMULATOR_URL,
    };
  }
  if (!apiKey || !authDomain || !projectId) {
    throw new Error(
      'Firebase is partly configured: set PUBLIC_FIREBASE_API_KEY, PUBLIC_FIREBASE_AUTH_DOMAIN and PUBLIC_FIREBASE_PROJECT_ID together (or none of them to use the Auth Emulator).',
    );
  }
  const options = {
    apiKey,
    authDomain,
    projectId,
    ...(env.PUBLIC_FIREBASE_APP_ID ? { appId: env.PUBLIC_FIREBASE_APP_ID } : {}),
  };
  return { options, emulatorUrl: null };
}

/** This build's setup: the variables are read with literal names so Vite can inline them at build time. */
export function siteFirebaseSetup(): FirebaseSetup {
  return firebaseSetup({
    PUBLIC_FIREBASE_API_KEY: import.meta.env.PUBLIC_FIREBASE_API_KEY,
    PUBLIC_FIREBASE_AUTH_DOMAIN: import.meta.env.PUBLIC_FIREBASE_AUTH_DOMAIN,
    PUBLIC_FIREBASE_PROJECT_ID: import.meta.env.PUBLIC_FIREBASE_PROJECT_ID,
    PUBLIC_FIREBASE_APP_ID: import.meta.env.PUBLIC_FIREBASE_APP_ID,
  });
}
