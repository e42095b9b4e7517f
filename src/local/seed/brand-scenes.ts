// The storefront's brand pictures, drawn in SVG in the house palette (ivory, deep black, champagne
// gold): the home hero, the men's and women's collection banners, the new-collection block and the
// about page's dawn over Brussels. brand-art.ts renders them to WebP.
import type { BottleLook } from './bottle-art.ts';
import { placedBottle } from './product-scenes.ts';
import { familyProps, type PropPlacement } from './scene-props.ts';
import { GOLD_STOPS, linear, radial, seededRandom } from './svg-kit.ts';

export interface BrandScene {
  /** File name stem in public/images. */
  name: string;
  viewWidth: number;
  viewHeight: number;
  widths: readonly number[];
  svg: (width: number) => string;
}

interface Bottle {
  id: string;
  name: string;
  sizeMl: number;
  look: BottleLook;
  x: number;
  y: number;
  height: number;
  reflection?: number;
}

const AMBRE: Omit<Bottle, 'id' | 'x' | 'y' | 'height'> = {
  name: 'Ambre Impérial',
  sizeMl: 100,
  look: { shape: 'column', cap: 'gold', liquid: '#c07a2a', label: 'black' },
};

function bottles(list: readonly Bottle[]): { defs: string; body: string } {
  const parts = list.map((b) => placedBottle(b.id, b, { x: b.x, y: b.y, height: b.height }, b.reflection ?? 0));
  return { defs: parts.map((p) => p.defs).join(''), body: parts.map((p) => p.body).join('') };
}

function doc(viewWidth: number, viewHeight: number, width: number, defs: string, body: string): string {
  const height = Math.round((width * viewHeight) / viewWidth);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${viewWidth} ${viewHeight}"><defs>${defs}</defs>${body}</svg>`;
}

/** A ribbon of champagne silk crossing the picture. */
function silk(id: string, d: string, opacity: number): { defs: string; body: string } {
  return {
    defs: linear(id, [
      { at: 0, color: '#c8a96a', opacity: 0 },
      { at: 0.35, color: '#e9d3a0', opacity },
      { at: 0.6, color: '#a8844c', opacity: opacity * 0.6 },
      { at: 1, color: '#c8a96a', opacity: 0 },
    ]),
    body: `<path d="${d}" fill="url(#${id})"/>`,
  };
}

function heroHome(width: number): string {
  const W = 1920;
  const H = 1080;
  const floor = 880;
  const silks = [
    silk('silk1', 'M0,760C420,610 820,930 1920,700L1920,760C860,980 420,690 0,830Z', 0.32),
    silk('silk2', 'M0,300C520,180 1000,460 1920,250L1920,280C1000,500 520,230 0,340Z', 0.14),
  ];
  const b = bottles([
    {
      id: 'oud',
      name: "Velours d'Oud",
      sizeMl: 50,
      look: { shape: 'facet', cap: 'black', liquid: '#7a3a1e', label: 'black' },
      x: 1110,
      y: floor + 10,
      height: 470,
      reflection: 0.2,
    },
    {
      id: 'rose',
      name: 'Rose de Minuit',
      sizeMl: 50,
      look: { shape: 'round', cap: 'gold', liquid: '#d98a95', label: 'ivory' },
      x: 1680,
      y: floor + 10,
      height: 430,
      reflection: 0.2,
    },
    { id: 'ambre', ...AMBRE, x: 1400, y: floor + 60, height: 730, reflection: 0.24 },
  ]);
  const defs = [
    linear('bg', [
      { at: 0, color: '#070707' },
      { at: 1, color: '#1a1511' },
    ]),
    radial('glow', [
      { at: 0, color: '#d9bd84', opacity: 0.34 },
      { at: 1, color: '#d9bd84', opacity: 0 },
    ]),
    linear(
      'floor',
      [
        { at: 0, color: '#15120f' },
        { at: 1, color: '#030303' },
      ],
      { x2: 0, y2: 1 },
    ),
    linear('rim', [
      { at: 0, color: '#c8a96a', opacity: 0 },
      { at: 0.6, color: '#c8a96a', opacity: 0.55 },
      { at: 1, color: '#c8a96a', opacity: 0 },
    ]),
    linear('textside', [
      { at: 0, color: '#000000', opacity: 0.55 },
      { at: 0.5, color: '#000000', opacity: 0.15 },
      { at: 1, color: '#000000', opacity: 0 },
    ]),
    ...silks.map((s) => s.defs),
    b.defs,
  ].join('');
  const body = `<rect width="${W}" height="${H}" fill="url(#bg)"/>
    <ellipse cx="1400" cy="560" rx="760" ry="620" fill="url(#glow)"/>
    ${silks[1]!.body}
    <rect y="${floor}" width="${W}" height="${H - floor}" fill="url(#floor)"/>
    <rect y="${floor}" width="${W}" height="1.5" fill="url(#rim)"/>
    ${silks[0]!.body}
    ${b.body}
    <rect width="1000" height="${H}" fill="url(#textside)"/>`;
  return doc(W, H, width, defs, body);
}

