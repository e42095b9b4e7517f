// The raw materials laid beside a bottle in a still life, one set per olfactive family: citrus
// slices for fresh, petals for floral, cedar and leaves for woody, amber resin and vanilla for oriental.
import { mix } from './svg-kit.ts';

export type Family = 'oriental' | 'floral' | 'woody' | 'fresh';

export interface PropPlacement {
  x: number;
  y: number;
  scale: number;
  rotate: number;
}

/** A soft contact shadow on the floor, so props sit on it rather than float. */
function floorShadow(rx: number, ry: number, opacity = 0.22): string {
  return `<ellipse cx="0" cy="4" rx="${rx}" ry="${ry}" fill="#000000" opacity="${opacity}"/>`;
}

function citrusSlice(rind: string, flesh: string): string {
  const segments = Array.from({ length: 10 }, (_, i) => {
    const a = (i / 10) * Math.PI * 2;
    return `<path d="M0,0L${(Math.cos(a) * 40).toFixed(1)},${(Math.sin(a) * 40).toFixed(1)}" stroke="#fffbea" stroke-width="2.4" opacity="0.85"/>`;
  }).join('');
  // Lying on the floor: the round slice is seen flattened.
  return `${floorShadow(50, 12)}<g transform="scale(1,0.42)"><circle r="50" fill="${rind}"/><circle r="45" fill="#fbf5dc"/><circle r="41" fill="${flesh}"/>${segments}<circle r="5" fill="#fffbea"/></g>`;
}

function droplet(): string {
  return `<ellipse cx="0" cy="0" rx="7" ry="9" fill="#ffffff" opacity="0.35"/><ellipse cx="-2" cy="-3" rx="2" ry="3" fill="#ffffff" opacity="0.85"/>`;
}

function petal(color: string): string {
  const light = mix(color, '#ffffff', 0.45);
  return `${floorShadow(34, 7, 0.16)}<path d="M-34,0C-22,-20 18,-24 34,-4C20,10 -18,12 -34,0Z" fill="${color}"/><path d="M-30,-1C-18,-14 10,-17 26,-6" stroke="${light}" stroke-width="3" fill="none" opacity="0.7"/>`;
}

function blossom(color: string): string {
  const light = mix(color, '#ffffff', 0.5);
  const ring = (n: number, r: number, len: number, c: string) =>
    Array.from(
      { length: n },
      (_, i) =>
        `<ellipse cx="0" cy="${-r}" rx="${len * 0.55}" ry="${len}" fill="${c}" transform="rotate(${(360 / n) * i + r})"/>`,
    ).join('');
  return `${floorShadow(60, 14)}<g transform="scale(1,0.62)">${ring(7, 26, 30, color)}${ring(6, 14, 22, light)}<circle r="12" fill="${mix(color, '#f2c14e', 0.6)}"/></g>`;
}

function cedarBlock(wood: string): string {
  const grain = Array.from(
    { length: 5 },
    (_, i) =>
      `<path d="M${-58 + i * 4},${-30 + i * 12}C-20,${-36 + i * 12} 20,${-24 + i * 12} 58,${-30 + i * 12}" stroke="${mix(wood, '#000000', 0.3)}" stroke-width="1.3" fill="none" opacity="0.55"/>`,
  ).join('');
  return `${floorShadow(78, 14)}<path d="M-60,-40L-36,-56H84L60,-40Z" fill="${mix(wood, '#ffffff', 0.22)}"/><path d="M60,-40L84,-56V-4L60,12Z" fill="${mix(wood, '#000000', 0.28)}"/><rect x="-60" y="-40" width="120" height="52" fill="${wood}"/>${grain}`;
}

function stick(wood: string): string {
  return `${floorShadow(90, 6, 0.18)}<rect x="-90" y="-8" width="180" height="12" rx="6" fill="${wood}"/><rect x="-88" y="-6" width="176" height="3" rx="2" fill="#ffffff" opacity="0.18"/>`;
}

function leaf(color: string): string {
  return `${floorShadow(44, 8, 0.15)}<path d="M-46,0C-26,-26 24,-28 46,-2C22,16 -24,14 -46,0Z" fill="${color}"/><path d="M-44,0C-14,-4 18,-6 44,-2" stroke="${mix(color, '#ffffff', 0.35)}" stroke-width="2" fill="none"/>`;
}

function resin(color: string): string {
  const light = mix(color, '#fff1c9', 0.55);
  return `${floorShadow(30, 8)}<path d="M-28,0C-34,-20 -16,-36 4,-34C24,-32 34,-16 28,-2C20,8 -20,8 -28,0Z" fill="${color}"/><path d="M-14,-22C-8,-30 4,-30 10,-26" stroke="${light}" stroke-width="4" stroke-linecap="round" fill="none" opacity="0.8"/>`;
}

function vanillaPod(): string {
  return `${floorShadow(100, 7, 0.2)}<path d="M-100,-2C-40,-14 40,-14 100,-4C40,-4 -40,-2 -100,-2Z" fill="#2b1b10" stroke="#3d2819" stroke-width="6" stroke-linejoin="round"/><path d="M-80,-7C-30,-13 30,-13 80,-8" stroke="#6b4a2e" stroke-width="1.5" fill="none"/>`;
}

function starAnise(): string {
  const arms = Array.from(
    { length: 8 },
    (_, i) =>
      `<ellipse cx="0" cy="-16" rx="7" ry="17" fill="#6e3b1f" stroke="#4a2512" stroke-width="1.5" transform="rotate(${i * 45})"/>`,
  ).join('');
  return `${floorShadow(34, 9)}<g transform="scale(1,0.6)">${arms}<circle r="6" fill="#4a2512"/></g>`;
}

/** SVG for the props of one family, each drawn at its placement. */
export function familyProps(family: Family, accent: string, places: readonly PropPlacement[]): string {
  const kinds: Record<Family, ((i: number) => string)[]> = {
    fresh: [
      () => citrusSlice('#e2c93c', '#f4e27a'),
      () => citrusSlice('#9fbf3b', '#d3e58a'),
      () => droplet(),
      () => leaf('#6f8f5a'),
    ],
    floral: [
      () => blossom(accent),
      () => petal(accent),
      () => petal(mix(accent, '#ffffff', 0.3)),
      () => leaf('#7d8f63'),
    ],
    woody: [() => cedarBlock('#9a6b43'), () => stick('#7a5230'), () => leaf('#5f6e45'), () => stick('#a57a4f')],
    oriental: [() => resin('#c97a24'), () => vanillaPod(), () => starAnise(), () => resin('#a8561a')],
  };
  return places
    .map((p, i) => {
      const draw = kinds[family][i % kinds[family].length]!;
      return `<g transform="translate(${p.x.toFixed(1)},${p.y.toFixed(1)}) rotate(${p.rotate.toFixed(1)}) scale(${p.scale.toFixed(3)})">${draw(i)}</g>`;
    })
    .join('');
}
