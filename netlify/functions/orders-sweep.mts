// Scheduled every minute: gives back the stock of checkouts whose request died before it finished, and settles the
// ones that were placed (src/server/orders/checkout.ts, sweepClaims).
import type { Config } from '@netlify/functions';
import { ordersDepsFromEnv } from '../../src/server/orders/deps.ts';
import { sweepClaims } from '../../src/server/orders/checkout.ts';

const deps = ordersDepsFromEnv(process.env);

export default async () => {
  await sweepClaims({ ...deps, now: () => new Date(), log: console }, new Date());
};

export const config: Config = { schedule: '* * * * *' };