function collectionBanner(kind: 'men' | 'women', width: number): string {
  const W = 1920;
  const H = 1280;
  const floor = 960;
  const men = kind === 'men';
  const wall = men ? ['#2a241d', '#15120f'] : ['#fbf4ee', '#ecd5cc'];
  const ground = men ? ['#4a3322', '#1c130c'] : ['#e4c7bd', '#cca198'];
  const list: Bottle[] = men
    ? [
        {
          id: 'mer',
          name: 'Mer du Nord',
          sizeMl: 100,
          look: { shape: 'facet', cap: 'ivory', liquid: '#9cc6cf', label: 'ivory' },
          x: 1320,
          y: floor + 20,
          height: 560,
          reflection: 0.15,
        },
        {
          id: 'oud',
          name: "Velours d'Oud",
          sizeMl: 50,
          look: { shape: 'facet', cap: 'black', liquid: '#7a3a1e', label: 'black' },
          x: 640,
          y: floor + 20,
          height: 520,
          reflection: 0.15,
        },
        {
          id: 'cedre',
          name: 'Cèdre Noir',
          sizeMl: 100,
          look: { shape: 'column', cap: 'black', liquid: '#5e4630', label: 'black' },
          x: 970,
          y: floor + 90,
          height: 800,
          reflection: 0.18,
        },
      ]
    : [
        {
          id: 'jardin',
          name: "Jardin d'Aurore",
          sizeMl: 30,
          look: { shape: 'flask', cap: 'gold', liquid: '#ecc98f', label: 'ivory' },
          x: 1320,
          y: floor + 20,
          height: 500,
          reflection: 0.12,
        },
        {
          id: 'brume',
          name: 'Brume du Sablon',
          sizeMl: 30,
          look: { shape: 'flask', cap: 'ivory', liquid: '#c9dfcf', label: 'ivory' },
          x: 620,
          y: floor + 20,
          height: 480,
          reflection: 0.12,
        },
        {
          id: 'rose',
          name: 'Rose de Minuit',
          sizeMl: 50,
          look: { shape: 'round', cap: 'gold', liquid: '#d98a95', label: 'ivory' },
          x: 970,
          y: floor + 90,
          height: 700,
          reflection: 0.14,
        },
      ];
  const b = bottles(list);
  const rand = seededRandom(`banner-${kind}`);
  const spots: [number, number, number][] = [
    [260, 1090, 2.3],
    [1650, 1100, 2.4],
    [1500, 1210, 1.9],
    [380, 1220, 2.0],
    [1760, 990, 1.6],
    [170, 990, 1.6],
  ];
  const places: PropPlacement[] = spots.map(([x, y, scale]) => ({ x, y, scale, rotate: (rand() - 0.5) * 14 }));
  const props = familyProps(men ? 'woody' : 'floral', men ? '#5b4a32' : '#c07a84', places);
  const defs = [
    linear(
      'wall',
      [
        { at: 0, color: wall[0]! },
        { at: 1, color: wall[1]! },
      ],
      { x2: 0, y2: 1 },
    ),
    linear(
      'floor',
      [
        { at: 0, color: ground[0]! },
        { at: 1, color: ground[1]! },
      ],
      { x2: 0, y2: 1 },
    ),
    radial('spot', [
      { at: 0, color: men ? '#d9bd84' : '#ffffff', opacity: men ? 0.3 : 0.8 },
      { at: 1, color: '#ffffff', opacity: 0 },
    ]),
    radial(
      'vignette',
      [
        { at: 0.55, color: '#000000', opacity: 0 },
        { at: 1, color: '#000000', opacity: men ? 0.45 : 0.18 },
      ],
      { r: 0.75 },
    ),
    b.defs,
  ].join('');
  const body = `<rect width="${W}" height="${H}" fill="url(#wall)"/>
    <ellipse cx="970" cy="520" rx="820" ry="620" fill="url(#spot)"/>
    <rect y="${floor}" width="${W}" height="${H - floor}" fill="url(#floor)"/>
    ${men ? woodGrain(rand, floor, W, H) : ''}
    ${b.body}${props}
    <rect width="${W}" height="${H}" fill="url(#vignette)"/>`;
  return doc(W, H, width, defs, body);
}

