// Wires the products API to this deployment: the accounts verifier, the Blobs store, the editors and the build hook.
import { catalogue } from '../catalogue/files.ts';
import { ACCOUNTS_STORE, erasures } from '../auth/erasures.ts';
import { tokenVerifierFromEnv } from '../auth/verify-token.ts';
import { jsonStore } from '../blobs.ts';
import { inventoryFromEnv } from '../inventory/deps.ts';
import { buildHook, type BuildHook } from './build-hook.ts';
import type { ProductsDeps } from './handler.ts';
import { parseEditors } from './handler.ts';
import { PRODUCT_EDITS_STORE, productEditsRepository } from './repository.ts';

type Env = Readonly<Record<string, string | undefined>>;

export function buildHookFromEnv(env: Env): BuildHook {
  return buildHook({ url: env['BUILD_HOOK_URL'] || undefined, store: jsonStore(PRODUCT_EDITS_STORE) });
}

export function productsDepsFromEnv(env: Env): ProductsDeps {
  return {
    verifier: tokenVerifierFromEnv(env),
    edits: productEditsRepository(jsonStore(PRODUCT_EDITS_STORE)),
    catalog: catalogue(),
    editors: parseEditors(env['ADMIN_EMAILS']),
    hook: buildHookFromEnv(env),
    inventory: inventoryFromEnv(),
    erasures: erasures(jsonStore(ACCOUNTS_STORE)),
  };
}
