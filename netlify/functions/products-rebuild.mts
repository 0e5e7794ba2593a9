// Scheduled every minute: starts the rebuild a product save inside the build hook's one-a-minute limit is waiting
// for (src/server/products/build-hook.ts).
import type { Config } from '@netlify/functions';
import { buildHookFromEnv } from '../../src/server/products/deps.ts';

const hook = buildHookFromEnv(process.env);

export default async () => {
  await hook.flushPending(new Date());
};

export const config: Config = { schedule: '* * * * *' };
