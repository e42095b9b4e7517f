// Product gallery: advances every 4 s with wrap-around when there is more than one image (spec
// sections 4 and 9), thumbnails to choose, and a pause button (WCAG 2.2.2). It also pauses while the
// pointer or the keyboard focus is on it, and never runs when the shopper prefers reduced motion.
import { useEffect, useState } from 'react';
import type { ImageView } from '../../components/product/product-view.ts';

export const GALLERY_INTERVAL_MS = 4000;

export interface GalleryLabels {
  label: string;
  /** With {{index}} and {{count}}. */
  show: string;
  pause: string;
  play: string;
}

interface Props {
  images: (ImageView & { thumb: string })[];
  labels: GalleryLabels;
}

const MAIN_SIZES = '(min-width: 1200px) 620px, (min-width: 768px) 52vw, 100vw';

export default function Gallery({ images, labels }: Props) {
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(true);
  const [held, setHeld] = useState(false);
  // Only pictures shown so far (and the next one, loaded ahead) are in the page: the product page's weight budget.
  const [loaded, setLoaded] = useState<ReadonlySet<number>>(() => new Set([0]));
  const count = images.length;

  const add = (...indexes: number[]) => setLoaded((prev) => (indexes.every((i) => prev.has(i)) ? prev : new Set([...prev, ...indexes])));
  useEffect(() => {
    add(index);
    // The next picture, well before the 4 s rotation reaches it.
    const ahead = window.setTimeout(() => add((index + 1) % count), GALLERY_INTERVAL_MS / 2);
    return () => window.clearTimeout(ahead);
  }, [index, count]);

  useEffect(() => {
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) setPlaying(false);
  }, []);

  useEffect(() => {
    if (count < 2 || !playing || held) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), GALLERY_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [count, playing, held, index]);

  return (
    <section
      className="gallery"
      aria-label={labels.label}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      <div className="gallery__stage">
        {images.map((image, i) => loaded.has(i) && (
          <img
            key={image.src}
            className="gallery__image"
            data-active={i === index}
            src={image.src}
            srcSet={image.srcset}
            sizes={image.srcset ? MAIN_SIZES : undefined}
            width={image.width}
            height={image.height}
            alt={i === index ? image.alt : ''}
            aria-hidden={i === index ? undefined : true}
            loading={i === 0 ? 'eager' : 'lazy'}
            decoding={i === 0 ? 'sync' : 'async'}
            {...(i === 0 ? { fetchPriority: 'high' as const } : {})}
          />
        ))}
      </div>
      {count > 1 && (
        <div className="gallery__controls">
          <ul className="gallery__thumbs" role="list">
            {images.map((image, i) => (
              <li key={image.src}>
                <button
                  type="button"
                  className="gallery__thumb"
                  aria-pressed={i === index}
                  aria-label={labels.show.replace('{{index}}', String(i + 1)).replace('{{count}}', String(count))}
                  onClick={() => setIndex(i)}
                >
                  <img src={image.thumb} width={80} height={100} alt="" loading="lazy" decoding="async" />
                </button>
              </li>
            ))}
          </ul>
          <button type="button" className="gallery__toggle" onClick={() => setPlaying((p) => !p)}>
            <span aria-hidden="true">{playing ? '❚❚' : '►'}</span>
            <span className="visually-hidden">{playing ? labels.pause : labels.play}</span>
          </button>
        </div>
      )}
    </section>
  );
}
