// Product photographs, drawn: a few studio compositions of one bottle, on a background tinted by its
// olfactive family. Every picture is 4:5 portrait (800 x 1000 units), the shop's product image ratio.
import { drawBottle, type BottleLook } from './bottle-art.ts';
import { familyProps, type Family, type PropPlacement } from './scene-props.ts';
import { linear, mix, radial, seededRandom } from './svg-kit.ts';

export const SCENE_WIDTH = 800;
export const SCENE_HEIGHT = 1000;
export const COMPOSITIONS = ['studio', 'still-life', 'close-up', 'gift-box'] as const;
export type Composition = (typeof COMPOSITIONS)[number];

export interface SceneSubject {
  /** Stable key (the product's slug): the same product always gets the same pictures. */
  key: string;
  name: string;
  sizeMl: number;
  family: Family;
  look: BottleLook;
}

interface Palette {
  wallTop: string;
  wallBottom: string;
  floorTop: string;
  floorBottom: string;
  accent: string;
}

const FAMILY_PALETTES: Record<Family, Palette> = {
  oriental: {
    wallTop: '#f1e4d0',
    wallBottom: '#dcc29e',
    floorTop: '#cfae84',
    floorBottom: '#b08a5e',
    accent: '#8a5a2b',
  },
  floral: { wallTop: '#f8eeea', wallBottom: '#ebd3cd', floorTop: '#e1c2ba', floorBottom: '#cda39a', accent: '#c07a84' },
  woody: { wallTop: '#ece8df', wallBottom: '#d2cbb9', floorTop: '#b8ac92', floorBottom: '#978a6f', accent: '#5b4a32' },
  fresh: { wallTop: '#eff5f5', wallBottom: '#d2e2e4', floorTop: '#bcd1d4', floorBottom: '#a1bbc0', accent: '#4f7d86' },
};

const DARK: Palette = {
  wallTop: '#1c1915',
  wallBottom: '#0b0a09',
  floorTop: '#221e19',
  floorBottom: '#0c0b0a',
  accent: '#c8a96a',
};

/** Each product's backdrop leans a little towards its juice, so two products of a family differ. */
function paletteFor(subject: SceneSubject): Palette {
  const p = FAMILY_PALETTES[subject.family];
  const t = 0.08;
  return {
    wallTop: mix(p.wallTop, subject.look.liquid, t * 0.5),
    wallBottom: mix(p.wallBottom, subject.look.liquid, t),
    floorTop: mix(p.floorTop, subject.look.liquid, t),
    floorBottom: mix(p.floorBottom, subject.look.liquid, t),
    accent: p.accent,
  };
}

function backdrop(
  p: Palette,
  horizon: number,
  spot: { x: number; y: number; r: number; color: string; opacity: number },
): { defs: string; body: string } {
  const defs = [
    linear(
      'wall',
      [
        { at: 0, color: p.wallTop },
        { at: 1, color: p.wallBottom },
      ],
      { x2: 0, y2: 1 },
    ),
    linear(
      'floor',
      [
        { at: 0, color: p.floorTop },
        { at: 1, color: p.floorBottom },
      ],
      { x2: 0, y2: 1 },
    ),
    linear(
      'horizon',
      [
        { at: 0, color: p.wallBottom, opacity: 0 },
        { at: 0.5, color: mix(p.wallBottom, p.floorTop, 0.5), opacity: 1 },
        { at: 1, color: p.floorTop, opacity: 0 },
      ],
      { x2: 0, y2: 1 },
    ),
    radial('spot', [
      { at: 0, color: spot.color, opacity: spot.opacity },
      { at: 1, color: spot.color, opacity: 0 },
    ]),
    radial(
      'vignette',
      [
        { at: 0.55, color: '#000000', opacity: 0 },
        { at: 1, color: '#000000', opacity: 0.22 },
      ],
      { r: 0.75 },
    ),
  ].join('');
  const body = `<rect width="${SCENE_WIDTH}" height="${SCENE_HEIGHT}" fill="url(#wall)"/>
    <rect y="${horizon}" width="${SCENE_WIDTH}" height="${SCENE_HEIGHT - horizon}" fill="url(#floor)"/>
    <rect y="${horizon - 40}" width="${SCENE_WIDTH}" height="80" fill="url(#horizon)"/>
    <ellipse cx="${spot.x}" cy="${spot.y}" rx="${spot.r}" ry="${spot.r * 1.1}" fill="url(#spot)"/>`;
  return { defs, body };
}

