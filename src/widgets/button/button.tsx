import { useRef, useState } from 'react';
// Straight from its folder, not antd-mobile's index: the button then comes in the shell's own file
// (vite.config.ts).
import AdmButton from 'antd-mobile/es/components/button';
import { asText, type ActionDescriptor, type Static, type WidgetRenderProps } from '../../engine/widget-api';
import type { schema } from './schema';

type Props = Static<typeof schema>;

/** A positive amount in minor units, as a number or a numeric string from the server. */
export function isPayableAmount(value: unknown): boolean {
  const n =
    typeof value === 'number' ? value : typeof value === 'string' && value.trim() ? Number(value) : NaN;
  return Number.isFinite(n) && n > 0;
}

export default function Button({ props, run }: WidgetRenderProps<Props>) {
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  const disabled = Boolean(props.disabled) || ('amount' in props && !isPayableAmount(props.amount));
  const onClick = async () => {
    if (running.current || disabled) return;
    running.current = true;
    setBusy(true);
    try {
      await run(props.onClick as ActionDescriptor[] | undefined);
    } finally {
      running.current = false;
      setBusy(false);
    }
  };
  return (
    <AdmButton
      className="w-button"
      color={props.color ?? 'primary'}
      fill={props.fill ?? 'solid'}
      block={props.block ?? true}
      size={props.size ?? 'large'}
      disabled={disabled}
      loading={busy}
      aria-label={props.ariaLabel}
      aria-disabled={disabled || busy}
      style={props.style}
      onClick={onClick}
    >
      {asText(props.text)}
    </AdmButton>
  );
}
