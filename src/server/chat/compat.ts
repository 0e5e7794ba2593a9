// Compatibility from the specs: what the shopper's system needs (a console's M.2 slot, an operating system, a band,
// a memory type, a port) and, for each product it concerns, whether the product's own specs meet it and why.
import type { Product } from '../../features/catalog/index.ts';
import { specValue } from './facts.ts';
import { normalise } from './text.ts';

export type Verdict = 'fits' | 'no' | 'partly';

export interface Check {
  verdict: Verdict;
  /** Why, from the product's specs, as a clause: "is PCIe 3.0 (the PS5 needs PCIe 4.0 or faster)". */
  reason: string;
}

export interface Requirement {
  id: string;
  /** What the shopper's system is, in a few words ("a PS5"). */
  label: string;
  /** How a product meets it: a slot or a device is a "fit"; an operating system is "work with". Default "fit". */
  verb?: 'fit' | 'work with';
  /** Categories a shopper asking this usually means, when they name none. */
  categories: readonly string[];
  /** Undefined when the requirement says nothing about this product. */
  check(product: Product): Check | undefined;
}

const spec = (p: Product, label: RegExp) => specValue(p, label) ?? '';
const isStorage = (p: Product) => /ssd/i.test(p.category);
const hasOs = (p: Product) => spec(p, /^OS support$/i) !== '';

