// The SKU rule, once: a URL-safe product id (docs/rules.md#cart-and-orders). Plain code with no dependencies, so the
// tiny scripts on every content page (the cart badge, recently viewed) can use it without pulling in zod.

/** Lower-case letters and digits in dash-separated groups. */
export const SKU_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SKU_MAX_LENGTH = 64;

export const isSku = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= SKU_MAX_LENGTH && SKU_PATTERN.test(value);
