import { useMemo } from 'react';
// lean-qr's small build (2 kB): every value in byte mode, which for pay codes and payment links makes
// a code of the same size as the full build's mode switching does.
import { correction, generate } from 'lean-qr/nano';
import { asText, type Static, type WidgetRenderProps } from '../../engine/widget-api';
import type { schema } from './schema';
import './qr-code.css';

type Props = Static<typeof schema>;

/**
 * The dark modules of a QR code as one SVG path, with its size in modules (quiet zone included). At
 * least correction level M, so a code on a scratched screen or in a dim shop still scans.
 */
export function qrPath(value: string): { d: string; size: number } | null {
  if (!value) return null;
  try {
    const code = generate(value, { minCorrectionLevel: correction.M });
    const quiet = 4;
    let d = '';
    for (let y = 0; y < code.size; y += 1)
      for (let x = 0; x < code.size; x += 1) if (code.get(x, y)) d += `M${x + quiet} ${y + quiet}h1v1h-1z`;
    return { d, size: code.size + quiet * 2 };
  } catch {
    return null; // too long to encode
  }
}

export default function QrCode({ props }: WidgetRenderProps<Props>) {
  const value = asText(props.value);
  const drawn = useMemo(() => qrPath(value), [value]);
  if (!drawn) return null;
  const size = props.size ?? 220;
  return (
    <svg
      className="w-qr"
      role="img"
      aria-label={props.label}
      width={size}
      height={size}
      viewBox={`0 0 ${drawn.size} ${drawn.size}`}
      shapeRendering="crispEdges"
      style={props.style}
    >
      <rect width={drawn.size} height={drawn.size} fill="#fff" />
      <path d={drawn.d} fill="#000" />
    </svg>
  );
}
