import { useSafeUrl, useWords, type Static, type WidgetRenderProps } from '../../engine/widget-api';
import type { schema } from './schema';
import './iframe.css';

type Props = Static<typeof schema>;

export default function Iframe({ props }: WidgetRenderProps<Props>) {
  const src = useSafeUrl(props.src);
  const words = useWords();
  const fill = props.height === 'fill';
  const height = fill ? undefined : (props.height ?? 360);
  if (!src) {
    return (
      <p className="w-text w-text-caption" role="note">
        {props.refusedText ?? words.frameRefused}
      </p>
    );
  }
  return (
    <iframe
      className={`w-iframe${fill ? ' w-iframe-fill' : ''}`}
      src={src}
      title={props.title}
      height={height}
      sandbox={(props.allow ?? []).join(' ')}
      referrerPolicy="no-referrer"
      loading="lazy"
      style={props.style}
    />
  );
}
