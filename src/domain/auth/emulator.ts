// The Auth Emulator the project's scripts start (firebase.json), and its demo project: no keys, no accounts. The
// browser's setup talks to it and the Functions accept its tokens only when configured for it.
export const EMULATOR_URL = 'http://127.0.0.1:9099';
export const EMULATOR_PROJECT_ID = 'demo-pcstore';
