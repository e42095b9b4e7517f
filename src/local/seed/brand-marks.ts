// The house's small vector marks, kept as SVG files: the logo (the sun rising over the horizon: the
// light of Maison Lumière), the favicon, and the placeholder bottle shown when a product has no picture.

// In user space: a gradient in bounding-box units would vanish on the perfectly flat horizon line.
const GOLD_GRADIENT = `<linearGradient id="gold" gradientUnits="userSpaceOnUse" x1="8" y1="8" x2="56" y2="56"><stop offset="0" stop-color="#ecd6a4"/><stop offset="0.5" stop-color="#c8a96a"/><stop offset="1" stop-color="#987640"/></linearGradient>`;

function sunrise(stroke: number): string {
  const rays = [150, 120, 90, 60, 30]
    .map((deg) => {
      const a = (deg * Math.PI) / 180;
      const p = (r: number) => `${(32 + Math.cos(a) * r).toFixed(2)} ${(40 - Math.sin(a) * r).toFixed(2)}`;
      return `M${p(14.5)}L${p(19.5)}`;
    })
    .join('');
  return `<g fill="none" stroke="url(#gold)" stroke-width="${stroke}" stroke-linecap="round">
    <path d="M13 40H51"/>
    <path d="M21 40A11 11 0 0 1 43 40"/>
    <path d="${rays}"/>
    <path d="M20 45.5H44M25.5 50.5H38.5" stroke-width="${(stroke * 0.7).toFixed(2)}"/>
  </g>`;
}

/** public/images/logo.svg: the mark alone, gold on transparent (sits on ivory or black). */
export function logoSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64" role="img" aria-labelledby="title">
  <title id="title">Maison Lumière</title>
  <defs>${GOLD_GRADIENT}</defs>
  <circle cx="32" cy="32" r="29.5" fill="none" stroke="url(#gold)" stroke-width="1.3"/>
  ${sunrise(1.6)}
</svg>
`;
}

/** public/favicon.svg: the mark on deep black, bolder so it reads at 16 px. */
export function faviconSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64">
  <defs>${GOLD_GRADIENT}</defs>
  <rect width="64" height="64" rx="14" fill="#0b0a09"/>
  ${sunrise(3.2)}
</svg>
`;
}

/** public/images/placeholder-bottle.svg: 4:5 like the product pictures, no text (it says nothing false). */
export function placeholderBottleSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 1000" width="800" height="1000" role="img" aria-label="">
  <defs>
    <radialGradient id="light" cx="0.5" cy="0.42" r="0.6"><stop offset="0" stop-color="#fbf8f1"/><stop offset="1" stop-color="#ece4d3"/></radialGradient>
    <linearGradient id="glass" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#e6dcc6"/><stop offset="0.2" stop-color="#f8f3e9"/><stop offset="0.8" stop-color="#f1eadc"/><stop offset="1" stop-color="#ddd1b8"/></linearGradient>
    <linearGradient id="gold" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#9c7b45"/><stop offset="0.3" stop-color="#ecd6a4"/><stop offset="0.6" stop-color="#c8a96a"/><stop offset="1" stop-color="#8a6a38"/></linearGradient>
  </defs>
  <rect width="800" height="1000" fill="url(#light)"/>
  <ellipse cx="400" cy="792" rx="200" ry="18" fill="#cbbd9f" opacity="0.45"/>
  <rect x="270" y="420" width="260" height="370" rx="22" fill="url(#glass)" stroke="#c8a96a" stroke-width="3"/>
  <rect x="296" y="446" width="18" height="318" rx="9" fill="#ffffff" opacity="0.7"/>
  <rect x="318" y="540" width="164" height="130" rx="3" fill="none" stroke="#c8a96a" stroke-width="2"/>
  <path d="M370 605H430" stroke="#c8a96a" stroke-width="2"/>
  <rect x="368" y="386" width="64" height="36" fill="#efe7d6" stroke="#c8a96a" stroke-width="3"/>
  <rect x="352" y="370" width="96" height="18" rx="2" fill="url(#gold)"/>
  <rect x="340" y="230" width="120" height="142" rx="6" fill="url(#gold)"/>
  <rect x="362" y="242" width="8" height="118" fill="#ffffff" opacity="0.35"/>
</svg>
`;
}
