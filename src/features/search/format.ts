import { groupDigits } from '../../domain/catalog/index.ts';

/** "1 product", "1,204 products". */
export const plural = (n: number, word: string) => `${groupDigits(n)} ${word}${n === 1 ? '' : 's'}`;
