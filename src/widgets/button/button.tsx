// Straight from its folder, not antd-mobile's index: the button then comes in the shell's own file
// (vite.config.ts).
import AdmButton from 'antd-mobile/es/components/button';
import {
  asText,
  useLanguage,
  useTapActions,
  useWords,
  wholeAmounts,
  type Static,
  type WidgetRenderProps,
} from '../../engine/widget-api';
import type { schema } from './schema';
import './button.css';

type Props = Static<typeof schema>;

export default function Button({ props, run }: WidgetRenderProps<Props>) {
  const { busy, tap, uploads } = useTapActions(run, props.onClick);
  const words = useWords();
  // A money button runs only for an amount that passes the engine's one amount parser (a non-negative
  // safe integer of minor units, as a number or a string of digits, within the configured maximum)
  // and is above zero. Anything else (0.4, "12.5", 1e21, " 545000", "5e5", "0x10") keeps it disabled.
  const { amounts } = useLanguage();
  // A button whose actions send pictures still uploading says so, and waits for them: what it sends
  // never lacks one the borrower chose.
  const uploading = uploads === 'pending';
  const disabled =
    Boolean(props.disabled) || uploading || ('amount' in props && !amounts.isPositive(props.amount));
  const onClick = () => {
    if (!disabled) void tap();
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
      aria-label={uploading ? undefined : props.ariaLabel}
      aria-disabled={disabled || busy}
      style={props.style}
      onClick={onClick}
    >
      {uploading ? words.pictureUploading : wholeAmounts(asText(props.text))}
    </AdmButton>
  );
}
