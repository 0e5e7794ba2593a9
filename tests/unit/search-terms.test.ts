import { describe, expect, it } from 'vitest';
import { correctQuery, editDistance, searchVariants, vocabularyOf, words } from '../../src/features/search/terms.ts';

describe('words', () => {
  it('lower-cases, joins hyphenated words and drops punctuation', () => {
    expect(words('Fenvi BE200 Wi-Fi 7 PCIe Card (2-Pack), 5.4')).toEqual([
      'fenvi',
      'be200',
      'wifi',
      '7',
      'pcie',
      'card',
      '2',
      'pack',
      '5.4',
    ]);
  });
});

describe('searchVariants', () => {
  it('splits model numbers and joins words to the numbers after them', () => {
    const variants = searchVariants('Biwin Black Opal NV7400 2 TB');
    expect(variants).toEqual(expect.arrayContaining(['nv7400', 'nv', '7400', '2', 'tb', '2tb']));
  });
  it('lets "wifi 7", "wifi7" and "wi-fi 7" meet', () => {
    expect(searchVariants('Wi-Fi 7 card')).toEqual(expect.arrayContaining(['wifi', '7', 'wifi7', 'card']));
  });
  it('joins a number only to a unit, not to the next model', () => {
    expect(searchVariants('Biwin A3 512 GB USB')).not.toContain('a3512');
    expect(searchVariants('Bluetooth 5.4 USB')).not.toContain('5.4usb');
    expect(searchVariants('Bluetooth 5.4 USB')).toContain('bluetooth5.4');
  });
});

describe('editDistance', () => {
  it('counts insertions, deletions, substitutions and swaps', () => {
    expect(editDistance('bluetoth', 'bluetooth')).toBe(1);
    expect(editDistance('adaptr', 'adapter')).toBe(1);
    expect(editDistance('nvem', 'nvme')).toBe(1);
    expect(editDistance('ssd', 'ssd')).toBe(0);
    expect(editDistance('memory', 'antenna')).toBe(3); // over the limit of 2
  });
});

describe('correctQuery', () => {
  const vocabulary = vocabularyOf([
    'Fenvi Bluetooth 5.4 USB Adapter',
    'Biwin NV7400 2 TB NVMe SSD',
    'Fenvi Tri-Band Antenna',
  ]);

  it('corrects unknown words to the nearest known one', () => {
    expect(correctQuery('BLUETOTH  adaptr', vocabulary)).toBe('bluetooth adapter');
    expect(correctQuery('tribnd antena', vocabulary)).toBe('triband antenna');
  });
  it('keeps known words, prefixes of known words, numbers and short words', () => {
    expect(correctQuery('nv7400 2tb', vocabulary)).toBe('nv7400 2tb');
    expect(correctQuery('blue', vocabulary)).toBe('blue');
    expect(correctQuery('xyz 7', vocabulary)).toBe('xyz 7');
  });
  it('keeps a word nothing is close to', () => {
    expect(correctQuery('keyboard', vocabulary)).toBe('keyboard');
  });
});
