import { useState } from 'react';
import { useImageSource, type Static, type WidgetRenderProps } from '../../engine/widget-api';
import type { schema } from './schema';

type Props = Static<typeof schema>;

export default function Image({ props }: WidgetRenderProps<Props>) {
  const src = useImageSource(props.src);
  const [broken, setBroken] = useState(false);
  if (!src || broken) return null;
  return (
    <img
      className={`w-image${props.round ? ' w-image-round' : ''}`}
      src={src}
      alt={props.alt}
      width={props.width}
      height={props.height}
      loading="lazy"
      decoding="async"
      style={{ objectFit: props.fit ?? 'contain', ...props.style }}
      onError={() => setBroken(true)}
    />
  );
}
