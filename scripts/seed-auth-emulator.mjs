import { PROJECT_ID, waitForAuthEmulator } from './auth-emulator.mjs';

// The demo account that `npm start` (scripts/with-auth-emulator.mjs --demo) adds to the freshly started Auth Emulator,
// which keeps accounts in memory, before anything else can reach it. It is listed in ADMIN_EMAILS, so it can edit products; editors need a verified email, which the
// emulator lets us set directly.
export const DEMO_ACCOUNT = {
  email: 'editor@example.com',
  password: 'editor-demo',
  displayName: 'Demo Editor',
  emailVerified: true,
};

/**
 * Adds DEMO_ACCOUNT to the emulator at `host` (host:port) once it answers (an existing one is kept); returns its uid.
 * @param {string} host
 */
export async function seedDemoAccount(host) {
  await waitForAuthEmulator(host);
  const response = await fetch(`http://${host}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts`, {
    method: 'POST',
    // The emulator accepts "owner" as an admin credential for its demo projects.
    headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
    body: JSON.stringify(DEMO_ACCOUNT),
  });
  const body = await response.text();
  if (response.ok) {
    console.log(`Auth Emulator: demo account ${DEMO_ACCOUNT.email} / ${DEMO_ACCOUNT.password}`);
    return /** @type {{ localId: string }} */ (JSON.parse(body)).localId;
  }
  if (!body.includes('EMAIL_EXISTS')) throw new Error(`The Auth Emulator answered ${response.status}: ${body}`);
  console.log(`Auth Emulator: demo account ${DEMO_ACCOUNT.email} already exists`);
  const lookup = await fetch(
    `http://${host}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts:lookup`,
    {
      method: 'POST',
      headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: [DEMO_ACCOUNT.email] }),
    },
  );
  const found = /** @type {{ users?: Array<{ localId: string }> }} */ (await lookup.json());
  const uid = found.users?.[0]?.localId;
  if (!uid) throw new Error(`The Auth Emulator has no account ${DEMO_ACCOUNT.email}`);
  return uid;
}

/**
 * Gives the demo account (`uid`) a few orders in each status of the lifecycle (src/server/orders/demo.ts), in the local Blobs
 * folder the development server uses, so the orders desk and the orders page have something to show.
 */
/** @param {string} uid */
export async function seedDemoOrders(uid) {
  const { LOCAL_BLOBS_DIR, LOCAL_SITE_ID, jsonStore, openLocalBlobs } = await import('../src/server/blobs.ts');
  const { catalogue } = await import('../src/server/catalogue/files.ts');
  const { createInventory, INVENTORY_STORE } = await import('../src/server/inventory/inventory.ts');
  const { ORDERS_STORE } = await import('../src/server/orders/deps.ts');
  const { orderRepository } = await import('../src/server/orders/repository.ts');
  const { seedDemoOrders: seed } = await import('../src/server/orders/demo.ts');
  const local = await openLocalBlobs(LOCAL_BLOBS_DIR, LOCAL_SITE_ID);
  try {
    const products = catalogue().filter((product) => !product.hidden && product.stock >= 40);
    const stockOf = async (sku) => catalogue().find((product) => product.sku === sku)?.stock;
    const inventory = createInventory({ store: jsonStore(INVENTORY_STORE, local.connection), initial: stockOf });
    const reached = await seed(
      { uid, email: DEMO_ACCOUNT.email, name: DEMO_ACCOUNT.displayName },
      products.slice(0, 6).map((product) => product.sku),
      DEMO_ACCOUNT.email,
      {
        orders: orderRepository(jsonStore(ORDERS_STORE, local.connection)),
        inventory,
        catalog: async (skus) => products.filter((product) => skus.includes(product.sku)),
        now: () => new Date(),
        log: console,
      },
    );
    console.log(`Demo orders for ${DEMO_ACCOUNT.email}: ${reached.join(', ')} (the orders desk is at /desk)`);
  } finally {
    await local.stop();
  }
}
