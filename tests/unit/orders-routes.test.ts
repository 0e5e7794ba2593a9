import { describe, expect, it } from 'vitest';
import { routeOf } from '../../src/server/orders/handler.ts';

describe('routeOf', () => {
  it('names each endpoint, tolerating a trailing slash', () => {
    expect(routeOf('/api/orders')).toEqual({ name: 'orders' });
    expect(routeOf('/api/orders/')).toEqual({ name: 'orders' });
    expect(routeOf('/api/orders/quote')).toEqual({ name: 'quote' });
    expect(routeOf('/api/orders/0123456789abcdef01234567')).toEqual({ name: 'order', id: '0123456789abcdef01234567' });
    expect(routeOf('/api/orders/0123456789abcdef01234567/cancel/')).toEqual({ name: 'cancel', id: '0123456789abcdef01234567' });
  });

  it('knows nothing else', () => {
    for (const path of ['/api/order', '/api/orders/x/refund', '/api/orders/x/cancel/now', '/orders', '/api/ordersx']) expect(routeOf(path), path).toEqual({ name: 'unknown' });
  });
});
