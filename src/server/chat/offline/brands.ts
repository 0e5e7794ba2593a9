// Brand facts the assistant may state, read from the same content files as the brand pages (relative JSON imports:
// Functions are bundled without astro:content).
import biwin from '../../../content/brands/biwin.json' with { type: 'json' };
import fenvi from '../../../content/brands/fenvi.json' with { type: 'json' };
import { brandSchema, type Brand } from '../../../domain/catalog/index.ts';

export const brands: readonly Brand[] = [biwin, fenvi].map((raw) => brandSchema.parse(raw));
