// One perfume bottle drawn in SVG: thick glass with the juice inside, a metal or lacquer cap, and the
// house label with the perfume's name. Drawn standing on (0, 0), growing upwards, so a scene can
// place it anywhere with one transform.
import {
  escapeXml,
  FONT_SANS,
  FONT_SERIF,
  GOLD_STOPS,
  linear,
  mix,
  radial,
  roundedRect,
  type Stop,
} from './svg-kit.ts';

export type BottleShape = 'column' | 'flask' | 'round' | 'facet';
export type CapFinish = 'gold' | 'black' | 'ivory';

export interface BottleLook {
  shape: BottleShape;
  cap: CapFinish;
  /** Colour of the juice, #rrggbb. */
  liquid: string;
  label: 'ivory' | 'black';
}

export interface DrawnBottle {
  defs: string;
  body: string;
  width: number;
  height: number;
}

interface Geometry {
  outline: string;
  bodyW: number;
  bodyH: number;
  neckW: number;
  neckH: number;
  collarW: number;
  collarH: number;
  cap: { kind: 'column' | 'block' | 'sphere' | 'gem'; w: number; h: number };
  labelW: number;
}

const BASE = 58; // the thick glass floor of the bottle
const WALL = 16;
const SHOULDER = 22;

function geometry(shape: BottleShape): Geometry {
  switch (shape) {
    case 'column':
      return {
        outline: roundedRect(-115, -400, 230, 400, 16),
        bodyW: 230,
        bodyH: 400,
        neckW: 62,
        neckH: 26,
        collarW: 92,
        collarH: 16,
        cap: { kind: 'column', w: 116, h: 150 },
        labelW: 156,
      };
    case 'flask':
      return {
        outline: roundedRect(-165, -290, 330, 290, 44),
        bodyW: 330,
        bodyH: 290,
        neckW: 76,
        neckH: 22,
        collarW: 106,
        collarH: 14,
        cap: { kind: 'block', w: 150, h: 116 },
        labelW: 200,
      };
    case 'round':
      // A sphere with a flat foot: a circle of radius 170 through (-110, 0) and (110, 0).
      return {
        outline: 'M-110,0H110A170,170 0 1 0 -110,0Z',
        bodyW: 340,
        bodyH: 300,
        neckW: 60,
        neckH: 30,
        collarW: 90,
        collarH: 14,
        cap: { kind: 'sphere', w: 124, h: 124 },
        labelW: 168,
      };
    case 'facet': {
      const w = 290;
      const h = 350;
      const c = 54;
      return {
        outline: `M${-w / 2 + c},0H${w / 2 - c}L${w / 2},${-c}V${-h + c}L${w / 2 - c},${-h}H${-w / 2 + c}L${-w / 2},${-h + c}V${-c}Z`,
        bodyW: w,
        bodyH: h,
        neckW: 68,
        neckH: 24,
        collarW: 100,
        collarH: 14,
        cap: { kind: 'gem', w: 150, h: 136 },
        labelW: 180,
      };
    }
  }
}

const CAP_STOPS: Record<CapFinish, readonly Stop[]> = {
  gold: GOLD_STOPS,
  black: [
    { at: 0, color: '#020202' },
    { at: 0.22, color: '#2f2d2a' },
    { at: 0.34, color: '#6a655c' },
    { at: 0.46, color: '#151413' },
    { at: 0.8, color: '#2a2825' },
    { at: 1, color: '#010101' },
  ],
  ivory: [
    { at: 0, color: '#a89f8c' },
    { at: 0.2, color: '#e9e2d2' },
    { at: 0.34, color: '#fffdf6' },
    { at: 0.55, color: '#ddd5c3' },
    { at: 0.8, color: '#efe8d8' },
    { at: 1, color: '#9b927f' },
  ],
};

