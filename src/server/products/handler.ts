// The product editing API, behind one Function (netlify/functions/products.mts, path `/api/products/:sku`):
//   GET /api/products/{sku}  the effective editable state; with an editor's token also hidden products
//   PUT /api/products/{sku}  save `{version, fields}` (editors only), then start or queue a rebuild
// Editors are signed-in users with a verified email listed in ADMIN_EMAILS. Errors are problem details
// (src/server/http.ts): a 400 lists `errors` per field, a 409 adds `current`, what is stored now.
import { type Product, skuSchema } from '../../domain/catalog/index.ts';
import {
  applyEdit,
  changedKeys,
  checkVersion,
  editableFields,
  fieldErrors,
  productEditRequestSchema,
  type LiveStatus,
  type ProductState,
  type StoredEdit,
} from '../../domain/editor/index.ts';
import type { Erasures } from '../auth/erasures.ts';
import { requireUser } from '../auth/require-user.ts';
import type { TokenVerifier, VerifiedUser } from '../auth/verify-token.ts';
import { json, methodNotAllowed, problem, readJsonBody } from '../http.ts';
import type { Inventory } from '../inventory/inventory.ts';
import type { BuildHook } from './build-hook.ts';
import type { EditsOfProduct, ProductEditsRepository } from './repository.ts';

/** A full edit (4,000-character description, 30 specs, 20 tags) is about 15 KB. */
export const MAX_BODY_BYTES = 32 * 1024;

export interface ProductsDeps {
  /** Null when no Firebase project is configured: saving answers 503. */
  verifier: TokenVerifier | null;
  edits: ProductEditsRepository;
  /** The repository's catalogue, which edits are laid over. */
  catalog: readonly Product[];
  /** Lower-case emails of the editors. */
  editors: ReadonlySet<string>;
  hook: BuildHook;
  /** Live stock: shown in place of the stored stock field, and set when an editor changes it. */
  inventory: Inventory;
  /** Accounts whose data was erased: their earlier tokens are refused. */
  erasures?: Erasures;
  now?: () => Date;
  log?: Pick<Console, 'error'>;
}

/** ADMIN_EMAILS: emails separated by commas, spaces or new lines, compared without case. */
export function parseEditors(value: string | undefined): Set<string> {
  return new Set(
    (value ?? '')
      .split(/[\s,;]+/)
      .map((email) => email.trim().toLowerCase())
      .filter((email) => email.includes('@')),
  );
}

/** An editor proves the address: Firebase lets anyone sign up with any unverified email. */
export function isEditor(user: VerifiedUser, editors: ReadonlySet<string>): boolean {
  return user.emailVerified && user.email !== undefined && editors.has(user.email.toLowerCase());
}

const notFound = () => problem(404, 'There is no such product.', { code: 'not-found' });
const conflict = (current: ProductState, stockKept: StockChange | null) =>
  problem(
    409,
    stockKept
      ? `Someone else saved this product since you opened it. Your stock change (${stockKept.from} to ${stockKept.to}) was made, because orders have already taken from it; your other changes were not saved.`
      : 'Someone else saved this product since you opened it.',
    { code: 'edit-conflict', extensions: { current, ...(stockKept ? { stockKept } : {}) } },
  );
/** 409: the editor changed the stock field, but the live level is no longer the one they saw. */
const stockMoved = (seen: number, live: number, current: ProductState) =>
  problem(
    409,
    `The stock changed while you were editing: you saw ${seen}, it is ${live} now (orders were placed or cancelled, or someone set it). Nothing was saved; check the stock and save again.`,
    { code: 'stock-moved', extensions: { seen, live, current } },
  );

/** An editor's change of the stock field: from the level they saw to the one they typed. */
interface StockChange {
  from: number;
  to: number;
}

/** The path parameter of the Function's route, `/api/products/:sku`. */
export interface ProductsParams {
  sku?: string | undefined;
}

function stateOf(product: Product, edits: EditsOfProduct, canEdit: boolean): ProductState {
  const latest = edits.latest;
  return {
    sku: product.sku,
    fields: editableFields(latest ? applyEdit(product, latest.fields) : product),
    version: edits.version,
    updatedAt: latest?.updatedAt ?? null,
    updatedBy: canEdit ? (latest?.updatedBy ?? null) : null,
    canEdit,
    catalog: editableFields(product),
  };
}

/** The state with the live stock level in place of the stored field (orders change it between saves). */
function withLiveStock(state: ProductState, level: number | undefined): ProductState {
  return level === undefined || level === state.fields.stock
    ? state
    : { ...state, fields: { ...state.fields, stock: level } };
}