/** Dark wood under the men's bottles: long grain lines, closer together towards the horizon. */
function woodGrain(rand: () => number, top: number, width: number, bottom: number): string {
  const lines = Array.from({ length: 26 }, (_, i) => {
    const y = top + Math.pow(i / 26, 1.6) * (bottom - top) + 4;
    const wave = 3 + rand() * 6;
    return `<path d="M0,${y.toFixed(1)}C${width * 0.3},${(y - wave).toFixed(1)} ${width * 0.6},${(y + wave).toFixed(1)} ${width},${y.toFixed(1)}" stroke="${rand() < 0.5 ? '#120c07' : '#6a4a30'}" stroke-width="${(1 + rand() * 2).toFixed(1)}" opacity="${(0.25 + rand() * 0.3).toFixed(2)}" fill="none"/>`;
  }).join('');
  return `<g>${lines}</g>`;
}

/** Marble veins: soft wandering grey (or gold, on black marble) lines clipped to a surface. */
function marbleVeins(
  rand: () => number,
  box: { x: number; y: number; w: number; h: number },
  color: string,
  count: number,
): string {
  return Array.from({ length: count }, () => {
    const y0 = box.y + rand() * box.h;
    const y1 = box.y + rand() * box.h;
    const points = Array.from(
      { length: 4 },
      (_, i) =>
        `${(box.x + ((i + 1) / 4) * box.w).toFixed(0)},${(y0 + (y1 - y0) * ((i + 1) / 4) + (rand() - 0.5) * 24).toFixed(0)}`,
    );
    return `<path d="M${box.x},${y0.toFixed(0)}C${points[0]} ${points[1]} ${points[2]}S${points[3]} ${points[3]}" stroke="${color}" stroke-width="${(0.6 + rand() * 1.1).toFixed(1)}" opacity="${(0.14 + rand() * 0.22).toFixed(2)}" fill="none"/>`;
  }).join('');
}