/** Splits a long name on the space nearest its middle, so it sits on the label in two lines. */
export function labelLines(name: string): string[] {
  const upper = name.toUpperCase();
  if (upper.length <= 10 || !upper.includes(' ')) return [upper];
  let best = -1;
  for (let i = 0; i < upper.length; i++) {
    if (upper[i] === ' ' && (best < 0 || Math.abs(i - upper.length / 2) < Math.abs(best - upper.length / 2))) best = i;
  }
  return [upper.slice(0, best), upper.slice(best + 1)];
}

function fittedFontSize(line: string, width: number, max: number): number {
  // DejaVu Serif capitals average about 0.74 em, plus 0.12 em of letter spacing.
  return Math.min(max, width / (line.length * 0.74 + (line.length - 1) * 0.12));
}

function label(
  id: string,
  g: Geometry,
  look: BottleLook,
  name: string,
  sizeMl: number,
  centerY: number,
): { defs: string; body: string } {
  const lines = labelLines(name);
  const lw = g.labelW;
  const inner = lw * 0.84;
  const nameSize = Math.min(...lines.map((l) => fittedFontSize(l, inner, 25)));
  const lh = 76 + lines.length * nameSize * 1.2;
  const x = -lw / 2;
  const y = centerY - lh / 2;
  const dark = look.label === 'black';
  const paper = dark ? '#0d0c0b' : '#f7f1e5';
  const ink = dark ? '#e6cf98' : '#1b1813';
  const gold = dark ? '#c4a56c' : '#9a7a44';
  const rounded = look.shape === 'round' ? 10 : 3;
  const defs = linear(`${id}-paper`, [
    { at: 0, color: mix(paper, '#000000', 0.1) },
    { at: 0.25, color: paper },
    { at: 0.75, color: paper },
    { at: 1, color: mix(paper, '#000000', 0.14) },
  ]);
  const nameLines = lines
    .map(
      (l, i) =>
        `<text x="0" y="${(y + 40 + nameSize * (i + 1) * 1.12).toFixed(1)}" font-family="${FONT_SERIF}" font-size="${nameSize.toFixed(1)}" letter-spacing="${(nameSize * 0.12).toFixed(2)}" fill="${ink}" text-anchor="middle">${escapeXml(l)}</text>`,
    )
    .join('');
  const after = y + 40 + nameSize * lines.length * 1.12;
  const body = `<g>
    <path d="${roundedRect(x, y, lw, lh, rounded)}" fill="url(#${id}-paper)"/>
    <path d="${roundedRect(x + 6, y + 6, lw - 12, lh - 12, Math.max(1, rounded - 3))}" fill="none" stroke="${gold}" stroke-width="1.2"/>
    <text x="0" y="${y + 24}" font-family="${FONT_SANS}" font-size="8.5" letter-spacing="3.4" fill="${gold}" text-anchor="middle">MAISON LUMIÈRE</text>
    <path d="M-14,${y + 32}H14" stroke="${gold}" stroke-width="1"/>
    ${nameLines}
    <text x="0" y="${(after + 18).toFixed(1)}" font-family="${FONT_SANS}" font-size="7.5" letter-spacing="2.6" fill="${gold}" text-anchor="middle">EXTRAIT DE PARFUM</text>
    <text x="0" y="${(after + 31).toFixed(1)}" font-family="${FONT_SANS}" font-size="7" letter-spacing="2" fill="${gold}" text-anchor="middle">BRUXELLES · ${sizeMl} ML</text>
  </g>`;
  return { defs, body };
}

