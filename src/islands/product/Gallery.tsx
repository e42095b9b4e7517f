// Product gallery: advances every 4 s with wrap-around when there is more than one image (spec
// sections 4 and 9), thumbnails to choose, and a pause button (WCAG 2.2.2). It also pauses while the
// pointer or the keyboard focus is on it, and never runs when the shopper prefers reduced motion
// (use-gallery-rotation.ts).
import type { ImageView } from '../../components/product/product-view.ts';
import { interpolate } from '../../i18n/interpolate.ts';
import { useGalleryRotation } from './use-gallery-rotation.ts';

export interface GalleryLabels {
  label: string;
  /** With {{index}} and {{count}}. */
  show: string;
  pause: string;
  play: string;
}

type GalleryImage = ImageView & { thumb: string };

interface Props {
  images: GalleryImage[];
  labels: GalleryLabels;
}

const MAIN_SIZES = '(min-width: 1200px) 620px, (min-width: 768px) 52vw, 100vw';

function Picture({ image, i, active }: { image: GalleryImage; i: number; active: boolean }) {
  return (
    <img
      className="gallery__image"
      data-active={active}
      src={image.src}
      srcSet={image.srcset}
      sizes={image.srcset ? MAIN_SIZES : undefined}
      width={image.width}
      height={image.height}
      alt={active ? image.alt : ''}
      aria-hidden={active ? undefined : true}
      loading={i === 0 ? 'eager' : 'lazy'}
      decoding={i === 0 ? 'sync' : 'async'}
      {...(i === 0 ? { fetchPriority: 'high' as const } : {})}
    />
  );
}

export default function Gallery({ images, labels }: Props) {
  const { index, loaded, playing, show, togglePlaying, hold } = useGalleryRotation(images.length);
  const count = images.length;
  return (
    <section className="gallery" aria-label={labels.label} onMouseEnter={() => hold(true)} onMouseLeave={() => hold(false)} onFocus={() => hold(true)} onBlur={() => hold(false)}>
      <div className="gallery__stage">
        {images.map((image, i) => (loaded.has(i) || i === index) && <Picture key={image.src} image={image} i={i} active={i === index} />)}
      </div>
      {count > 1 && (
        <div className="gallery__controls">
          <ul className="gallery__thumbs" role="list">
            {images.map((image, i) => (
              <li key={image.src}>
                <button type="button" className="gallery__thumb" aria-pressed={i === index} aria-label={interpolate(labels.show, { index: i + 1, count })} onClick={() => show(i)}>
                  <img src={image.thumb} width={80} height={100} alt="" loading="lazy" decoding="async" />
                </button>
              </li>
            ))}
          </ul>
          <button type="button" className="gallery__toggle" onClick={togglePlaying}>
            <span aria-hidden="true">{playing ? '❚❚' : '►'}</span>
            <span className="visually-hidden">{playing ? labels.pause : labels.play}</span>
          </button>
        </div>
      )}
    </section>
  );
}