function newCollection(width: number): string {
  const W = 800;
  const H = 1000;
  const floor = 760;
  const rand = seededRandom('new-collection');
  const plinth = (x: number, top: number, w: number, id: string, vein: string) => `
    <rect x="${x - w / 2}" y="${top}" width="${w}" height="${floor + 120 - top}" fill="url(#${id})"/>
    ${marbleVeins(rand, { x: x - w / 2, y: top + 6, w, h: floor + 110 - top }, vein, 3)}
    <rect x="${x - w / 2}" y="${top}" width="${w}" height="3" fill="#ffffff" opacity="0.7"/>`;
  const b = bottles([
    {
      id: 'brume',
      name: 'Brume du Sablon',
      sizeMl: 30,
      look: { shape: 'flask', cap: 'ivory', liquid: '#c9dfcf', label: 'ivory' },
      x: 175,
      y: 700,
      height: 300,
    },
    {
      id: 'foret',
      name: 'Forêt de Soignes',
      sizeMl: 50,
      look: { shape: 'flask', cap: 'black', liquid: '#7a6a3a', label: 'black' },
      x: 625,
      y: 720,
      height: 300,
    },
    {
      id: 'oud',
      name: "Velours d'Oud",
      sizeMl: 50,
      look: { shape: 'facet', cap: 'black', liquid: '#7a3a1e', label: 'black' },
      x: 400,
      y: 600,
      height: 380,
    },
  ]);
  const defs = [
    linear(
      'wall',
      [
        { at: 0, color: '#f4efe4' },
        { at: 1, color: '#ddd6c4' },
      ],
      { x2: 0, y2: 1 },
    ),
    linear(
      'floor',
      [
        { at: 0, color: '#e6e0d3' },
        { at: 1, color: '#cbc3b1' },
      ],
      { x2: 0, y2: 1 },
    ),
    linear('plinthA', [
      { at: 0, color: '#d8d0bd' },
      { at: 0.35, color: '#f7f2e8' },
      { at: 1, color: '#bdb39c' },
    ]),
    linear('plinthB', [
      { at: 0, color: '#1a1816' },
      { at: 0.35, color: '#3a3631' },
      { at: 1, color: '#0c0b0a' },
    ]),
    linear('arch', GOLD_STOPS),
    radial('spot', [
      { at: 0, color: '#ffffff', opacity: 0.85 },
      { at: 1, color: '#ffffff', opacity: 0 },
    ]),
    radial(
      'vignette',
      [
        { at: 0.55, color: '#000000', opacity: 0 },
        { at: 1, color: '#000000', opacity: 0.2 },
      ],
      { r: 0.75 },
    ),
    b.defs,
  ].join('');
  const body = `<rect width="${W}" height="${H}" fill="url(#wall)"/>
    <ellipse cx="400" cy="420" rx="420" ry="460" fill="url(#spot)"/>
    <path d="M150,${floor}V360A250,250 0 0 1 650,360V${floor}" fill="none" stroke="url(#arch)" stroke-width="5"/>
    <rect y="${floor}" width="${W}" height="${H - floor}" fill="url(#floor)"/>
    ${marbleVeins(rand, { x: 0, y: floor + 10, w: W, h: H - floor - 10 }, '#8d877b', 6)}
    ${plinth(175, 700, 240, 'plinthA', '#8d877b')}${plinth(625, 720, 240, 'plinthA', '#8d877b')}${plinth(400, 600, 250, 'plinthB', '#c8a96a')}
    ${b.body}
    <rect width="${W}" height="${H}" fill="url(#vignette)"/>`;
  return doc(W, H, width, defs, body);
}

/** Crow-stepped and pointed gables, the Grand-Place's roofline, in silhouette. */
function skyline(rand: () => number, from: number, to: number, ground: number): string {
  let x = from;
  let d = '';
  while (x < to) {
    const w = 46 + rand() * 50;
    const h = 70 + rand() * 90;
    const top = ground - h;
    const kind = rand();
    if (kind < 0.45) {
      // crow-stepped gable
      const steps = 4;
      const stepW = w / (2 * steps + 1);
      let path = `M${x},${ground}V${top}`;
      for (let i = 0; i < steps; i++) path += `H${x + stepW * (i + 1)}V${top - 12 * (i + 1)}`;
      path += `H${x + w - stepW * steps}`;
      for (let i = steps - 1; i >= 0; i--) path += `V${top - 12 * i}H${x + w - stepW * i}`;
      d += `${path}V${ground}Z`;
    } else if (kind < 0.8) {
      d += `M${x},${ground}V${top}L${x + w / 2},${top - w * 0.55}L${x + w},${top}V${ground}Z`;
    } else {
      d += `M${x},${ground}V${top}H${x + w}V${ground}Z`;
    }
    x += w - 2;
  }
  return d;
}