function cap(id: string, g: Geometry, finish: CapFinish, bottomY: number): { defs: string; body: string } {
  const { kind, w, h } = g.cap;
  const top = bottomY - h;
  const defs = [
    linear(`${id}-cap`, CAP_STOPS[finish]),
    radial(
      `${id}-capball`,
      [
        { at: 0, color: CAP_STOPS[finish][2]!.color },
        { at: 0.45, color: CAP_STOPS[finish][1]!.color },
        { at: 1, color: CAP_STOPS[finish][0]!.color },
      ],
      { cx: 0.5, cy: 0.5, r: 0.55, fx: 0.36, fy: 0.3 },
    ),
  ].join('');
  const sheen = `<rect x="${-w / 2 + w * 0.2}" y="${top + 6}" width="${w * 0.05}" height="${h - 12}" fill="#ffffff" opacity="${finish === 'black' ? 0.16 : 0.28}"/>`;
  let body: string;
  switch (kind) {
    case 'column':
      body = `<path d="${roundedRect(-w / 2, top, w, h, 5)}" fill="url(#${id}-cap)"/>
        <rect x="${-w / 2}" y="${top}" width="${w}" height="5" fill="#ffffff" opacity="0.22"/>${sheen}`;
      break;
    case 'block':
      body = `<path d="${roundedRect(-w / 2, top, w, h, 8)}" fill="url(#${id}-cap)"/>
        <path d="${roundedRect(-w / 2 + 8, top + 8, w - 16, 12, 4)}" fill="#ffffff" opacity="0.12"/>
        <rect x="${-w / 2}" y="${bottomY - 14}" width="${w}" height="14" fill="url(#${id}-gold)"/>${sheen}`;
      break;
    case 'sphere':
      body = `<circle cx="0" cy="${bottomY - w / 2 + 4}" r="${w / 2}" fill="url(#${id}-capball)"/>
        <ellipse cx="${-w * 0.16}" cy="${bottomY - w * 0.7}" rx="${w * 0.12}" ry="${w * 0.07}" fill="#ffffff" opacity="0.35" transform="rotate(-30 ${-w * 0.16} ${bottomY - w * 0.7})"/>`;
      break;
    case 'gem': {
      const t = top + 26;
      body = `<path d="M${-w / 2},${t}L${-w / 2 + 22},${top}H${w / 2 - 22}L${w / 2},${t}V${bottomY}H${-w / 2}Z" fill="url(#${id}-cap)"/>
        <path d="M${-w / 2},${t}L${-w / 2 + 22},${top}H${w / 2 - 22}L${w / 2},${t}Z" fill="#ffffff" opacity="0.22"/>
        <path d="M${-w / 6},${t}V${bottomY}M${w / 6},${t}V${bottomY}" stroke="#000000" stroke-opacity="0.22" stroke-width="1.5"/>
        <rect x="${-w / 2}" y="${t}" width="${w / 3}" height="${bottomY - t}" fill="#000000" opacity="0.12"/>
        <rect x="${w / 6}" y="${t}" width="${w / 3}" height="${bottomY - t}" fill="#000000" opacity="0.2"/>`;
      break;
    }
  }
  return { defs, body };
}

/**
 * Draws the bottle. `id` must be unique within the SVG document (it prefixes every gradient and clip).
 */
