import { lazy, Suspense, useCallback, useState } from 'react';
import { useEndpointUrl, useImageSource, type Static, type WidgetRenderProps } from '../../engine/widget-api';
import type { schema } from './schema';
import './image.css';

type Props = Static<typeof schema>;

const Viewer = lazy(() => import('./viewer'));

export default function Image({ props }: WidgetRenderProps<Props>) {
  const fromEndpoint = useEndpointUrl(props.endpoint, props.params as Record<string, unknown> | undefined);
  const src = useImageSource(props.endpoint ? fromEndpoint : props.src);
  const [broken, setBroken] = useState(false);
  const [zoomed, setZoomed] = useState(false);
  const unzoom = useCallback(() => setZoomed(false), []);
  if (!src || broken) return null;
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
        aria-label={`Enlarge ${props.alt || 'image'}`}
        onClick={() => setZoomed(true)}
      >
        {img}
      </button>
      {zoomed ? (
        <Suspense fallback={null}>
          <Viewer src={src} alt={props.alt || 'Image'} onClose={unzoom} />
        </Suspense>
      ) : null}
    </>
  );
}