export async function handleProducts(request: Request, { sku }: ProductsParams, deps: ProductsDeps): Promise<Response> {
  const log = deps.log ?? console;
  if (!sku) return problem(404, 'There is no such products endpoint.', { code: 'not-found' });
  if (request.method !== 'GET' && request.method !== 'PUT') return methodNotAllowed(['GET', 'PUT']);

  // GET works signed out; a token that is sent must be valid.
  const signedIn = request.method === 'PUT' || request.headers.has('Authorization');
  let user: VerifiedUser | undefined;
  if (signedIn) {
    const caller = await requireUser(request, deps.verifier, deps.erasures);
    if (!caller.ok) return caller.response;
    user = caller.user;
  }
  const canEdit = user !== undefined && isEditor(user, deps.editors);
  if (request.method === 'PUT' && !canEdit) {
    return problem(
      403,
      'Editing products needs an editor account: ask the store owner to add your verified email to ADMIN_EMAILS.',
      {
        code: 'not-an-editor',
      },
    );
  }
  const product = skuSchema.safeParse(sku).success ? deps.catalog.find((p) => p.sku === sku) : undefined;
  if (!product) return notFound();

  try {
    const stored = stateOf(product, await deps.edits.of(sku), canEdit);
    const state = withLiveStock(stored, await liveLevel(sku, deps));
    if (request.method === 'GET') return state.fields.hidden && !canEdit ? notFound() : json(200, state);
    return await save(request, product, stored, user?.email ?? user?.uid ?? 'unknown', deps);
  } catch (error) {
    log.error('Products API failed', error);
    return problem(500, 'The product service failed unexpectedly. Please try again.');
  }
}

const liveLevel = async (sku: string, deps: ProductsDeps) => (await deps.inventory.levels([sku])).get(sku);

/**
 * `stored` is the product as the latest version holds it, its stock field included: the live level belongs to the
 * inventory, so a save writes the stock field (and the level) only when the editor changed it.
 */
async function save(
  request: Request,
  product: Product,
  stored: ProductState,
  editor: string,
  deps: ProductsDeps,
): Promise<Response> {
  const body = await readJsonBody(request, MAX_BODY_BYTES);
  if (!body.ok) return body.response;
  const parsed = productEditRequestSchema.safeParse(body.value);
  if (!parsed.success) {
    // Field paths as the form names them: "price", "specs.2.value", "tags" (not "fields.price" or "fields.tags.3").
    const errors = fieldErrors(parsed.error, 'fields');
    return problem(400, `Some fields are not valid: ${Object.keys(errors).join(', ')}.`, {
      code: 'invalid-fields',
      errors,
    });
  }
  const { sku } = product;
  if (!checkVersion(stored.version, parsed.data.version).ok)
    return conflict(withLiveStock(stored, await liveLevel(sku, deps)), null);

  const { fields, stockSeen } = parsed.data;
  // The form always sends the stock it loaded; only a value other than that one is the editor's decision.
  const stockChange: StockChange | null = fields.stock === stockSeen ? null : { from: stockSeen, to: fields.stock };
  if (stockChange) {
    const changed = await deps.inventory.change(sku, stockChange.from, stockChange.to);
    if (!changed.ok) return stockMoved(stockSeen, changed.level, withLiveStock(stored, changed.level));
  }
  const now = (deps.now ?? (() => new Date()))();
  const edit: StoredEdit = {
    sku,
    version: stored.version + 1,
    fields: { ...fields, stock: stockChange ? stockChange.to : stored.fields.stock },
    updatedAt: now.toISOString(),
    updatedBy: editor,
    changed: changedKeys({ ...stored.fields, stock: stockSeen }, fields),
  };
  // Create-only: if another save took this version a moment ago, this one is the stale one, and its stock change
  // is taken back (as a difference, so orders placed in between keep their units).
  let appended: boolean;
  try {
    appended = await deps.edits.append(edit);
  } catch (error) {
    if (stockChange) await undoStockChange(sku, stockChange, deps);
    throw error;
  }
  if (!appended) {
    const kept = stockChange && !(await undoStockChange(sku, stockChange, deps)) ? stockChange : null;
    const latest = stateOf(product, await deps.edits.of(sku), true);
    return conflict(withLiveStock(latest, await liveLevel(sku, deps)), kept);
  }
  await deps.edits
    .prune(product.sku)
    .catch((error: unknown) => (deps.log ?? console).error('Could not prune old product versions', error));
  const live = await deps.hook.afterSave(now).catch((error: unknown): LiveStatus => {
    (deps.log ?? console).error('Could not start a rebuild', error);
    return {
      when: 'manual',
      message:
        'Saved, but a rebuild could not be started: the store pages show this change after the next deploy. New orders use it right away.',
    };
  });
  const saved = withLiveStock(
    stateOf(product, { latest: edit, version: edit.version }, true),
    await liveLevel(sku, deps),
  );
  return json(200, { ...saved, live });
}

/** Takes an editor's stock change back; false when orders already took more than the level held before it. */
async function undoStockChange(sku: string, change: StockChange, deps: ProductsDeps): Promise<boolean> {
  try {
    return await deps.inventory.adjust(sku, change.from - change.to);
  } catch (error) {
    (deps.log ?? console).error(`Could not take back the stock change of ${sku}`, error);
    return false;
  }
}
