import { useCallback } from 'react';
import {
  asText,
  useContactHref,
  useTapActions,
  type Static,
  type WidgetRenderProps,
} from '../../engine/widget-api';
import type { schema } from './schema';
import './link.css';

type Props = Static<typeof schema>;

export default function Link({ props, run }: WidgetRenderProps<Props>) {
  const text = asText(props.text);
  // A link is read, not left for: a page its actions open (open-url) shows inside the app.
  const runFromLink = useCallback(
    (actions: Parameters<typeof run>[0]) => run(actions, { event: { link: { text } } }),
    [run, text],
  );
  const { busy, tap } = useTapActions(runFromLink, props.onClick);
  const className = `w-link${props.block ? ' w-link-block' : ''}`;
  // A phone number or mail address only, through the one contact gate; anything else is plain text.
  const href = useContactHref(props.href);
  if (props.href !== undefined) {
    if (!href) return <span className={className}>{text}</span>;
    return (
      <a className={className} href={href} aria-label={props.ariaLabel} style={props.style}>
        {text}
      </a>
    );
  }
  return (
    <button
      type="button"
      className={className}
      aria-label={props.ariaLabel}
      aria-busy={busy || undefined}
      style={props.style}
      onClick={() => void tap()}
    >
      {text}
    </button>
  );
}
