// The oracle's inputs, read straight from the repository's files: the products (parsed with the catalogue's schema,
// which is data, not assistant logic) and the policy pages split into their sections.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { productSchema, type Product } from '../../../src/domain/catalog/schema.ts';

const ROOT = new URL('../../../', import.meta.url).pathname;

/** Every product of src/content/products/*.json, hidden ones included, in file order. */
export function loadProducts(directory = join(ROOT, 'src/content/products')): Product[] {
  return readdirSync(directory)
    .filter((name) => name.endsWith('.json'))
    .toSorted()
    .flatMap((name) => {
      const raw: unknown = JSON.parse(readFileSync(join(directory, name), 'utf8'));
      if (!Array.isArray(raw)) throw new Error(`${name} must hold an array of products`);
      return raw.map((item: unknown) => productSchema.parse(item));
    });
}

export interface PolicySection {
  readonly page: string;
  readonly heading: string;
  readonly text: string;
}

export interface PolicyPage {
  readonly page: string;
  readonly text: string;
  readonly sections: readonly PolicySection[];
}

/** Each policy page (file name without .md) with its `## ` sections; the front matter is dropped. */
export function loadPolicies(directory = join(ROOT, 'src/content/policies')): PolicyPage[] {
  return readdirSync(directory)
    .filter((name) => name.endsWith('.md'))
    .toSorted()
    .map((name) => {
      const page = name.replace(/\.md$/, '');
      const body = readFileSync(join(directory, name), 'utf8').replace(/^---\n[\s\S]*?\n---\n/, '');
      const sections = body
        .split(/^(?=## )/m)
        .filter((part) => part.startsWith('## '))
        .map((part) => {
          const [first = '', ...rest] = part.split('\n');
          return { page, heading: first.slice(3).trim(), text: rest.join('\n') };
        });
      return { page, text: body, sections };
    });
}
