// Hosts described in words, each with the verdict the product's `fit` data gives for it. Only hosts whose verdict the
// data settles are made: a need or an operating system the oracle cannot read means no fit question for that product.
import type { Product } from '../../../src/domain/catalog/schema.ts';
import type { Random } from './words.ts';

type Need =
  | 'pcie-slot'
  | 'bt-header'
  | 'usb-header'
  | 'usb-a'
  | 'usb-any'
  | 'm2-e'
  | 'mhf4'
  | 'm2-m'
  | 'sata-bay'
  | 'ddr5'
  | 'ddr4'
  | 'clearance'
  | 'microsd-or-sd'
  | 'sd'
  | 'rp-sma'
  | 'rp-sma-ext';

const NEEDS: readonly (readonly [RegExp, Need])[] = [
  [/PCIe x1 \(or wider\) slot/, 'pcie-slot'],
  [/9-pin USB 2\.0 header for Bluetooth/, 'bt-header'],
  [/9-pin USB 2\.0 header$/, 'usb-header'],
  [/^A USB-A port/, 'usb-a'],
  [/USB-C or USB-A port/, 'usb-any'],
  [/M\.2 2230 Key E/, 'm2-e'],
  [/MHF4 antenna leads/, 'mhf4'],
  [/M\.2 2280 M-key slot/, 'm2-m'],
  [/2\.5-inch drive bay/, 'sata-bay'],
  [/desktop DDR5 motherboard/, 'ddr5'],
  [/desktop DDR4 motherboard/, 'ddr4'],
  [/mm of clearance above the slots/, 'clearance'],
  [/microSDXC \(or SDXC, with the adapter\) card slot/, 'microsd-or-sd'],
  [/full-size SDXC card slot/, 'sd'],
  [/card with RP-SMA antenna connectors/, 'rp-sma'],
  [/RP-SMA antenna and an RP-SMA connector/, 'rp-sma-ext'],
];

type Os =
  | { readonly family: 'windows'; readonly version: number }
  | { readonly family: 'linux'; readonly min?: readonly [number, number]; readonly intelOnly: boolean }
  | { readonly family: 'macos'; readonly from: number; readonly to: number };

/** macOS versions as one number: 10.12 → 10.12, 13 → 13 (10.x releases sort below 11). */
function parseOs(entry: string): Os | undefined {
  const windows = /^Windows (\d+)(?: 64-bit| \(driver\))?$/.exec(entry);
  if (windows) return { family: 'windows', version: Number(windows[1]) };
  const linux = /^Linux(?: (\d+)\.(\d+)\+)?( \(Intel platforms only\)| \(out-of-tree driver\))?$/.exec(entry);
  if (linux) {
    const intelOnly = linux[3] === ' (Intel platforms only)';
    return linux[1] === undefined
      ? { family: 'linux', intelOnly }
      : { family: 'linux', min: [Number(linux[1]), Number(linux[2])], intelOnly };
  }
  const mac = /^macOS (\d+(?:\.\d+)?)[–-](\d+(?:\.\d+)?)$/.exec(entry);
  if (mac) return { family: 'macos', from: Number(mac[1]), to: Number(mac[2]) };
  return undefined;
}

interface HostOs {
  readonly text: string;
  readonly supported: boolean;
}

export interface FitCase {
  readonly host: string;
  readonly verdict: 'Yes' | 'No';
  readonly why: string;
}

const HAVE: Record<Need, (product: Product, random: Random) => string> = {
  'pcie-slot': () => 'a spare PCIe x1 slot',
  'bt-header': () => 'a free 9-pin USB 2.0 header',
  'usb-header': () => 'a free 9-pin USB 2.0 header',
  'usb-a': () => 'a free USB 3.0 Type-A port',
  'usb-any': (_, random) => random.pick(['a free USB-C port', 'a free USB 3.2 Type-A port']),
  'm2-e': () => 'an M.2 2230 Key E Wi-Fi slot',
  mhf4: () => 'MHF4 antenna leads',
  'm2-m': (product, random) =>
    `a free M.2 2280 M-key NVMe slot (PCIe ${Math.min(5, (product.fit?.generation ?? 4) + (random.chance(0.5) ? 1 : 0))}.0)`,
  'sata-bay': () => 'a free 2.5-inch drive bay and a spare SATA port',
  ddr5: () => 'a DDR5 motherboard with free UDIMM slots',
  ddr4: () => 'a DDR4 motherboard with free UDIMM slots',
  clearance: () => 'a low-profile CPU cooler that leaves 60 mm of clearance above the memory slots',
  'microsd-or-sd': (_, random) => random.pick(['a microSD card slot', 'a full-size SD card slot']),
  sd: () => 'a full-size SD card slot',
  'rp-sma': () => 'a Wi-Fi card with RP-SMA antenna connectors',
  'rp-sma-ext': () => 'an RP-SMA antenna on a Wi-Fi card with an RP-SMA connector',
};

