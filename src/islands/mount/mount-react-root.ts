// Mounts a client-only React island from a page's own <script>, without Astro's <astro-island>.
// Why: the storefront's islands (cart, checkout, order page, withdrawal form) render nothing on the
// server, so Astro's island runtime (its inline custom element, props decoder and client:only directive)
// and its React renderer were about 2.5 KB of gzipped JavaScript doing what these few lines do; the cart
// and checkout carry React itself and have an 80 KB budget (docs/benchmark.md, "Cart and checkout
// JavaScript"). The page renders the root and its props with src/components/layout/ReactRoot.astro;
// React replaces the root's fallback on its first render.
import { createElement, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';

/** Renders `Component` into `[data-react-root="<name>"]` with the props the page wrote beside it. */
export function mountReactRoot<P extends object>(name: string, Component: ComponentType<P>): void {
  const container = document.querySelector<HTMLElement>(`[data-react-root="${name}"]`);
  const json = document.querySelector(`script[data-react-props="${name}"]`)?.textContent;
  if (!container || !json) throw new Error(`React root "${name}" or its props are missing from the page`);
  createRoot(container).render(createElement(Component, JSON.parse(json) as P));
  container.dataset.mounted = '';
}
