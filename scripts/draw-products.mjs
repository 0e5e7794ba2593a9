#!/usr/bin/env node
// Draws the product illustrations in src/assets/products/<sku>.svg from the catalogue JSON.
// Every picture is our own vector drawing: a per-category template with per-product variation
// (model name, capacity, line colour, number of antennas, RGB and so on) on a brand-coloured background.
// Usage: node scripts/draw-products.mjs   (rewrites every SVG; safe to re-run)
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(root, 'src/assets/products');

const BRANDS = {
  biwin: { word: 'BIWIN', primary: '#c41e2a', dark: '#1f1f24', bg1: '#fff7f7', bg2: '#f1cdd0', soft: '#f7e3e4' },
  fenvi: { word: 'FENVI', primary: '#0a5bd8', dark: '#0b1f3a', bg1: '#f4f8ff', bg2: '#c6daf9', soft: '#e2ecfc' },
};
const GOLD = '#d8a73c';
const FONT = 'system-ui, sans-serif';

/** Short model name drawn on each product's label. */
const MODELS = {
  'biwin-nv14000-2tb': 'NV14000',
  'biwin-dw100-6000-32gb': 'DW100',
  'biwin-dw100-6800-48gb': 'DW100',
  'biwin-d4-3600-32gb': 'D4',
  'biwin-go-p10-1tb': 'Go P10',
  'biwin-go-p20-2tb': 'Go P20',
  'fenvi-t919-mac': 'T919',
  'fenvi-ax1800-usb': 'AX1800',
  'fenvi-ax900-usb-nano': 'AX900',
  'fenvi-axe3000-usb': 'AXE3000',
  'fenvi-bt54-usb': 'BT 5.4',
  'fenvi-bt53-usb-long-range': 'BT 5.3',
  'fenvi-bt54-pcie': 'BT 5.4',
  'fenvi-tri-band-antenna': 'TRI-BAND',
  'fenvi-rp-sma-extension-1m': 'RP-SMA 1 m',
  'fenvi-dual-band-antenna-8dbi': '8 dBi',
};

const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const spec = (p, label) => p.specs.find((s) => s.label === label)?.value ?? '';
const compact = (s) => s.replace(/\s+(TB|GB)\b/g, '$1');
const modelOf = (p) => MODELS[p.sku] ?? (p.sku.split('-')[1] ?? p.name).toUpperCase();

/** Text helper: t(x, y, size, fill, text, extra attributes). */
const t = (x, y, size, fill, text, extra = '') =>
  `<text x="${x}" y="${y}" font-size="${size}" fill="${fill}"${extra ? ' ' + extra : ''}>${esc(text)}</text>`;
const bold = (anchor = 'start', spacing = 0) =>
  `font-weight="700" text-anchor="${anchor}"${spacing ? ` letter-spacing="${spacing}"` : ''}`;

