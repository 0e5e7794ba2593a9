// Scheduled every minute: gives back the stock of checkouts whose request died before it finished, settles the ones
// that were placed, finishes the stock of orders whose cancel or shipment died half-way, and prunes finished orders
// kept past their retention (src/server/orders/checkout.ts, sweepClaims; src/server/orders/lifecycle.ts, sweepOrders).
import type { Config } from '@netlify/functions';
import { ordersDepsFromEnv } from '../../src/server/orders/deps.ts';
import { sweepClaims } from '../../src/server/orders/checkout.ts';
import { sweepOrders } from '../../src/server/orders/lifecycle.ts';

const deps = ordersDepsFromEnv(process.env);

export default async () => {
  const now = new Date();
  const sweepDeps = { ...deps, now: () => now, log: console };
  await sweepClaims(sweepDeps, now);
  await sweepOrders(sweepDeps, now);
};

export const config: Config = { schedule: '* * * * *' };
