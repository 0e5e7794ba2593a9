// Sign-in's public API: who is signed in (identity.ts), the Firebase setup and the stored hint's key. Pages and
// components (LoginPage.tsx, ProfilePage.tsx, HeaderAccount.astro) and the build-time paint script are imported by file
// (docs/architecture.md#features-srcfeatures).
export { avatarSource } from './avatar.ts';
export { firebaseSetup, siteFirebaseSetup, type FirebaseSetup } from './config.ts';
export { $authReady, $user, confirmUser, idToken, loginPathFor, type AuthUser } from './identity.ts';
export { isHinted, watchHint } from './hinted.ts';
export { HINT_KEY } from './keys.ts';
export { $localAvatar } from './store.ts';
export { userLabel } from './user.ts';