function vignette(): string {
  return `<rect width="${SCENE_WIDTH}" height="${SCENE_HEIGHT}" fill="url(#vignette)"/>`;
}

/**
 * The bottle, its shadow on the floor and its faint reflection in the polished surface. `id` prefixes
 * every definition, so several bottles can share one picture.
 */
export function placedBottle(
  id: string,
  subject: Pick<SceneSubject, 'look' | 'name' | 'sizeMl'>,
  at: { x: number; y: number; height: number; maxWidth?: number; rotate?: number },
  reflection: number,
): { defs: string; body: string } {
  const bottle = drawBottle(id, subject.look, subject.name, subject.sizeMl);
  const s = Math.min(at.height / bottle.height, (at.maxWidth ?? at.height * 0.78) / bottle.width);
  const w = bottle.width * s;
  const defs = [
    bottle.defs,
    radial(`${id}-shadow`, [
      { at: 0, color: '#000000', opacity: 0.42 },
      { at: 0.6, color: '#000000', opacity: 0.12 },
      { at: 1, color: '#000000', opacity: 0 },
    ]),
    // The bottle spans y from -height to 0; the reflection is strongest where it touches the floor.
    linear(
      `${id}-fade`,
      [
        { at: 0, color: '#ffffff', opacity: 0 },
        { at: 0.65, color: '#ffffff', opacity: 0 },
        { at: 1, color: '#ffffff', opacity: 1 },
      ],
      { x2: 0, y2: 1 },
    ),
    `<mask id="${id}-reflect" maskContentUnits="userSpaceOnUse"><rect x="-400" y="${-bottle.height}" width="800" height="${bottle.height}" fill="url(#${id}-fade)"/></mask>`,
  ].join('');
  const rotate = at.rotate ? ` rotate(${at.rotate})` : '';
  const reflect =
    reflection > 0
      ? `<g transform="translate(${at.x},${at.y}) scale(${s},${-s})" opacity="${reflection}"><g mask="url(#${id}-reflect)">${bottle.body}</g></g>`
      : '';
  const body = `${reflect}
    <ellipse cx="${at.x}" cy="${at.y + 2}" rx="${w * 0.78}" ry="${Math.max(14, w * 0.09)}" fill="url(#${id}-shadow)"/>
    <g transform="translate(${at.x},${at.y})${rotate} scale(${s})">${bottle.body}</g>`;
  return { defs, body };
}

function propPlaces(rand: () => number, spots: readonly [number, number, number][]): PropPlacement[] {
  return spots.map(([x, y, scale]) => ({
    x: x + (rand() - 0.5) * 30,
    y: y + (rand() - 0.5) * 14,
    scale: scale * (0.9 + rand() * 0.2),
    rotate: (rand() - 0.5) * 16,
  }));
}

function svgDocument(defs: string, body: string, width: number): string {
  const height = Math.round((width * SCENE_HEIGHT) / SCENE_WIDTH);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${SCENE_WIDTH} ${SCENE_HEIGHT}"><defs>${defs}</defs>${body}</svg>`;
}

