// "Will the tri-band antenna fit the AX200?": an antenna (or cable) against the card or adapter it would go on, from
// the antenna's Compatibility and Bands specs and the device's Wi-Fi standard, bands and antenna connectors.
import { type Product, productPath, specValue } from '../../domain/catalog/index.ts';
import { say, type Answer } from './answers.ts';

export function accessoryPair(named: readonly Product[]): { antenna: Product; device: Product } | undefined {
  const antenna = named.find((p) => p.category === 'Antenna');
  const device = named.find(
    (p) => p !== antenna && specValue(p, /^antennas$/i) !== undefined && /wi-?fi|bluetooth/i.test(p.category),
  );
  return antenna && device ? { antenna, device } : undefined;
}

export function answerAccessory(antenna: Product, device: Product): Answer {
  const compatibility = specValue(antenna, /^compatibility$/i) ?? '';
  const antennaBands = specValue(antenna, /^bands$/i) ?? '';
  const connector = specValue(antenna, /^connector$/i) ?? '';
  const deviceAntennas = specValue(device, /^antennas$/i) ?? '';
  const standard = /Wi-Fi (\d+E?)/i.exec(specValue(device, /wi-fi standard/i) ?? '')?.[1];
  const deviceBands = specValue(device, /^bands$/i) ?? '';
  const link = (p: Product) => `[${p.name}](${productPath(p.sku)})`;

  let verdict: string;
  if (/mhf4|internal|none/i.test(deviceAntennas)) {
    verdict = `No: the ${device.name} has no RP-SMA antenna connectors (antennas: ${deviceAntennas}), and the ${antenna.name} needs ${connector || 'RP-SMA'}.`;
  } else if (/foldable/i.test(deviceAntennas)) {
    verdict = `Probably not: the ${device.name} has ${deviceAntennas} antennas, and the ${antenna.name} needs ${connector || 'RP-SMA'} connectors on the card.`;
  } else {
    const listed =
      standard !== undefined &&
      new RegExp(`(^|[^\\dE])${standard}(?![\\dE])`, 'i').test(compatibility.replace(/Wi-Fi/gi, ''));
    const any = /\bany\b/i.test(compatibility);
    const loses6 = /\b6 GHz/.test(deviceBands) && !/\b6 GHz/.test(antennaBands);
    if (listed || any) {
      verdict = `Yes: the ${antenna.name} suits ${compatibility}, and the ${device.name} is Wi-Fi ${standard ?? ''} with ${deviceAntennas} antennas.`;
      if (loses6) verdict += ` But the antenna covers ${antennaBands} only, so the card would lose its 6 GHz band.`;
    } else {
      verdict = `No: the ${antenna.name} is made for ${compatibility}, and the ${device.name} is Wi-Fi ${standard ?? 'of another kind'}.`;
    }
  }
  return say(`${verdict}\n1. ${link(antenna)}\n2. ${link(device)}`, [antenna, device]);
}
