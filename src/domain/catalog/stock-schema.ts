// The answer of GET /api/stock, shared by the Function and the product page's live-stock script (which checks it by
// hand to stay small, see live-stock.ts).
import * as z from 'zod/mini';

/** The live level of each known SKU asked for, and when it was read. */
export const stockResponseSchema = z.object({
  levels: z.record(z.string(), z.int().check(z.gte(0))),
  at: z.iso.datetime(),
});
export type StockResponse = z.infer<typeof stockResponseSchema>;
