// The one maintained list of what the store does not carry: other makers, kinds of hardware, and the machines our
// products go into (each with what it takes, as fit data: the fit check decides, not this list). Everything else the
// assistant knows of products (brands, lines, categories, specs, form factors, buses) is read from the catalogue.
import type { Host } from '../../domain/catalog/index.ts';

/** Reads "Name: other|spellings; Next" into each name with the pattern that finds it in a normalised question. */
const entries = (list: string): (readonly [string, RegExp])[] =>
  list.split(/\s*;\s*/).map((entry) => {
    const [name = '', spellings] = entry.split(/:\s*/);
    return [name, new RegExp(String.raw`\b(${spellings ?? name.toLowerCase().replace(/\./g, '\\.')})\b`)] as const;
  });

/** Makers the store does not sell, with the ways shoppers write them. */
export const OTHER_MAKERS = entries(
  String.raw`Samsung; Western Digital: western digital|wd|wd_?black; Crucial; Kingston; Seagate; SanDisk; TP-Link: tp-?link;
  ASUS; Netgear; Corsair; G.Skill: g\.? ?skill; Lexar; ADATA: adata|xpg; Sabrent; SK hynix: (sk )?hynix; Micron; Kioxia;
  Solidigm; TeamGroup: team ?group; PNY; MSI; Gigabyte: gigabyte|aorus; D-Link: d-?link; Linksys; Ugreen;
  Nvidia: nvidia|geforce`.replace(/\s*\n\s*/g, ' '),
);

/** A kind of hardware we do not sell; `host` when it is a machine our products go into, as fit data. */
export interface Hardware {
  /** How the answer names the kind, plural: "graphics cards". */
  name: string;
  words: RegExp;
  host?: Host;
}

/** The machines shoppers name and what each takes; asked for as such ("recommend a laptop"), they are not sold. */
export const HARDWARE: readonly Hardware[] = [
  {
    name: 'consoles',
    words: /\b(ps5|playstation\s*5|playstation)\b/,
    host: { label: 'a PS5', takes: ['M.2 2280'], key: 'M', bus: 'PCIe', generation: 4, minGeneration: 4 },
  },
  {
    name: 'handheld PCs',
    words: /\b(steam deck|rog ally|legion go)\b/,
    host: { label: 'a handheld with an M.2 2230 slot', takes: ['M.2 2230', 'microSD'], key: 'M' },
  },
  {
    name: 'single-board computers',
    words: /\b(raspberry( pi)?|single[- ]board|sbc|orange pi)\b/,
    host: { label: 'a single-board computer', takes: ['USB adapter', 'Portable', 'microSD'], os: 'Linux' },
  },
  {
    name: 'laptops',
    words: /\b(laptops?|notebooks?|ultrabooks?)\b/,
    host: {
      label: 'a laptop',
      takes: ['M.2 2280', 'M.2 2230', '2.5-inch', 'SO-DIMM', 'USB adapter', 'Portable', 'SD', 'microSD'],
    },
  },
  { name: 'cameras', words: /\b(cameras?|dslr|mirrorless|camcorder)\b/, host: { label: 'a camera', takes: ['SD'] } },
  {
    name: 'phones, tablets or drones',
    words: /\b(drones?|gopro|action cam|nintendo switch|phones?|android|tablets?|dashcam)\b/,
    host: { label: 'a device with a microSD slot', takes: ['microSD'] },
  },
  { name: 'Macs', words: /\b(hackintosh|macbook|imac|mac pro|mac)\b/, host: { label: 'a Mac', os: 'macOS' } },
  { name: 'Chromebooks', words: /\b(chromebooks?|chrome ?os)\b/, host: { label: 'ChromeOS', os: 'ChromeOS' } },
  ...entries(
    String.raw`graphics cards: graphics cards?|video cards?|gpus?|rtx ?\d{4}|gtx ?\d{3,4}|radeon;
    SO-DIMM memory: so-?dimms?( memory| ram| modules?)?|laptop (memory|ram); CPUs: cpus?|processors?; monitors: monitors?;
    keyboards: keyboards?; mice: mouse|mice; motherboards: motherboards?; power supplies: power suppl(y|ies)|psus?;
    routers: routers?; printers: printers?; webcams: webcams?; speakers: speakers?; headphones: headphones?;
    hard drives: hard (drives?|disks?)|hdds?; cases: cases?; coolers: coolers?; fans: fans?; TVs: tvs?;
    consoles: consoles?`.replace(/\s*\n\s*/g, ' '),
  ).map(([name, words]) => ({ name, words })),
];

/** macOS by release name, for "will it work on Sonoma?". */
export const MACOS_NAMES: ReadonlyMap<string, string> = new Map(
  Object.entries({ sequoia: '15', sonoma: '14', ventura: '13', monterey: '12', 'big sur': '11', catalina: '10.15' }),
);