/** A host that lacks the need (its device, then what it has), so the one missing need decides. Needs with no entry are never negated. */
const LACK: Partial<Record<Need, readonly [string, string]>> = {
  'pcie-slot': ['a mini PC', 'with no PCIe slots at all'],
  'usb-header': ['a desktop PC', 'with a spare PCIe x1 slot but no free 9-pin USB 2.0 header'],
  'usb-a': ['a laptop', 'with only USB-C ports'],
  'm2-e': ['a laptop', 'whose Wi-Fi chip is soldered on, with no M.2 Key E slot'],
  'm2-m': ['a laptop', 'with only a 2.5-inch SATA drive bay and no M.2 slot'],
  'sata-bay': ['an ultrabook', 'with only an M.2 NVMe slot and no 2.5-inch drive bay or SATA port'],
  ddr5: ['a desktop PC', 'with a DDR4 motherboard'],
  ddr4: ['a desktop PC', 'with a DDR5 motherboard'],
  'microsd-or-sd': ['a laptop', 'with no memory card slot of any kind'],
  sd: ['a phone', 'with only a microSD card slot'],
  'rp-sma': ['a USB Wi-Fi dongle', 'with a fixed internal antenna and no antenna connectors'],
};

function device(needs: readonly Need[]): string {
  if (needs.includes('m2-e')) return 'a laptop';
  if (needs.includes('sd') || needs.includes('microsd-or-sd')) return 'a camera';
  if (needs.includes('usb-a') || needs.includes('usb-any')) return 'a laptop';
  return 'a desktop PC';
}

/** The operating systems a host may run: the product's own (supported) and ones its list rules out (unsupported). */
function hostSystems(list: readonly Os[], random: Random): HostOs[] {
  const result: HostOs[] = [];
  for (const os of list) {
    if (os.family === 'windows') result.push({ text: `Windows ${os.version}`, supported: true });
    if (os.family === 'linux') {
      const version = os.min ? `${os.min[0]}.${os.min[1] + random.pick([0, 1, 3])}` : random.pick(['6.1', '6.8']);
      result.push({ text: `Linux ${version}${os.intelOnly ? ' on an Intel Core CPU' : ''}`, supported: true });
      if (os.min) {
        const [major, minor] = os.min;
        const older = minor > 0 ? `${major}.${minor - 1}` : `${major - 1}.19`;
        const covered = list.some(
          (other) =>
            other.family === 'linux' &&
            (other.min === undefined || other.min[0] < major || (other.min[0] === major && other.min[1] <= minor - 1)),
        );
        if (!covered) result.push({ text: `Linux ${older}`, supported: false });
      }
    }
    if (os.family === 'macos') {
      result.push({ text: `macOS ${os.to}`, supported: true });
      result.push({ text: `macOS ${Math.floor(os.to) + 1}`, supported: false });
    }
  }
  const has = (family: Os['family']) => list.some((os) => os.family === family);
  if (!has('macos')) result.push({ text: 'macOS 14', supported: false });
  if (has('windows') && !list.some((os) => os.family === 'windows' && os.version === 10)) {
    result.push({ text: 'Windows 10', supported: false });
  }
  const linux = list.filter((os): os is Extract<Os, { family: 'linux' }> => os.family === 'linux');
  if (linux.length > 0 && linux.every((os) => os.intelOnly)) {
    result.push({ text: 'Linux 6.8 on an AMD Ryzen CPU', supported: false });
  }
  return result;
}

/** Hosts for `product` with their verdicts; none when its fit data holds anything the oracle cannot read. */
export function fitCases(product: Product, random: Random): FitCase[] {
  const fit = product.fit;
  if (!fit?.needs || fit.needs.length === 0) return [];
  const needs: Need[] = [];
  for (const text of fit.needs) {
    const found = NEEDS.find(([pattern]) => pattern.test(text));
    if (!found) return [];
    needs.push(found[1]);
  }
  const systems = (fit.os ?? []).map(parseOs);
  if (systems.some((os) => os === undefined)) return [];
  // No list means the product does not depend on the operating system: no host is ruled out by one.
  const hosts = fit.os ? hostSystems(systems as Os[], random) : [];
  const supported = hosts.filter((os) => os.supported);
  const have = () => needs.map((need) => HAVE[need](product, random));
  const join = (parts: readonly string[]) =>
    parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1) ?? ''}`;
  const running = (os: HostOs | undefined) => (os ? ` running ${os.text}` : '');
  const cases: FitCase[] = [];
  const base = device(needs);
  const yesOs = supported.length > 0 ? supported : [undefined];
  for (const os of yesOs) {
    const host = `${os?.text.startsWith('macOS') ? 'a Hackintosh desktop' : base}${running(os)} with ${join(have())}`;
    cases.push({ host, verdict: 'Yes', why: `supports ${os?.text ?? 'any OS'} and has every need` });
  }
  for (const os of hosts.filter((h) => !h.supported)) {
    const machine = os.text.startsWith('macOS') ? (base === 'a laptop' ? 'a MacBook' : 'a Hackintosh desktop') : base;
    cases.push({ host: `${machine}${running(os)} with ${join(have())}`, verdict: 'No', why: `${os.text} not listed` });
  }
  for (const need of needs) {
    const lack = LACK[need];
    if (!lack) continue;
    const os = random.pick(yesOs);
    cases.push({ host: `${lack[0]}${running(os)} ${lack[1]}`, verdict: 'No', why: `lacks ${need}` });
  }
  return cases;
}
