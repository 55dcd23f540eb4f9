import { asText, wholeAmounts, type Static, type WidgetRenderProps } from '../../engine/widget-api';
import type { schema } from './schema';
import './text.css';

type Props = Static<typeof schema>;

export default function Text({ props }: WidgetRenderProps<Props>) {
  const variant = props.variant ?? 'body';
  const text = wholeAmounts(asText(props.text));
  const className = `w-text w-text-${variant}`;
  if (props.heading) {
    const Tag = `h${props.heading + 1}` as 'h2';
    return (
      <Tag className={className} style={props.style}>
        {text}
      </Tag>
    );
  }
  return (
    <p className={className} style={props.style} role={variant === 'error' ? 'alert' : undefined}>
      {text}
    </p>
  );
}
