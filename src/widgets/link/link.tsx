import { asText, useTapActions, type Static, type WidgetRenderProps } from '../../engine/widget-api';
import type { schema } from './schema';
import './link.css';

type Props = Static<typeof schema>;

/** Only phone numbers and mail addresses are followed as plain links. */
export function safeContactHref(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const href = raw.trim();
  if (/^tel:\+?[\d\-() ]{3,20}$/i.test(href)) return `tel:${href.slice(4).replace(/[^\d+]/g, '')}`;
  if (/^mailto:[\w.%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}(\?[\w=&%.+-]*)?$/i.test(href))
    return `mailto:${href.slice(7)}`;
  return null;
}

export default function Link({ props, run }: WidgetRenderProps<Props>) {
  const { busy, tap } = useTapActions(run, props.onClick);
  const text = asText(props.text);
  const className = `w-link${props.block ? ' w-link-block' : ''}`;
  if (props.href !== undefined) {
    const href = safeContactHref(props.href);
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
