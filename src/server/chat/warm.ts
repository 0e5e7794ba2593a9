// Work the chat Function does once, when its instance starts, so that no shopper's question waits for it: reading
// every product's words (regex passes over every product, which a shopper would notice at 10,000 products;
// docs/decisions.md#an-offline-assistant) and what each word matches, compiling the understanding core's patterns and
// the answer paths by asking a few questions of different kinds. Catalogue versions read later share the product
// objects, so their indexes reuse the words and what the warm-up's words matched.
import type { Product } from '../../domain/catalog/index.ts';
import { answerOffline } from './offline.ts';
import { completeWords } from './search.ts';

const WARM_UP = [
  'fastest ssd under $100 for my ps5 in stock',
  'how much is the cheapest memory kit',
  'wifi card that works on linux',
  'can i order 3 bluetooth adapters',
  'shipping on a $30 order',
];

export function warmChat(catalog: readonly Product[]): void {
  completeWords(catalog);
  for (const content of WARM_UP) answerOffline([{ role: 'user', content }], catalog);
}
