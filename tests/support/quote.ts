// One drive at $79.99, free shipping: the order quote the orders tests store and show.
import type { Quote } from '../../src/domain/orders/schema.ts';

export const oneDriveQuote: Quote = {
  lines: [{ sku: 'ssd', name: 'SSD', unitPrice: 7999, quantity: 1, lineTotal: 7999 }],
  itemCount: 1,
  subtotal: 7999,
  shipping: 0,
  total: 7999,
  currency: 'USD',
};