function aboutDawn(width: number): string {
  const W = 800;
  const H = 1000;
  const ground = 700;
  const rand = seededRandom('about-brussels');
  const hall = `M300,${ground}V560H318V548H330V560H348V548H360V560H378V548H452V560H470V548H482V560H500V548H512V560H530V${ground}Z
    M372,560V380H428V560Z M380,380V300H420V380Z M388,300V250H412V300Z M392,250L400,150L408,250Z M398,150V128H402V150Z`;
  const atomium = (() => {
    const c = [
      [660, 470],
      [630, 495],
      [690, 495],
      [630, 445],
      [690, 445],
      [660, 420],
      [660, 520],
      [660, 470],
    ];
    const spheres = c.map(([x, y]) => `<circle cx="${x}" cy="${y}" r="11"/>`).join('');
    const bars = `<path d="M630,495L690,445M690,495L630,445M660,420V520M630,445H690M630,495H690M630,445V495M690,445V495" stroke="#120f0d" stroke-width="5" fill="none"/>`;
    const legs = `<path d="M660,520L640,${ground}M660,520L680,${ground}M660,520V${ground}" stroke="#120f0d" stroke-width="6"/>`;
    return `<g fill="#120f0d">${bars}${legs}${spheres}</g>`;
  })();
  const b = bottles([{ id: 'ambre', ...AMBRE, look: { ...AMBRE.look, label: 'ivory' }, x: 560, y: 900, height: 380 }]);
  const defs = [
    linear(
      'sky',
      [
        { at: 0, color: '#171a26' },
        { at: 0.35, color: '#4a3f55' },
        { at: 0.62, color: '#c48a73' },
        { at: 0.8, color: '#efc28e' },
        { at: 1, color: '#f8e2b4' },
      ],
      { x2: 0, y2: 1 },
    ),
    radial('sun', [
      { at: 0, color: '#fff6dc', opacity: 1 },
      { at: 0.25, color: '#ffe2a6', opacity: 0.9 },
      { at: 1, color: '#f3c27f', opacity: 0 },
    ]),
    linear(
      'ledge',
      [
        { at: 0, color: '#3a322b' },
        { at: 0.06, color: '#1d1915' },
        { at: 1, color: '#090807' },
      ],
      { x2: 0, y2: 1 },
    ),
    linear('ledgeTop', [
      { at: 0, color: '#c8a96a', opacity: 0 },
      { at: 0.5, color: '#e7cf9c', opacity: 0.7 },
      { at: 1, color: '#c8a96a', opacity: 0 },
    ]),
    b.defs,
  ].join('');
  const stars = Array.from(
    { length: 40 },
    () =>
      `<circle cx="${(rand() * W).toFixed(0)}" cy="${(rand() * 300).toFixed(0)}" r="${(0.6 + rand() * 1.2).toFixed(1)}" fill="#ffffff" opacity="${(0.2 + rand() * 0.5).toFixed(2)}"/>`,
  ).join('');
  const body = `<rect width="${W}" height="${H}" fill="url(#sky)"/>${stars}
    <circle cx="400" cy="${ground - 10}" r="330" fill="url(#sun)"/>
    <path d="${skyline(rand, -20, 300, ground)}${skyline(rand, 530, 620, ground)}${skyline(rand, 700, 820, ground)}" fill="#1b1714"/>
    <path d="${hall}" fill="#120f0d"/>
    ${atomium}
    <rect y="${ground}" width="${W}" height="${800 - ground}" fill="#120f0d"/>
    <rect y="800" width="${W}" height="${H - 800}" fill="url(#ledge)"/>
    <rect y="800" width="${W}" height="2" fill="url(#ledgeTop)"/>
    ${b.body}`;
  return doc(W, H, width, defs, body);
}

export const BRAND_SCENES: readonly BrandScene[] = [
  { name: 'hero-home', viewWidth: 1920, viewHeight: 1080, widths: [640, 1280, 1920], svg: heroHome },
  {
    name: 'collection-men',
    viewWidth: 1920,
    viewHeight: 1280,
    widths: [640, 1280, 1920],
    svg: (w) => collectionBanner('men', w),
  },
  {
    name: 'collection-women',
    viewWidth: 1920,
    viewHeight: 1280,
    widths: [640, 1280, 1920],
    svg: (w) => collectionBanner('women', w),
  },
  { name: 'new-collection', viewWidth: 800, viewHeight: 1000, widths: [480, 960, 1440], svg: newCollection },
  { name: 'about', viewWidth: 800, viewHeight: 1000, widths: [480, 960, 1440], svg: aboutDawn },
];
