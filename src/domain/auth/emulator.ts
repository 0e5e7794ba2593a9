// The Auth Emulator the project's scripts start (firebase.json), and its demo project: no keys, no accounts. The
// browser's setup talks to it and the Functions accept its tokens only when configured for it.
export const EMULATOR_URL = 'http://127.0.0.1:9099';
export const EMULATOR_PROJECT_ID = 'demo-pcstore';
/** The emulator accepts any API key: the one the browser's setup and the scripts send it. */
export const EMULATOR_API_KEY = 'demo-api-key';