function frame(p, b, id, body, shadow = [400, 470, 270]) {
  const [sx, sy, srx] = shadow;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600" role="img" aria-labelledby="${id}t" font-family="${FONT}">
<title id="${id}t">${esc(p.name)}</title>
<defs>
<linearGradient id="${id}bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${b.bg1}"/><stop offset="1" stop-color="${b.bg2}"/></linearGradient>
<radialGradient id="${id}gl"><stop offset="0" stop-color="#fff" stop-opacity=".9"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>
<linearGradient id="${id}mt" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#eef1f5"/><stop offset="1" stop-color="#9aa3ae"/></linearGradient>
<pattern id="${id}pin" width="6" height="6" patternUnits="userSpaceOnUse"><rect width="4" height="6" fill="${GOLD}"/></pattern>
<pattern id="${id}pinh" width="6" height="6" patternUnits="userSpaceOnUse"><rect width="6" height="3.6" fill="${GOLD}"/></pattern>
</defs>
<rect width="800" height="600" fill="url(#${id}bg)"/>
<circle cx="400" cy="290" r="290" fill="url(#${id}gl)"/>
<circle cx="700" cy="90" r="150" fill="${b.primary}" opacity=".07"/>
<ellipse cx="${sx}" cy="${sy}" rx="${srx}" ry="22" fill="${b.dark}" opacity=".16"/>
${body}
${t(36, 566, 20, b.primary, b.word, bold('start', 4) + ' opacity=".85"')}
</svg>
`;
}

// ---------- Templates ----------

function nvme(p, b, id) {
  const model = modelOf(p);
  const cap = compact(spec(p, 'Capacity'));
  const iface = spec(p, 'Interface').split(',')[0];
  const lite = p.line !== 'Black Opal';
  const heatsink = iface.includes('5.0');
  const labelFill = lite ? b.primary : '#2b2b32';
  const stripe = lite ? '#ffffff' : b.primary;
  let top;
  if (heatsink) {
    let fins = '';
    for (let y = 240; y <= 355; y += 14)
      fins += `<rect x="180" y="${y}" width="500" height="6" rx="3" fill="#000" opacity=".25"/>`;
    top = `<rect x="170" y="222" width="520" height="152" rx="10" fill="#34343c"/>${fins}
<rect x="300" y="262" width="300" height="72" rx="6" fill="${b.dark}" stroke="${b.primary}" stroke-width="3"/>
${t(318, 308, 34, '#fff', model, bold())}${t(584, 306, 26, b.primary, cap, bold('end'))}${t(318, 326, 12, '#c9c9d1', iface + ' NVMe', 'letter-spacing="1"')}`;
  } else {
    const dram = spec(p, 'Cache').includes('DRAM') && !spec(p, 'Cache').includes('less');
    top = `<rect x="150" y="262" width="66" height="66" rx="4" fill="#3a3a42"/><circle cx="160" cy="272" r="3" fill="#777"/>
${dram ? '<rect x="230" y="270" width="46" height="52" rx="3" fill="#3a3a42"/>' : ''}
<rect x="162" y="235" width="10" height="6" fill="#b9a27a"/><rect x="182" y="235" width="10" height="6" fill="#b9a27a"/><rect x="240" y="345" width="10" height="6" fill="#b9a27a"/>
<rect x="292" y="226" width="372" height="144" rx="5" fill="${labelFill}"/>
<path d="M292 352 L664 322 V370 H292 Z" fill="${stripe}" opacity="${lite ? '.18' : '.9'}"/>
${t(312, 256, 14, lite ? '#fff' : b.primary, b.word + (lite ? ' LITE' : ' BLACK OPAL'), bold('start', 3))}
${t(312, 306, 44, '#fff', model, bold())}${t(648, 306, 34, lite ? '#fff' : b.primary, cap, bold('end'))}
${t(312, 330, 14, '#e9e9ee', iface + ' NVMe M.2 2280', 'letter-spacing="1"')}`;
  }
  const body = `<g transform="rotate(-7 400 300)">
<rect x="100" y="221" width="600" height="165" rx="6" fill="#000" opacity=".3"/>
<path d="M100 215 H700 V280 A17 17 0 0 0 700 314 V380 H100 V346 H124 V336 H100 Z" fill="#17171b"/>
<rect x="100" y="220" width="26" height="112" fill="url(#${id}pinh)"/><rect x="100" y="350" width="26" height="26" fill="url(#${id}pinh)"/>
${top}</g>`;
  return frame(p, b, id, body, [400, 455, 300]);
}

function sata(p, b, id) {
  const cap = compact(spec(p, 'Capacity'));
  const body = `<rect x="180" y="150" width="440" height="312" rx="16" fill="#101014"/>
<rect x="180" y="136" width="440" height="306" rx="16" fill="#3a3a42"/>
<rect x="186" y="142" width="428" height="294" rx="12" fill="#2b2b31"/>
<rect x="210" y="166" width="380" height="246" rx="8" fill="${b.dark}"/>
<path d="M210 330 L590 250 V404 a8 8 0 0 1 -8 8 H218 a8 8 0 0 1 -8 -8 Z" fill="${b.primary}"/>
${t(234, 206, 16, b.primary, b.word + ' CORE', bold('start', 4))}
${t(234, 280, 72, '#fff', modelOf(p), bold())}${t(566, 386, 48, '#fff', cap, bold('end'))}
${t(234, 306, 16, '#cfcfd6', 'SATA III · 6 Gb/s · 2.5"', 'letter-spacing="1"')}
<rect x="250" y="446" width="120" height="12" rx="2" fill="#0c0c0f"/><rect x="256" y="449" width="108" height="6" fill="url(#${id}pin)"/>
<rect x="384" y="446" width="170" height="12" rx="2" fill="#0c0c0f"/><rect x="390" y="449" width="158" height="6" fill="url(#${id}pin)"/>`;
  return frame(p, b, id, body, [400, 470, 260]);
}

function ram(p, b, id) {
  const ddr5 = spec(p, 'Type').startsWith('DDR5');
  const rgb = spec(p, 'Lighting') !== 'None';
  const speed = spec(p, 'Speed').replace(',', '').replace(' MT/s', '');
  const kit = compact(spec(p, 'Capacity').split(' (')[0]);
  const h = ddr5 ? 150 : 118;
  const notch = ddr5 ? 0.5 : 0.56;
  const grad = rgb
    ? `<linearGradient id="${id}rgb" x1="0" x2="1"><stop offset="0" stop-color="#ff3b5c"/><stop offset=".25" stop-color="#ffb13b"/><stop offset=".5" stop-color="#3bff9d"/><stop offset=".75" stop-color="#3b8bff"/><stop offset="1" stop-color="#c13bff"/></linearGradient>`
    : '';
  const stick = (dx, dy, shade) => {
    const x = 100 + dx;
    const y = 330 - h + dy;
    const nx = x + 600 * notch;
    return `<g${shade ? ' opacity=".9"' : ''}>
<path d="M${x} ${y + h} h600 v50 H${nx + 6} v-10 h-12 v10 H${x} Z" fill="#20331f"/>
<rect x="${x + 8}" y="${y + h + 26}" width="${nx - x - 14}" height="22" fill="url(#${id}pin)"/><rect x="${nx + 8}" y="${y + h + 26}" width="${x + 592 - nx - 8}" height="22" fill="url(#${id}pin)"/>
<rect x="${x}" y="${y}" width="600" height="${h + 8}" rx="6" fill="${shade ? '#2a2a31' : b.dark}"/>
${rgb ? `<rect x="${x + 4}" y="${y - 16}" width="592" height="22" rx="8" fill="url(#${id}rgb)"/><rect x="${x + 4}" y="${y - 16}" width="592" height="22" rx="8" fill="#fff" opacity=".35"/>` : ''}
<path d="M${x + 360} ${y} h90 l-70 ${h + 8} h-90 Z" fill="${b.primary}" opacity="${shade ? '.5' : '1'}"/>
<path d="M${x + 470} ${y} h22 l-70 ${h + 8} h-22 Z" fill="${b.primary}" opacity=".6"/></g>`;
  };
  const x = 100;
  const y = 330 - h + 40;
  const body = `<defs>${grad}</defs>
${stick(40, -40, true)}${stick(0, 40, false)}
${t(x + 28, y + 38, 15, b.primary, 'BLACK OPAL', bold('start', 4))}
${t(x + 28, y + 92, 48, '#fff', modelOf(p), bold())}
${t(x + 28, y + (ddr5 ? 124 : 112), 18, '#d5d5dc', `${ddr5 ? 'DDR5' : 'DDR4'}-${speed}`, 'letter-spacing="2"')}
${t(x + 580, y + (ddr5 ? 124 : 108), 32, '#fff', kit, bold('end'))}`;
  return frame(p, b, id, body, [420, 490, 300]);
}

function memoryCard(p, b, id) {
  const cap = compact(spec(p, 'Capacity'));
  const classes = spec(p, 'Speed class');
  const marks = ['V30', 'A2'].filter((m) => classes.includes(m));
  const model = modelOf(p);
  if (spec(p, 'Format').startsWith('micro')) {
    // microSD in front of a pale SD adapter
    const body = `<g transform="rotate(8 470 300)"><path d="M370 120 H570 L600 150 V470 H370 Z" fill="#d9d9df"/><path d="M370 120 H570 L600 150 V190 H370 Z" fill="#c4c4cc"/>
<rect x="358" y="170" width="12" height="50" fill="#b0b0b8"/><rect x="420" y="410" width="120" height="40" rx="4" fill="#b8b8c0"/>${t(485, 350, 22, '#9a9aa3', 'SD ADAPTER', bold('middle', 2))}</g>
<g transform="rotate(-10 300 320)">
<path d="M200 180 H390 V260 L378 270 V460 Q378 470 368 470 H210 Q200 470 200 460 Z" fill="${b.dark}"/>
<path d="M200 360 H378 V460 Q378 470 368 470 H210 Q200 470 200 460 Z" fill="${b.primary}"/>
${t(216, 214, 14, b.primary, b.word, bold('start', 3))}
${t(216, 262, 36, '#fff', model, bold())}${t(216, 320, 44, '#fff', cap, bold())}
${t(216, 398, 18, '#fff', 'microSDXC', bold())}
${marks.map((m, i) => `<rect x="${216 + i * 62}" y="414" width="52" height="34" rx="6" fill="none" stroke="#fff" stroke-width="3"/>${t(242 + i * 62, 439, 20, '#fff', m, bold('middle'))}`).join('')}</g>`;
    return frame(p, b, id, body, [400, 500, 230]);
  }
  const body = `<g transform="rotate(-6 400 300)">
<path d="M270 110 H500 L540 150 V480 Q540 490 530 490 H280 Q270 490 270 480 Z" fill="${b.dark}"/>
<rect x="258" y="190" width="12" height="70" fill="#7a7a84"/><rect x="256" y="205" width="16" height="22" rx="2" fill="#e6e6ea"/>
<path d="M290 130 H495 L520 155 V330 H290 Z" fill="${b.primary}"/>
${t(310, 172, 16, '#fff', b.word + ' FLASH', bold('start', 4))}
${t(310, 236, 46, '#fff', model, bold())}${t(310, 300, 50, '#fff', cap, bold())}
${t(310, 380, 26, '#fff', 'SDXC', bold())}${t(420, 380, 22, '#c9c9d1', 'UHS-I', bold())}
${marks.map((m, i) => `<rect x="${310 + i * 70}" y="405" width="58" height="38" rx="6" fill="none" stroke="#fff" stroke-width="3"/>${t(339 + i * 70, 432, 22, '#fff', m, bold('middle'))}`).join('')}
<path d="M450 402 v22 a14 14 0 0 0 28 0 v-22" fill="none" stroke="#fff" stroke-width="4"/>${t(464, 424, 16, '#fff', '3', bold('middle'))}</g>`;
  return frame(p, b, id, body, [400, 505, 200]);
}

function portable(p, b, id) {
  const cap = compact(spec(p, 'Capacity'));
  const gen = spec(p, 'Interface').includes('2x2') ? '20 Gbps' : '10 Gbps';
  const finned = gen === '20 Gbps';
  let fins = '';
  if (finned)
    for (let x = 200; x <= 520; x += 20)
      fins += `<rect x="${x}" y="190" width="8" height="210" rx="4" fill="#000" opacity=".22"/>`;
  const body = `<rect x="170" y="190" width="420" height="250" rx="34" fill="#0f0f13"/>
<rect x="170" y="170" width="420" height="250" rx="34" fill="${b.dark}"/>
<rect x="176" y="176" width="408" height="238" rx="30" fill="#2c2c33"/>${fins}
${finned ? '' : `<path d="M176 340 L584 250 V384 a30 30 0 0 1 -30 30 H206 a30 30 0 0 1 -30 -30 Z" fill="${b.primary}"/>`}
${finned ? `<rect x="176" y="340" width="408" height="14" fill="${b.primary}"/>` : ''}
${t(212, 226, 16, b.primary, b.word + ' GO', bold('start', 4))}
${t(212, 290, 52, '#fff', modelOf(p), bold())}${t(212, 322, 18, '#cfcfd6', 'USB-C · ' + gen, 'letter-spacing="1"')}
${t(560, 398, 40, '#fff', cap, bold('end'))}
<rect x="588" y="280" width="10" height="30" rx="4" fill="#0a0a0c"/>
<path d="M600 295 C690 295 700 420 620 450 S480 500 440 500" fill="none" stroke="#2a2a30" stroke-width="12" stroke-linecap="round"/>
<rect x="380" y="486" width="70" height="28" rx="10" fill="#2a2a30"/><rect x="350" y="492" width="34" height="16" rx="6" fill="url(#${id}mt)"/>`;
  return frame(p, b, id, body, [400, 470, 260]);
}

const btRune = (cx, cy, s, color) =>
  `<path d="M${cx - 9 * s} ${cy - 10 * s} L${cx + 9 * s} ${cy + 8 * s} L${cx} ${cy + 17 * s} V${cy - 17 * s} L${cx + 9 * s} ${cy - 8 * s} L${cx - 9 * s} ${cy + 10 * s}" fill="none" stroke="${color}" stroke-width="${3.5 * s}" stroke-linejoin="round" stroke-linecap="round"/>`;
const wifiIcon = (cx, cy, s, color) =>
  `<g fill="none" stroke="${color}" stroke-width="${4 * s}" stroke-linecap="round"><path d="M${cx - 22 * s} ${cy - 8 * s} a31 31 0 0 1 ${44 * s} 0"/><path d="M${cx - 13 * s} ${cy + 1 * s} a18 18 0 0 1 ${26 * s} 0"/></g><circle cx="${cx}" cy="${cy + 10 * s}" r="${4 * s}" fill="${color}"/>`;

function pcie(p, b, id) {
  const bluetoothOnly = p.category === 'Bluetooth Adapter';
  const antennas = Number((spec(p, bluetoothOnly ? 'Antenna' : 'Antennas').match(/^(\d+)/) ?? [0, 2])[1]);
  const model = modelOf(p);
  const std = bluetoothOnly ? 'Bluetooth' : spec(p, 'Wi-Fi standard').split(' (')[0];
  const gap = antennas > 2 ? 64 : 110;
  const y0 = 300 - ((antennas - 1) * gap) / 2;
  let conns = '';
  let leads = '';
  for (let i = 0; i < antennas; i++) {
    const y = y0 + i * gap;
    conns += `<rect x="112" y="${y - 14}" width="40" height="28" rx="3" fill="${GOLD}"/><rect x="118" y="${y - 14}" width="4" height="28" fill="#a87e25"/><rect x="128" y="${y - 14}" width="4" height="28" fill="#a87e25"/><rect x="140" y="${y - 18}" width="12" height="36" fill="#b98c2c"/>`;
    leads += `<path d="M176 ${y} C240 ${y} 250 ${300 + (i - (antennas - 1) / 2) * 14} 330 ${300 + (i - (antennas - 1) / 2) * 14}" fill="none" stroke="#c7ccd4" stroke-width="4"/>`;
  }
  const module = bluetoothOnly
    ? `<rect x="300" y="250" width="110" height="90" rx="6" fill="#20262f"/>${btRune(355, 295, 1.3, '#fff')}
${t(440, 290, 30, '#fff', model, bold())}${t(440, 318, 14, '#b7c6de', 'BLUETOOTH CARD', 'letter-spacing="2"')}`
    : `<rect x="320" y="224" width="220" height="150" rx="8" fill="${b.primary}"/>
<g opacity=".25">${[236, 252, 268].map((y) => `<rect x="334" y="${y}" width="192" height="6" rx="3" fill="#fff"/>`).join('')}</g>
${t(340, 320, 38, '#fff', model, bold())}${t(340, 350, 16, '#dbe7ff', std.toUpperCase(), bold('start', 2))}`;
  const body = `<rect x="172" y="186" width="430" height="210" rx="8" fill="#000" opacity=".25"/>
<rect x="172" y="180" width="430" height="210" rx="8" fill="${b.dark}"/>
<rect x="200" y="384" width="36" height="32" fill="${b.dark}"/><rect x="246" y="384" width="92" height="32" fill="${b.dark}"/>
<rect x="203" y="392" width="30" height="20" fill="url(#${id}pin)"/><rect x="249" y="392" width="86" height="20" fill="url(#${id}pin)"/>
<rect x="152" y="100" width="22" height="380" fill="url(#${id}mt)"/><rect x="152" y="100" width="70" height="16" rx="3" fill="url(#${id}mt)"/>
<circle cx="206" cy="108" r="5" fill="#7d8590"/>
${conns}${leads}${module}
<rect x="546" y="330" width="40" height="30" rx="3" fill="#f1f1ee"/><path d="M566 360 C566 420 640 420 690 430" fill="none" stroke="#2b2f36" stroke-width="6"/>
${t(200, 216, 14, '#8fb1e8', b.word, bold('start', 3))}
${wifiIcon(560, 226, 0.8, '#8fb1e8').replace(/^/, bluetoothOnly ? '<g display="none">' : '<g>') + '</g>'}`;
  return frame(p, b, id, body, [400, 470, 270]);
}

function m2Wifi(p, b, id) {
  const model = modelOf(p);
  const body = `<g transform="rotate(-6 400 300)">
<rect x="236" y="196" width="330" height="240" rx="8" fill="#000" opacity=".25"/>
<path d="M230 190 H560 V282 A20 20 0 0 0 560 322 V430 H230 V352 H256 V340 H230 Z" fill="${b.dark}"/>
<rect x="230" y="200" width="28" height="136" fill="url(#${id}pinh)"/><rect x="230" y="356" width="28" height="66" fill="url(#${id}pinh)"/>
<rect x="290" y="214" width="200" height="200" rx="6" fill="url(#${id}mt)"/>
<rect x="306" y="292" width="168" height="108" rx="4" fill="#fff"/>
${t(322, 336, 34, b.dark, model, bold())}${t(322, 362, 15, b.primary, 'WI-FI 7 · BT 5.4', bold('start', 1))}${t(322, 386, 12, '#5b6777', 'M.2 2230 KEY E', 'letter-spacing="1"')}
<circle cx="520" cy="230" r="14" fill="${GOLD}"/><circle cx="520" cy="230" r="5" fill="#8a6a1f"/><circle cx="520" cy="276" r="14" fill="${GOLD}"/><circle cx="520" cy="276" r="5" fill="#8a6a1f"/>
${t(520, 214 - 4, 11, '#9fb7dc', '1', bold('middle'))}${t(542, 281, 11, '#9fb7dc', '2', bold('middle'))}</g>`;
  return frame(p, b, id, body, [400, 470, 220]);
}

function usbDongle(p, b, id) {
  const model = modelOf(p);
  const bluetooth = p.category === 'Bluetooth Adapter';
  const nano =
    /nano|Internal/i.test(p.name + spec(p, bluetooth ? 'Antenna' : 'Antennas')) &&
    !/external/i.test(spec(p, 'Antenna'));
  const antennas = bluetooth ? (/External/.test(spec(p, 'Antenna')) ? 1 : 0) : nano ? 0 : 2;
  const w = nano ? 150 : 300;
  const x = nano ? 400 : 340;
  const y = nano ? 300 : 330;
  const h = nano ? 92 : 110;
  const sub = bluetooth ? 'BLUETOOTH' : spec(p, 'Wi-Fi standard').split(' (')[0].toUpperCase();
  let ants = '';
  for (let i = 0; i < antennas; i++) {
    const ax = x + w - 46 - i * 70;
    const angle = i === 0 ? 8 : -6;
    ants += `<g transform="rotate(${angle} ${ax} ${y - h / 2})"><rect x="${ax - 17}" y="${y - h / 2 - 250}" width="34" height="250" rx="17" fill="${b.dark}"/><rect x="${ax - 17}" y="${y - h / 2 - 80}" width="34" height="8" fill="${b.primary}"/><circle cx="${ax}" cy="${y - h / 2 - 6}" r="14" fill="#2a3a55"/></g>`;
  }
  const icon = bluetooth ? btRune(x + 40, y, nano ? 0.9 : 1.1, '#fff') : wifiIcon(x + 40, y, nano ? 0.75 : 0.9, '#fff');
  const body = `${ants}
<rect x="${x - 130}" y="${y - 34}" width="134" height="68" rx="4" fill="url(#${id}mt)"/>
<rect x="${x - 104}" y="${y - 20}" width="18" height="12" fill="#59616c"/><rect x="${x - 104}" y="${y + 8}" width="18" height="12" fill="#59616c"/>
<rect x="${x}" y="${y - h / 2}" width="${w}" height="${h}" rx="${nano ? 22 : 26}" fill="${b.dark}"/>
<rect x="${x + 6}" y="${y - h / 2 + 6}" width="${w - 12}" height="${h - 12}" rx="${nano ? 18 : 22}" fill="${b.primary}"/>
<circle cx="${x + 40}" cy="${y}" r="${nano ? 26 : 30}" fill="${b.dark}" opacity=".35"/>${icon}
${nano ? '' : t(x + 84, y + 4, 34, '#fff', model, bold()) + t(x + 86, y + 30, 14, '#dbe7ff', sub, bold('start', 2))}`;
  const label = nano
    ? t(400, 440, 34, b.dark, model, bold('middle')) +
      t(400, 468, 15, b.primary, sub + (bluetooth ? '' : ' · NANO'), bold('middle', 2))
    : '';
  return frame(p, b, id, body + label, [400, nano ? 380 : 420, nano ? 200 : 260]);
}

function antenna(p, b, id) {
  const model = modelOf(p);
  if (p.sku.includes('extension')) {
    let coil = '';
    for (let i = 0; i < 4; i++)
      coil += `<ellipse cx="${380 + i * 18}" cy="${300 + i * 6}" rx="150" ry="96" fill="none" stroke="#22262d" stroke-width="9"/>`;
    const body = `${coil}
<path d="M240 330 C200 380 170 400 130 410" fill="none" stroke="#22262d" stroke-width="9"/><path d="M585 330 C620 380 650 400 680 410" fill="none" stroke="#22262d" stroke-width="9"/>
<g transform="rotate(14 130 410)"><rect x="70" y="396" width="64" height="28" rx="4" fill="${GOLD}"/><rect x="84" y="392" width="20" height="36" fill="#b98c2c"/></g>
<g transform="rotate(-14 680 410)"><rect x="676" y="396" width="70" height="28" rx="4" fill="${GOLD}"/><rect x="700" y="388" width="14" height="44" rx="2" fill="#b98c2c"/><rect x="720" y="388" width="8" height="44" fill="#a87e25"/></g>
<rect x="300" y="430" width="200" height="52" rx="10" fill="${b.primary}"/>${t(400, 464, 22, '#fff', model, bold('middle'))}`;
    return frame(p, b, id, body, [400, 470, 280]);
  }
  if (spec(p, 'Mount').startsWith('Screw')) {
    const el = (cx, tilt) =>
      `<g transform="rotate(${tilt} ${cx} 470)"><rect x="${cx - 20}" y="90" width="40" height="330" rx="20" fill="${b.dark}"/><rect x="${cx - 20}" y="150" width="40" height="10" fill="${b.primary}"/>
<rect x="${cx - 18}" y="420" width="36" height="24" rx="6" fill="#2a3a55"/><rect x="${cx - 14}" y="444" width="28" height="30" fill="${GOLD}"/><rect x="${cx - 14}" y="452" width="28" height="4" fill="#a87e25"/><rect x="${cx - 14}" y="462" width="28" height="4" fill="#a87e25"/>
${t(cx + 7, 300, 20, '#fff', model, bold('middle', 2) + ` transform="rotate(-90 ${cx + 7} 300)"`)}</g>`;
    return frame(p, b, id, el(330, -6) + el(470, 6), [400, 480, 200]);
  }
  // magnetic base with two tilting elements
  const el = (cx, tilt) =>
    `<g transform="rotate(${tilt} ${cx} 370)"><rect x="${cx - 18}" y="110" width="36" height="260" rx="18" fill="${b.dark}"/><rect x="${cx - 18}" y="160" width="36" height="8" fill="${b.primary}"/><circle cx="${cx}" cy="372" r="16" fill="#2a3a55"/></g>`;
  const body = `<path d="M570 432 C640 440 670 460 680 490" fill="none" stroke="#22262d" stroke-width="8"/><rect x="667" y="486" width="26" height="46" rx="4" fill="${GOLD}"/>
${el(340, -10)}${el(460, 10)}
<path d="M230 400 V430 A170 40 0 0 0 570 430 V400 Z" fill="#141a24"/>
<ellipse cx="400" cy="400" rx="170" ry="40" fill="${b.dark}"/>
<path d="M236 414 A170 40 0 0 0 564 414 V426 A170 40 0 0 1 236 426 Z" fill="${b.primary}"/>
<rect x="318" y="372" width="46" height="22" rx="4" fill="#2a3a55"/><rect x="436" y="372" width="46" height="22" rx="4" fill="#2a3a55"/>
${t(400, 508, 26, b.dark, model, bold('middle', 3))}${t(400, 532, 15, b.primary, '2.4 / 5 / 6 GHz · MAGNETIC BASE', bold('middle', 1))}`;
  return frame(p, b, id, body, [400, 452, 230]);
}

function draw(p) {
  const b = BRANDS[p.brand];
  const id = p.sku.replace(/[^a-z0-9]/g, '').slice(-10) + '-';
  switch (p.category) {
    case 'NVMe SSD':
      return nvme(p, b, id);
    case 'SATA SSD':
      return sata(p, b, id);
    case 'Memory':
      return ram(p, b, id);
    case 'Memory Card':
      return memoryCard(p, b, id);
    case 'Portable SSD':
      return portable(p, b, id);
    case 'Wi-Fi Card':
      return spec(p, 'Interface').startsWith('M.2') ? m2Wifi(p, b, id) : pcie(p, b, id);
    case 'USB Wi-Fi Adapter':
      return usbDongle(p, b, id);
    case 'Bluetooth Adapter':
      return spec(p, 'Interface').startsWith('PCIe') ? pcie(p, b, id) : usbDongle(p, b, id);
    case 'Antenna':
      return antenna(p, b, id);
    default:
      throw new Error(`No drawing template for category ${p.category} (${p.sku})`);
  }
}

const tidy = (svg) =>
  svg
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .join('\n') + '\n';

mkdirSync(outDir, { recursive: true });
let count = 0;
for (const brand of Object.keys(BRANDS)) {
  const products = JSON.parse(readFileSync(join(root, `src/content/products/${brand}.json`), 'utf8'));
  for (const p of products) {
    const svg = tidy(draw(p));
    writeFileSync(join(outDir, `${p.sku}.svg`), svg);
    count++;
    if (svg.length > 6144) console.warn(`warning: ${p.sku}.svg is ${svg.length} bytes`);
  }
}
console.log(`Drew ${count} product illustrations in ${outDir}`);