const REQUIREMENTS: readonly { pattern: RegExp; requirement: Requirement }[] = [
  {
    pattern: /\b(ps5|playstation\s*5|playstation)\b/,
    requirement: {
      id: 'ps5',
      label: 'a PS5',
      categories: ['NVMe SSD'],
      check(p) {
        if (!isStorage(p)) return undefined;
        const iface = spec(p, /^interface$/i);
        const form = spec(p, /form factor/i);
        if (!/m\.2 22(30|42|60|80)/i.test(form))
          return { verdict: 'no', reason: `is ${form || iface} (the PS5's expansion slot takes an M.2 NVMe SSD)` };
        if (/pcie 3/i.test(iface))
          return { verdict: 'no', reason: `is ${iface.split(',')[0]} (the PS5 needs PCIe 4.0 or faster)` };
        if (/pcie 5/i.test(iface))
          return { verdict: 'fits', reason: `is ${iface.split(',')[0]} ${form}; it runs at PCIe 4.0 speed in the PS5` };
        return { verdict: 'fits', reason: `is ${iface.split(',')[0]} ${form}` };
      },
    },
  },
  {
    pattern: /\b(steam deck|rog ally|legion go|2230 ssd|ssd.*2230)\b/,
    requirement: {
      id: 'm2-2230',
      label: 'an M.2 2230 SSD slot',
      categories: ['NVMe SSD', 'Memory Card'],
      check(p) {
        if (isStorage(p)) {
          const form = spec(p, /form factor/i) || spec(p, /^interface$/i);
          return /2230/.test(form)
            ? { verdict: 'fits', reason: `is ${form}` }
            : { verdict: 'no', reason: `is ${form} (that slot takes only M.2 2230 drives)` };
        }
        if (/microsd/i.test(spec(p, /^format$/i)))
          return { verdict: 'fits', reason: 'is a microSD card for its card slot' };
        return undefined;
      },
    },
  },
  {
    pattern: /\b(raspberry|raspberry pi|single[- ]board|sbc|orange pi)\b/,
    requirement: {
      id: 'sbc',
      label: 'a single-board computer',
      categories: ['USB Wi-Fi Adapter', 'Bluetooth Adapter', 'Memory Card'],
      check(p) {
        const iface = spec(p, /^interface$/i);
        if (/^pcie|m\.2/i.test(iface)) return { verdict: 'no', reason: `needs a ${iface.split(',')[0]} slot` };
        if (/usb/i.test(iface)) return { verdict: 'fits', reason: `plugs into a ${iface} port` };
        if (/microsd/i.test(spec(p, /^format$/i))) return { verdict: 'fits', reason: 'is a microSD card' };
        return undefined;
      },
    },
  },
  {
    pattern: /\b(linux|ubuntu|debian|fedora|mint|arch|raspberry|raspbian|kernel|pop os|manjaro|steamos)\b/,
    requirement: {
      id: 'linux',
      label: 'Linux',
      verb: 'work with',
      categories: ['Wi-Fi Card', 'USB Wi-Fi Adapter', 'Bluetooth Adapter'],
      check(p) {
        if (!hasOs(p)) return undefined;
        const os = spec(p, /^OS support$/i);
        if (!/linux/i.test(os)) return { verdict: 'no', reason: `lists ${os}, no Linux` };
        if (/out-of-tree/i.test(os))
          return {
            verdict: 'partly',
            reason: `needs an out-of-tree driver on Linux you have to build yourself (${os})`,
          };
        const linux = /linux[^,]*/i.exec(os)?.[0] ?? 'Linux';
        return { verdict: 'fits', reason: `works with the drivers in the kernel: ${linux}` };
      },
    },
  },
  {
    pattern: /\b(6ghz|6 ghz|wifi6e router|wifi7 router)\b/,
    requirement: {
      id: '6ghz',
      label: 'the 6 GHz band',
      categories: ['Wi-Fi Card', 'USB Wi-Fi Adapter', 'Antenna'],
      check(p) {
        const bands = spec(p, /^bands$/i);
        if (!bands) return undefined;
        return /\b6 GHz/i.test(bands)
          ? { verdict: 'fits', reason: `covers ${bands}` }
          : { verdict: 'no', reason: `is ${bands} only, no 6 GHz` };
      },
    },
  },
  {
    pattern: /\b(amd|ryzen|am4|am5|threadripper)\b/,
    requirement: {
      id: 'amd',
      label: 'an AMD system',
      categories: ['Wi-Fi Card', 'Memory'],
      check(p) {
        const os = spec(p, /^OS support$/i);
        if (/intel platforms only/i.test(os))
          return { verdict: 'partly', reason: `lists ${os}, so not on AMD under Linux` };
        const profiles = spec(p, /^profiles$/i);
        if (profiles) {
          return /expo/i.test(profiles)
            ? { verdict: 'fits', reason: `has an AMD EXPO profile (${profiles})` }
            : {
                verdict: 'partly',
                reason: `has ${profiles} only, no AMD EXPO profile, so the rated speed may need manual setup`,
              };
        }
        if (/amd/i.test(p.tags.join(' '))) return { verdict: 'fits', reason: 'is listed for AMD and Intel desktops' };
        return undefined;
      },
    },
  },
  {
    pattern:
      /\b(ddr4|ddr5)\b.*\b(board|motherboard|mobo|slot|system|pc|platform)\b|\b(board|motherboard|mobo|system|pc)\b.*\b(ddr4|ddr5)\b/,
    requirement: {
      id: 'memory-type',
      label: 'that memory type',
      categories: ['Memory'],
      check: () => undefined, // replaced per question by memoryType()
    },
  },
  {
    pattern: /\b(laptop|notebook|ultrabook|macbook)\b/,
    requirement: {
      id: 'laptop',
      label: 'a laptop',
      categories: ['NVMe SSD', 'SATA SSD', 'USB Wi-Fi Adapter', 'Memory'],
      check(p) {
        const type = spec(p, /^type$/i);
        if (/udimm/i.test(type)) return { verdict: 'no', reason: `is desktop ${type} memory (laptops take SO-DIMM)` };
        const iface = spec(p, /^interface$/i);
        if (/^pcie x1/i.test(iface)) return { verdict: 'no', reason: `is a desktop ${iface} card` };
        if (/m\.2 2230 key e/i.test(iface))
          return { verdict: 'partly', reason: `fits laptops with a replaceable ${iface} Wi-Fi slot` };
        const form = spec(p, /form factor/i);
        if (/m\.2 2280/i.test(form))
          return { verdict: 'partly', reason: `fits laptops with a free ${form.split(',')[0]} slot` };
        if (/2\.5-inch/i.test(form)) return { verdict: 'partly', reason: `fits laptops with a ${form} SATA bay` };
        if (/usb/i.test(iface)) return { verdict: 'fits', reason: `plugs into a ${iface} port` };
        return undefined;
      },
    },
  },
  {
    pattern: /\b(no|without|lack|don't have|dont have|doesn't have|doesnt have)\b.*\bm2\b/,
    requirement: {
      id: 'no-m2',
      label: 'a PC without an M.2 slot',
      categories: ['SATA SSD', 'Portable SSD'],
      check(p) {
        if (!isStorage(p)) return undefined;
        const form = spec(p, /form factor/i);
        if (/m\.2/i.test(form)) return { verdict: 'no', reason: `needs an ${form.split(',')[0]} slot` };
        return {
          verdict: 'fits',
          reason: form ? `is a ${form} drive for a SATA bay` : `connects over ${spec(p, /^interface$/i)}`,
        };
      },
    },
  },
  {
    pattern: /\b(pcie3|pcie 3|older board|old motherboard|pcie4 board|pcie4 slot)\b/,
    requirement: {
      id: 'older-pcie',
      label: 'an older PCIe slot',
      categories: ['NVMe SSD'],
      check(p) {
        const iface = spec(p, /^interface$/i);
        if (!/pcie \d/i.test(iface) || !isStorage(p)) return undefined;
        return /pcie 3/i.test(iface)
          ? { verdict: 'fits', reason: `is ${iface.split(',')[0]}` }
          : { verdict: 'partly', reason: `is ${iface.split(',')[0]}; it works in an older slot at that slot's speed` };
      },
    },
  },
  {
    pattern: /\b(usbc|thunderbolt|usb-c only)\b/,
    requirement: {
      id: 'usbc',
      label: 'a USB-C port',
      categories: ['Portable SSD'],
      check(p) {
        const connector = spec(p, /^connector$/i);
        const iface = spec(p, /^interface$/i);
        if (/usb-c/i.test(connector))
          return {
            verdict: 'fits',
            reason: `has a ${connector} connector (${spec(p, /in the box/i) || 'cable included'})`,
          };
        if (/usb .*type-a/i.test(iface))
          return { verdict: 'partly', reason: `is ${iface}, so a USB-C port needs a USB-C to A adapter` };
        return undefined;
      },
    },
  },
  {
    pattern: /\b(usba|usb 2\.0 port|usb 3\.0 port|old usb)\b/,
    requirement: {
      id: 'usba',
      label: 'a USB-A port',
      categories: ['Portable SSD', 'USB Wi-Fi Adapter', 'Bluetooth Adapter'],
      check(p) {
        const iface = spec(p, /^interface$/i);
        if (/type-a/i.test(iface)) return { verdict: 'fits', reason: `is ${iface}` };
        const box = spec(p, /in the box/i);
        if (/usb-c to a/i.test(box)) return { verdict: 'fits', reason: `comes with ${box}` };
        return undefined;
      },
    },
  },
  {
    pattern: /\b(camera|dslr|mirrorless|camcorder)\b/,
    requirement: {
      id: 'camera',
      label: 'a camera with an SD slot',
      categories: ['Memory Card'],
      check(p) {
        const format = spec(p, /^format$/i);
        if (!format) return undefined;
        return /^sd/i.test(format)
          ? { verdict: 'fits', reason: `is a full-size ${format} card (${spec(p, /speed class/i)})` }
          : {
              verdict: 'partly',
              reason: `is ${format}; it fits an SD slot with its ${spec(p, /in the box/i) || 'adapter'}`,
            };
      },
    },
  },
  {
    pattern: /\b(drone|gopro|action cam|switch|nintendo|phone|android|tablet|dashcam)\b/,
    requirement: {
      id: 'microsd-device',
      label: 'a device with a microSD slot',
      categories: ['Memory Card'],
      check(p) {
        const format = spec(p, /^format$/i);
        if (!format) return undefined;
        return /microsd/i.test(format)
          ? { verdict: 'fits', reason: `is ${format} (${spec(p, /speed class/i)})` }
          : { verdict: 'no', reason: `is a full-size ${format} card, too big for a microSD slot` };
      },
    },
  },
  {
    pattern: /\b(rp-?sma|antenna connector|screw on|mhf4)\b/,
    requirement: {
      id: 'rp-sma',
      label: 'RP-SMA antenna connectors',
      categories: ['Antenna', 'Wi-Fi Card'],
      check(p) {
        const connector = spec(p, /^connector$/i);
        if (connector)
          return /rp-sma/i.test(connector)
            ? { verdict: 'fits', reason: `has ${connector}` }
            : { verdict: 'no', reason: `has ${connector}` };
        const antennas = spec(p, /^antennas$/i);
        if (/mhf4/i.test(antennas)) return { verdict: 'no', reason: `has no RP-SMA connectors: ${antennas}` };
        return undefined;
      },
    },
  },
  {
    pattern: /\b(usb header|9-pin|9 pin|header)\b/,
    requirement: {
      id: 'usb-header',
      label: 'a free 9-pin USB header',
      categories: ['Wi-Fi Card', 'Bluetooth Adapter'],
      check(p) {
        const bt = `${spec(p, /^bluetooth$/i)} ${spec(p, /^interface$/i)}`;
        if (/9-pin/i.test(bt))
          return { verdict: 'partly', reason: `needs the motherboard's 9-pin USB header for Bluetooth (${bt.trim()})` };
        return undefined;
      },
    },
  },
];

