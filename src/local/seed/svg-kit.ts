// Small SVG-writing helpers shared by the product and brand artwork generators.

export function escapeXml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!,
  );
}

export interface Stop {
  at: number;
  color: string;
  opacity?: number;
}

function stops(list: readonly Stop[]): string {
  return list
    .map(
      (s) =>
        `<stop offset="${s.at}" stop-color="${s.color}"${s.opacity === undefined ? '' : ` stop-opacity="${s.opacity}"`}/>`,
    )
    .join('');
}

/** A linear gradient; the direction is given in objectBoundingBox units (0..1). */
export function linear(
  id: string,
  list: readonly Stop[],
  dir: { x1?: number; y1?: number; x2?: number; y2?: number } = {},
): string {
  const { x1 = 0, y1 = 0, x2 = 1, y2 = 0 } = dir;
  return `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stops(list)}</linearGradient>`;
}

export function radial(
  id: string,
  list: readonly Stop[],
  shape: { cx?: number; cy?: number; r?: number; fx?: number; fy?: number } = {},
): string {
  const { cx = 0.5, cy = 0.5, r = 0.5, fx = cx, fy = cy } = shape;
  return `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}" fx="${fx}" fy="${fy}">${stops(list)}</radialGradient>`;
}

/** A rectangle with rounded corners as a path, so it can also serve as a clip or mask shape. */
export function roundedRect(x: number, y: number, w: number, h: number, r: number): string {
  const k = Math.min(r, w / 2, h / 2);
  return `M${x + k},${y}H${x + w - k}Q${x + w},${y} ${x + w},${y + k}V${y + h - k}Q${x + w},${y + h} ${x + w - k},${y + h}H${x + k}Q${x},${y + h} ${x},${y + h - k}V${y + k}Q${x},${y} ${x + k},${y}Z`;
}

/** Mixes two #rrggbb colours; t = 0 gives a, t = 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const pa = parseInt(a.slice(1), 16);
  const pb = parseInt(b.slice(1), 16);
  const channel = (shift: number) => Math.round(((pa >> shift) & 255) * (1 - t) + ((pb >> shift) & 255) * t);
  return `#${[16, 8, 0].map((s) => channel(s).toString(16).padStart(2, '0')).join('')}`;
}

/** A deterministic pseudo-random sequence, so the same product always gets the same picture. */
export function seededRandom(seed: string): () => number {
  let h = 2166136261;
  for (const ch of seed) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return () => {
    h = Math.imul(h ^ (h >>> 15), 2246822507);
    h = Math.imul(h ^ (h >>> 13), 3266489909);
    h ^= h >>> 16;
    return (h >>> 0) / 4294967296;
  };
}

export const FONT_SERIF = "'DejaVu Serif', 'Cormorant Garamond', Georgia, serif";
export const FONT_SANS = "'DejaVu Sans', 'Helvetica Neue', Arial, sans-serif";

export const GOLD_STOPS: readonly Stop[] = [
  { at: 0, color: '#6b5128' },
  { at: 0.16, color: '#c7a66a' },
  { at: 0.3, color: '#f4e5b8' },
  { at: 0.48, color: '#b18d55' },
  { at: 0.7, color: '#ead6a2' },
  { at: 1, color: '#74582c' },
];