/** The SVG of one product picture, `width` pixels wide (height = width x 5/4). */
export function productSceneSvg(subject: SceneSubject, composition: Composition, width: number): string {
  const rand = seededRandom(`${subject.key}:${composition}`);
  const p = paletteFor(subject);
  switch (composition) {
    case 'studio': {
      const horizon = 690;
      const bg = backdrop(p, horizon, { x: 400, y: 420, r: 380, color: '#ffffff', opacity: 0.75 });
      const bottle = placedBottle('b', subject, { x: 400, y: 800, height: 620 }, 0.12);
      return svgDocument(bg.defs + bottle.defs, bg.body + bottle.body + vignette(), width);
    }
    case 'still-life': {
      const horizon = 640;
      const bg = backdrop(p, horizon, { x: 340, y: 380, r: 330, color: '#fffaf0', opacity: 0.7 });
      const plinthTop = 700;
      const plinth = `
        <rect x="130" y="${plinthTop}" width="400" height="150" fill="url(#plinth)"/>
        <ellipse cx="330" cy="${plinthTop + 150}" rx="200" ry="30" fill="url(#plinth)"/>
        <ellipse cx="330" cy="${plinthTop}" rx="200" ry="30" fill="${mix(p.wallTop, '#ffffff', 0.5)}"/>
        <ellipse cx="330" cy="${plinthTop}" rx="200" ry="30" fill="none" stroke="#ffffff" stroke-opacity="0.6" stroke-width="1.5"/>`;
      const plinthDefs = linear('plinth', [
        { at: 0, color: mix(p.floorBottom, '#000000', 0.1) },
        { at: 0.3, color: mix(p.wallTop, '#ffffff', 0.4) },
        { at: 0.7, color: mix(p.wallBottom, '#ffffff', 0.1) },
        { at: 1, color: mix(p.floorBottom, '#000000', 0.2) },
      ]);
      const bottle = placedBottle('b', subject, { x: 330, y: plinthTop + 4, height: 470 }, 0);
      const props = familyProps(
        subject.family,
        p.accent,
        propPlaces(rand, [
          [655, 815, 1.45],
          [610, 945, 1.3],
          [745, 905, 1.15],
          [95, 950, 1.2],
          [725, 725, 1.0],
        ]),
      );
      const floorShadow = `<ellipse cx="340" cy="${plinthTop + 176}" rx="250" ry="38" fill="url(#b-shadow)"/>`;
      return svgDocument(
        bg.defs + plinthDefs + bottle.defs,
        bg.body + floorShadow + plinth + bottle.body + props + vignette(),
        width,
      );
    }
    case 'close-up': {
      const bg = backdrop(p, 1200, { x: 420, y: 380, r: 420, color: '#ffffff', opacity: 0.65 });
      const bokeh = Array.from({ length: 9 }, () => {
        const r = 30 + rand() * 90;
        return `<circle cx="${(rand() * 800).toFixed(0)}" cy="${(rand() * 1000).toFixed(0)}" r="${r.toFixed(0)}" fill="url(#bokeh)" opacity="${(0.35 + rand() * 0.5).toFixed(2)}"/>`;
      }).join('');
      const bokehDefs = radial('bokeh', [
        { at: 0, color: '#ffffff', opacity: 0.8 },
        { at: 0.7, color: '#ffffff', opacity: 0.35 },
        { at: 1, color: '#ffffff', opacity: 0 },
      ]);
      const bottle = placedBottle('b', subject, { x: 420, y: 1180, height: 1050, rotate: -6 }, 0);
      return svgDocument(bg.defs + bokehDefs + bottle.defs, bg.body + bokeh + bottle.body + vignette(), width);
    }
    case 'gift-box': {
      const horizon = 690;
      const bg = backdrop(DARK, horizon, { x: 430, y: 470, r: 380, color: '#c8a96a', opacity: 0.35 });
      const box = `
        <path d="M120,330L175,290H455L400,330Z" fill="#2a2622"/>
        <path d="M400,330L455,290V760L400,800Z" fill="#050505"/>
        <rect x="120" y="330" width="280" height="470" fill="url(#boxfront)"/>
        <rect x="138" y="348" width="244" height="434" fill="none" stroke="#c8a96a" stroke-width="1.5" opacity="0.85"/>
        <text x="260" y="450" font-family="'DejaVu Serif', Georgia, serif" font-size="22" letter-spacing="6" fill="#d8bd84" text-anchor="middle">MAISON</text>
        <text x="260" y="482" font-family="'DejaVu Serif', Georgia, serif" font-size="22" letter-spacing="6" fill="#d8bd84" text-anchor="middle">LUMIÈRE</text>
        <path d="M236,502H284" stroke="#c8a96a" stroke-width="1.2"/>
        <text x="260" y="528" font-family="'DejaVu Sans', Arial, sans-serif" font-size="9" letter-spacing="3.5" fill="#b39560" text-anchor="middle">BRUXELLES</text>`;
      const boxDefs = linear('boxfront', [
        { at: 0, color: '#0c0b0a' },
        { at: 0.5, color: '#1d1a17' },
        { at: 1, color: '#090808' },
      ]);
      const rim = `<ellipse cx="540" cy="880" rx="250" ry="40" fill="url(#spot)" opacity="0.5"/>`;
      const bottle = placedBottle('b', subject, { x: 570, y: 860, height: 560, maxWidth: 320 }, 0.18);
      return svgDocument(bg.defs + boxDefs + bottle.defs, bg.body + box + rim + bottle.body + vignette(), width);
    }
  }
}