/** An operating system's spec part: "Windows 10/11 64-bit" of "Windows 10/11 64-bit, Linux 5.10+". */
const osPart = (os: string, name: RegExp) => os.split(/,\s*/).find((part) => name.test(part));
/** "Windows 10/11, Linux" → "Windows 10/11 and Linux". */
const osList = (os: string) =>
  os
    .split(/,\s*/)
    .join(', ')
    .replace(/, ([^,]*)$/, ' and $1');

/** "10.12" < "13": version numbers compared part by part. */
function compareVersions(a: string, b: string): number {
  const [x, y] = [a.split('.').map(Number), b.split('.').map(Number)];
  for (let i = 0; i < Math.max(x.length, y.length); i += 1) {
    const d = (x[i] ?? 0) - (y[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

// One requirement per OS and version named (a few dozen at most), so checkOf's verdicts are kept across questions.
const osRequirements = new Map<string, Requirement>();

/** An operating system the question names, and its version when it gives one. */
function osRequirement(
  family: 'Windows' | 'macOS' | 'ChromeOS',
  version: string | undefined,
  label: string,
): Requirement {
  let known = osRequirements.get(label);
  if (!known) osRequirements.set(label, (known = readOs(family, version, label)));
  return known;
}

function readOs(family: 'Windows' | 'macOS' | 'ChromeOS', version: string | undefined, label: string): Requirement {
  const name = { Windows: /windows/i, macOS: /macos/i, ChromeOS: /chrome ?os/i }[family];
  return {
    id: family.toLowerCase(),
    label,
    verb: 'work with',
    categories: ['Wi-Fi Card', 'USB Wi-Fi Adapter', 'Bluetooth Adapter'],
    check(p) {
      if (!hasOs(p)) return undefined;
      const os = spec(p, /^OS support$/i);
      const part = osPart(os, name);
      const no = { verdict: 'no' as const, reason: `supports only ${osList(os)}, not ${label}` };
      if (!part) return no;
      if (version === undefined || supportsVersion(part, version))
        return { verdict: 'fits', reason: `supports ${part}` };
      return no;
    },
  };
}

/**
 * Whether an OS spec part covers a version: "Windows 10/11" lists versions, "macOS 10.12–13" a range, "Linux 5.10+"
 * a minimum.
 */
function supportsVersion(part: string, version: string): boolean {
  const range = /(\d+(?:\.\d+)?)\s*[–-]\s*(\d+(?:\.\d+)?)/.exec(part);
  if (range) return compareVersions(version, range[1] ?? '0') >= 0 && compareVersions(version, range[2] ?? '0') <= 0;
  const minimum = /(\d+(?:\.\d+)?)\+/.exec(part);
  if (minimum) return compareVersions(version, minimum[1] ?? '0') >= 0;
  const listed = /\b((?:\d+(?:\.\d+)?|xp|vista)(?:\/(?:\d+(?:\.\d+)?))*)\b/i.exec(part)?.[1];
  return listed === undefined || listed.toLowerCase().split('/').includes(version.toLowerCase());
}

/** macOS by release name, for "will it work on Sonoma?". */
const MACOS_NAMES: ReadonlyMap<string, string> = new Map([
  ['sequoia', '15'],
  ['sonoma', '14'],
  ['ventura', '13'],
  ['monterey', '12'],
  ['big sur', '11'],
  ['catalina', '10.15'],
  ['mojave', '10.14'],
  ['high sierra', '10.13'],
]);
const MACOS_NAME = new RegExp(`\\b(${[...MACOS_NAMES.keys()].join('|')})\\b`);

/** The operating systems a (normalised) question names: "Windows 7", "macOS Sonoma", "a Chromebook". */
function operatingSystems(t: string): Requirement[] {
  const found: Requirement[] = [];
  const windows = /\b(?:windows|win)\s*(xp|vista|7|8\.1|8|10|11)\b|\bwindows\b/.exec(t);
  if (windows) {
    const version = windows[1]?.replace(/^(xp|vista)$/, (v) => (v === 'xp' ? 'XP' : 'Vista'));
    found.push(osRequirement('Windows', version, version === undefined ? 'Windows' : `Windows ${version}`));
  }
  const named = MACOS_NAME.exec(t)?.[1];
  const numbered = /\b(?:macos|os x|osx)\s*(1[0-9](?:\.\d{1,2})?)\b/.exec(t)?.[1];
  if (named || numbered || /\b(mac|macos|hackintosh|airdrop|handoff|mac pro|os x|osx)\b/.test(t)) {
    const version = numbered ?? (named ? MACOS_NAMES.get(named) : undefined);
    const label = named
      ? `macOS ${named.replace(/\b\w/g, (c) => c.toUpperCase())} (${version ?? ''})`
      : version
        ? `macOS ${version}`
        : 'macOS';
    found.push(osRequirement('macOS', version, label));
  }
  if (/\b(chromeos|chrome os|chromebooks?)\b/.test(t)) found.push(osRequirement('ChromeOS', undefined, 'ChromeOS'));
  return found;
}

/** "DDR4 motherboard": memory of that type fits, the other does not (the slots are keyed differently). */
function memoryType(wanted: 'DDR4' | 'DDR5'): Requirement {
  return {
    id: 'memory-type',
    label: `a ${wanted} motherboard`,
    categories: ['Memory'],
    check(p) {
      const type = spec(p, /^type$/i);
      if (!/ddr\d/i.test(type)) return undefined;
      return type.toUpperCase().includes(wanted)
        ? { verdict: 'fits', reason: `is ${type}` }
        : { verdict: 'no', reason: `is ${type}, which does not fit ${wanted} slots` };
    },
  };
}

const MEMORY_TYPES = { DDR4: memoryType('DDR4'), DDR5: memoryType('DDR5') } as const;

// A requirement's verdict on a product depends on nothing else, and a compatibility question checks every product
// of the categories it concerns (thousands at scale), so each verdict is worked out once per product object.
const verdicts = new WeakMap<Requirement, WeakMap<Product, Check | null>>();

export function checkOf(requirement: Requirement, product: Product): Check | undefined {
  let known = verdicts.get(requirement);
  if (!known) verdicts.set(requirement, (known = new WeakMap()));
  const cached = known.get(product);
  if (cached !== undefined) return cached ?? undefined;
  const check = requirement.check(product);
  known.set(product, check ?? null);
  return check;
}

/** The requirements a question states. */
export function requirementsIn(text: string): Requirement[] {
  const t = normalise(text);
  const found: Requirement[] = [];
  for (const { pattern, requirement } of REQUIREMENTS) {
    if (!pattern.test(t)) continue;
    if (requirement.id === 'memory-type') {
      found.push(MEMORY_TYPES[/ddr5/.test(t) ? 'DDR5' : 'DDR4']);
    } else found.push(requirement);
  }
  found.push(...operatingSystems(t));
  // "Linux without compiling drivers": only in-kernel support counts as a fit.
  return found;
}

export const COMPAT_WORDS =
  /\b(compatible|compatibility|work(s)? (with|on|in)|run(s)? (on|with)|fit(s)?( in| into| my)?|support(s|ed)?|plug and play|out of the box|without (compiling|installing|a driver|drivers)|need(s)? (a )?driver|driver(s)?|can i (use|put|install)|will (it|this|they|the)|does (it|this|the) work|in my|for my|suitable)\b/;
