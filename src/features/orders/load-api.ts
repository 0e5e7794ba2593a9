// The orders API as the pages use it: signed in with the user's ID token, and loaded with the first call, so a
// signed-out visitor's orders or cart page never fetches it.
import { idToken } from '../auth/index.ts';
import type { OrdersApi } from './api.ts';

let loading: Promise<OrdersApi> | undefined;

export function ordersApi(): Promise<OrdersApi> {
  loading ??= import('./api.ts').then(({ createOrdersApi }) => createOrdersApi({ token: idToken }));
  // A failed load (a new deploy removed the chunk, the network dropped) is tried again by the next call.
  loading.catch(() => (loading = undefined));
  return loading;
}