export function drawBottle(id: string, look: BottleLook, name: string, sizeMl: number): DrawnBottle {
  const g = geometry(look.shape);
  const innerH = g.bodyH - BASE - SHOULDER;
  const sx = (g.bodyW - 2 * WALL) / g.bodyW;
  const sy = innerH / g.bodyH;
  const innerTransform = `translate(0,${-BASE}) scale(${sx.toFixed(4)},${sy.toFixed(4)})`;
  const level = -BASE - innerH * 0.86;
  const neckTop = -g.bodyH - g.neckH;
  const collarTop = neckTop - g.collarH;
  const light = mix(look.liquid, '#ffffff', 0.45);
  const deep = mix(look.liquid, '#000000', 0.3);
  const labelCenter = look.shape === 'round' ? -g.bodyH * 0.42 : -BASE - innerH * 0.47;

  const capParts = cap(id, g, look.cap, collarTop + 2);
  const labelParts = label(id, g, look, name, sizeMl, labelCenter);
  const defs = [
    `<clipPath id="${id}-outer"><path d="${g.outline}"/></clipPath>`,
    `<clipPath id="${id}-inner"><path d="${g.outline}" transform="${innerTransform}"/></clipPath>`,
    linear(
      `${id}-juice`,
      [
        { at: 0, color: light },
        { at: 0.35, color: look.liquid },
        { at: 1, color: deep },
      ],
      { x2: 0, y2: 1 },
    ),
    linear(`${id}-edge`, [
      { at: 0, color: '#000000', opacity: 0.34 },
      { at: 0.1, color: '#000000', opacity: 0.06 },
      { at: 0.5, color: '#000000', opacity: 0 },
      { at: 0.86, color: '#000000', opacity: 0.08 },
      { at: 1, color: '#000000', opacity: 0.42 },
    ]),
    linear(
      `${id}-streak`,
      [
        { at: 0, color: '#ffffff', opacity: 0 },
        { at: 0.25, color: '#ffffff', opacity: 0.8 },
        { at: 0.7, color: '#ffffff', opacity: 0.45 },
        { at: 1, color: '#ffffff', opacity: 0 },
      ],
      { x2: 0, y2: 1 },
    ),
    linear(
      `${id}-base`,
      [
        { at: 0, color: light, opacity: 0.55 },
        { at: 1, color: look.liquid, opacity: 0.25 },
      ],
      { x2: 0, y2: 1 },
    ),
    linear(`${id}-gold`, GOLD_STOPS),
    capParts.defs,
    labelParts.defs,
  ].join('');

  const w = g.bodyW;
  const body = `
    <rect x="${-g.neckW / 2}" y="${neckTop}" width="${g.neckW}" height="${g.neckH + 6}" fill="${mix(look.liquid, '#ffffff', 0.7)}" opacity="0.75"/>
    <rect x="${-g.neckW / 2}" y="${neckTop}" width="${g.neckW}" height="${g.neckH + 6}" fill="url(#${id}-edge)"/>
    <path d="${g.outline}" fill="#ffffff" fill-opacity="0.2"/>
    <g clip-path="url(#${id}-outer)">
      <rect x="${-w / 2}" y="${-BASE - 2}" width="${w}" height="${BASE + 2}" fill="url(#${id}-base)"/>
    </g>
    <g clip-path="url(#${id}-inner)">
      <rect x="${-w / 2}" y="${level}" width="${w}" height="${-level}" fill="url(#${id}-juice)"/>
      <rect x="${-w / 2}" y="${level}" width="${w}" height="3" fill="#ffffff" opacity="0.5"/>
    </g>
    <g clip-path="url(#${id}-outer)">
      <path d="${g.outline}" fill="url(#${id}-edge)"/>
      <rect x="${-w / 2 + w * 0.09}" y="${-g.bodyH}" width="${w * 0.055}" height="${g.bodyH}" fill="url(#${id}-streak)"/>
      <rect x="${-w / 2 + w * 0.17}" y="${-g.bodyH}" width="${w * 0.012}" height="${g.bodyH}" fill="url(#${id}-streak)" opacity="0.6"/>
      <rect x="${w / 2 - w * 0.12}" y="${-g.bodyH}" width="${w * 0.022}" height="${g.bodyH}" fill="url(#${id}-streak)" opacity="0.55"/>
    </g>
    <path d="${g.outline}" fill="none" stroke="#ffffff" stroke-opacity="0.55" stroke-width="2"/>
    <path d="${g.outline}" fill="none" stroke="#000000" stroke-opacity="0.18" stroke-width="1"/>
    ${labelParts.body}
    <rect x="${-g.collarW / 2}" y="${collarTop}" width="${g.collarW}" height="${g.collarH}" rx="2" fill="url(#${id}-gold)"/>
    ${capParts.body}`;
  return { defs, body, width: g.bodyW, height: g.bodyH + g.neckH + g.collarH + g.cap.h };
}
