import { lazy, Suspense, useCallback, useState } from 'react';
import {
  useEndpointUrl,
  useImageSource,
  useWords,
  wordWith,
  type Static,
  type WidgetRenderProps,
} from '../../engine/widget-api';
import type { schema } from './schema';
import './image.css';

type Props = Static<typeof schema>;

const Viewer = lazy(() => import('./viewer'));

export default function Image({ props }: WidgetRenderProps<Props>) {
  const fromEndpoint = useEndpointUrl(props.endpoint, props.params as Record<string, unknown> | undefined);
  // A priority picture (the first screenful's) may come drawn inside the page the server sent.
  const src = useImageSource(props.endpoint ? fromEndpoint : props.src, { inline: props.priority === true });
  const [broken, setBroken] = useState(false);
  const [zoomed, setZoomed] = useState(false);
  const unzoom = useCallback(() => setZoomed(false), []);
  const words = useWords();
  if (!src) return null;
  if (broken) {
    // A picture that fails keeps the place its declared size promised (nothing below it jumps), shown
    // as an empty tile rather than the browser's broken-image sign; one without a size just goes.
    if (props.width === undefined || props.height === undefined) return null;
    return (
      <span
        className={`w-image w-image-missing${props.round ? ' w-image-round' : ''}`}
        style={{ width: props.width, aspectRatio: `${props.width} / ${props.height}`, ...props.style }}
        role={props.alt ? 'img' : undefined}
        aria-label={props.alt || undefined}
        aria-hidden={props.alt ? undefined : true}
      />
    );
  }
  const img = (
    <img
      className={`w-image${props.round ? ' w-image-round' : ''}`}
      src={src}
      alt={props.alt}
      width={props.width}
      height={props.height}
      loading={props.priority ? 'eager' : 'lazy'}
      fetchPriority={props.priority ? 'high' : undefined}
      decoding="async"
      style={{ objectFit: props.fit ?? 'contain', ...props.style }}
      onError={() => setBroken(true)}
    />
  );
  if (!props.zoom) return img;
  return (
    <>
      <button
        type="button"
        className="w-image-zoom"
        aria-label={wordWith(words.enlarge, { name: props.alt || words.image })}
        onClick={() => setZoomed(true)}
      >
        {img}
      </button>
      {zoomed ? (
        <Suspense fallback={null}>
          <Viewer src={src} alt={props.alt || words.image} closeLabel={words.close} onClose={unzoom} />
        </Suspense>
      ) : null}
    </>
  );
}
