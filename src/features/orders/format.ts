// How orders are written for the shopper. Dates are the platform's formatLocalDate (mm/dd/yy in the shopper's own
// time zone: an order placed at 11 pm belongs to that day, wherever they are).
import type { Order } from '../../domain/orders/schema.ts';

/** "Order A1B2C3D4": the first eight digits of the id are plenty for a person, the full id is in the URL. */
export const orderNumber = (id: string) => id.slice(0, 8).toUpperCase();

export const statusLabel: Record<Order['status'], string> = {
  placed: 'Placed',
  packed: 'Packed',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

/** "2 × Biwin NV7400 1TB, 1 × Fenvi BE200 and 3 more". */
export function itemsSummary(order: Pick<Order, 'lines'>, shown = 2): string {
  const parts = order.lines.slice(0, shown).map((line) => `${line.quantity} × ${line.name}`);
  const rest = order.lines.length - shown;
  return rest > 0 ? `${parts.join(', ')} and ${rest} more` : parts.join(', ');
}
