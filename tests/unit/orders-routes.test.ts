import { describe, expect, it } from 'vitest';
import { routeOf } from '../../src/server/orders/handler.ts';
import { functionPaths, paramsFor } from '../support/function-route.ts';

const paths = functionPaths('orders');
const routeAt = (path: string) => {
  const params = paramsFor(paths, `http://localhost${path}`);
  return params && routeOf(params);
};

describe('routeOf, over the orders Function’s path patterns', () => {
  it('names each endpoint', () => {
    expect(routeAt('/api/orders')).toEqual({ name: 'orders' });
    expect(routeAt('/api/orders/quote')).toEqual({ name: 'quote' });
    expect(routeAt('/api/orders/0123456789abcdef01234567')).toEqual({ name: 'order', id: '0123456789abcdef01234567' });
    expect(routeAt('/api/orders/0123456789abcdef01234567/cancel')).toEqual({
      name: 'cancel',
      id: '0123456789abcdef01234567',
    });
  });

  it('knows no other action', () => {
    expect(routeAt('/api/orders/x/refund')).toEqual({ name: 'unknown' });
  });

  it('is never reached for paths outside the patterns', () => {
    for (const path of ['/api/order', '/api/orders/x/cancel/now', '/orders', '/api/ordersx'])
      expect(routeAt(path), path).toBeUndefined();
  });
});
