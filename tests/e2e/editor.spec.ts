// The product editor against the Auth Emulator and the real products Function with local Netlify Blobs. The tests
// share one product (no other test uses it), so they run in order and put it back to its catalogue values.
import { expect, JOURNEY, test, type Page } from '../support/test.ts';
import { axeViolations } from '../support/axe.ts';
import { catalogue } from '../../src/server/catalogue/files.ts';
import { editableFields } from '../../src/domain/editor/schema.ts';
import { at, createAccount, offline, signInWithEmail, uniqueEmail } from '../support/auth.ts';
import { EDITOR, EDITOR_EMAIL, ensureEditor, productState, saveAsEditor } from '../support/editor.ts';

const SKU = 'biwin-sc200-128gb';
const EDIT = `/products/${SKU}/edit`;
const product = catalogue().find((p) => p.sku === SKU);
if (!product) throw new Error(`${SKU} is not in the catalogue`);
const catalogFields = editableFields(product);

test.describe.configure({ mode: 'serial' });

const restore = async (baseURL: string | undefined) => {
  await ensureEditor();
  await saveAsEditor(baseURL ?? '', SKU, () => catalogFields);
};
test.beforeAll(async ({ baseURL }) => restore(baseURL));
test.afterAll(async ({ baseURL }) => restore(baseURL));
test.beforeEach(async ({ context }) => {
  await offline(context);
});

async function signInAsEditor(page: Page) {
  await page.goto(`/login?next=${EDIT}`);
  await signInWithEmail(page, EDITOR);
  await expect(page).toHaveURL(at(EDIT));
  await expect(field(page, 'Name')).toHaveValue(product?.name ?? '');
}

/** A form control by its exact label ("Price" is not "Compare-at price"). */
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/** Records every PUT the page sends to the products API. */
function recordSaves(page: Page): string[] {
  const saves: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PUT' && request.url().includes('/api/products/')) saves.push(request.postData() ?? '');
  });
  return saves;
}

