// Wires the orders desk to this deployment: the orders' own wiring, and staff from ADMIN_EMAILS.
import { ordersDepsFromEnv } from '../orders/deps.ts';
import { parseEditors } from '../products/handler.ts';
import type { DeskDeps } from './handler.ts';

export function deskDepsFromEnv(env: Record<string, string | undefined>): DeskDeps {
  return { ...ordersDepsFromEnv(env), staff: parseEditors(env['ADMIN_EMAILS']) };
}