test('signed out, the page asks for an editor account and signs in back to the form', async ({ page }) => {
  await page.goto(EDIT);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Edit ${product.name}`);
  await expect(page.getByText('Editing products needs an editor account.')).toBeVisible();
  const signIn = page.getByRole('link', { name: 'Sign in', exact: true });
  await expect(signIn).toHaveAttribute('href', `/login?next=${EDIT}`);
  expect(await axeViolations(page, { tags: null })).toEqual([]);
  await signIn.click();
  await signInWithEmail(page, EDITOR);
  await expect(page).toHaveURL(at(EDIT));
  await expect(field(page, 'Price')).toHaveValue('19.99');
});

test('a signed-in user who is not an editor is told why there is no form', async ({ page }) => {
  const account = { email: uniqueEmail('shopper'), password: 'secret-123', emailVerified: true };
  await createAccount(account);
  await page.goto(`/login?next=${EDIT}`);
  await signInWithEmail(page, account);
  await expect(page).toHaveURL(at(EDIT));
  await expect(page.getByText('Editing products needs an editor account.')).toBeVisible();
  await expect(page.getByText(`You are signed in as ${account.email}, which is not an editor account.`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save changes' })).toHaveCount(0);
});

test(
  'an editor changes the price, sees the preview, saves, and the saved value stays after a reload',
  JOURNEY,
  async ({ page, baseURL }) => {
    // Sign-in, an axe scan, two saves and a reload: on a busy two-core machine the journey ran past the 30 s default.
    // Every step keeps its own 5 s expectation.
    test.slow();
    await signInAsEditor(page);
    const preview = page.getByRole('group', { name: product.name });
    await expect(preview).toContainText('$19.99');
    const save = page.getByRole('button', { name: 'Save changes' });
    await expect(save).toBeDisabled();

    await field(page, 'Price').fill('17.49');
    await field(page, 'Compare-at price').fill('24.99');
    await expect(preview).toContainText('$17.49');
    await expect(preview).toContainText('Save 30%');
    // Reorder: the second spec row moves to the top.
    const secondSpec = await field(page, 'Spec 2 name').inputValue();
    await page.getByRole('button', { name: 'Move spec 2 up' }).click();
    await expect(field(page, 'Spec 1 name')).toHaveValue(secondSpec);
    await expect(page.getByText('Unsaved changes')).toBeVisible();
    expect(await axeViolations(page, { tags: null })).toEqual([]);

    await save.click();
    const saved = page.getByRole('status').filter({ hasText: 'Saved.' });
    await expect(saved).toContainText('the store pages show this change after the next deploy');
    // The Save button disabled itself, so focus moved to the line saying what happened.
    await expect(saved).toBeFocused();
    await expect(page.getByText(`saved by ${EDITOR_EMAIL}`)).toBeVisible();
    await expect(save).toBeDisabled();
    const stored = await productState(baseURL ?? '', SKU);
    expect(stored.fields).toMatchObject({ price: 1749, compareAtPrice: 2499 });
    expect((stored.fields['specs'] as Array<{ label: string }>)[0]?.label).toBe(secondSpec);

    await page.reload();
    await expect(field(page, 'Price')).toHaveValue('17.49');
    await expect(field(page, 'Spec 1 name')).toHaveValue(secondSpec);

    // Revert puts the catalogue's values back in the form; saving publishes them.
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'Revert to catalogue values' }).click();
    await expect(field(page, 'Price')).toHaveValue('19.99');
    await expect(field(page, 'Compare-at price')).toHaveValue('');
    await save.click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
    expect((await productState(baseURL ?? '', SKU)).fields).toMatchObject({ price: 1999, compareAtPrice: null });
  },
);

test('invalid fields show inline errors and nothing is saved', async ({ page }) => {
  const saves = recordSaves(page);
  await signInAsEditor(page);
  const price = field(page, 'Price');

  // An error stays with its spec row when the row moves.
  await field(page, 'Spec 1 value').fill('');
  await field(page, 'Spec 1 value').blur();
  await expect(field(page, 'Spec 1 value')).toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('button', { name: 'Move spec 1 down' }).click();
  await expect(field(page, 'Spec 2 value')).toHaveAttribute('aria-invalid', 'true');
  await expect(field(page, 'Spec 1 value')).not.toHaveAttribute('aria-invalid');

  await price.fill('-5');
  await price.blur();
  await expect(page.getByText('Price cannot be negative')).toBeVisible();
  await expect(price).toHaveAttribute('aria-invalid', 'true');
  await price.fill('abc');
  await field(page, 'Stock').fill('100001');
  await field(page, 'Name').fill('   ');
  await page.getByRole('button', { name: 'Save changes' }).click();

  const summary = page.getByRole('group', { name: /before saving/ });
  await expect(summary).toBeFocused();
  await expect(summary).toContainText('Price must be an amount in dollars, like 79.99');
  await expect(summary).toContainText('Stock must be at most 100,000');
  await expect(summary).toContainText('Name is required');
  await expect(page.getByRole('group', { name: 'Product name' })).toContainText('Price to fix');
  await summary.getByRole('link', { name: /^Price must be/ }).click();
  await expect(price).toBeFocused();
  expect(saves).toEqual([]);
});

test('a save over someone else’s newer version is refused and offers their version', async ({
  page,
  baseURL,
  watch,
}) => {
  // The refusal is the answer this journey is about.
  watch.allow('409 /api/products/biwin-sc200-128gb');
  await signInAsEditor(page);
  // Another editor saves while this form is open.
  await saveAsEditor(baseURL ?? '', SKU, (fields) => ({ ...fields, stock: 12 }));

  await field(page, 'Price').fill('18.99');
  await page.getByRole('button', { name: 'Save changes' }).click();
  const conflict = page.getByRole('alert').filter({ hasText: 'Someone else saved this product since you opened it.' });
  await expect(conflict).toBeVisible();
  // Nothing was overwritten, and the typed value is still in the form.
  expect((await productState(baseURL ?? '', SKU)).fields).toMatchObject({ price: 1999, stock: 12 });
  await expect(field(page, 'Price')).toHaveValue('18.99');

  await conflict.getByRole('button', { name: 'Load their version' }).click();
  await expect(field(page, 'Stock')).toHaveValue('12');
  await expect(field(page, 'Price')).toHaveValue('19.99');
  await field(page, 'Price').fill('18.99');
  // The save takes a moment; what the editor types meanwhile stays in the form as an unsaved change.
  await page.route('**/api/products/*', async (route) => {
    if (route.request().method() === 'PUT') await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue();
  });
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('button', { name: 'Saving…' })).toBeVisible();
  await field(page, 'Name').fill(`${product.name} (typed while saving)`);
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  expect((await productState(baseURL ?? '', SKU)).fields).toMatchObject({ price: 1899, stock: 12, name: product.name });
  await expect(field(page, 'Name')).toHaveValue(`${product.name} (typed while saving)`);
  await expect(field(page, 'Price')).toHaveValue('18.99');
  await expect(page.getByText('Unsaved changes')).toBeVisible();
});
