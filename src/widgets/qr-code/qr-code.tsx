import { useMemo } from 'react';
import qrcode from 'qrcode-generator';
import { asText, type Static, type WidgetRenderProps } from '../../engine/widget-api';
import type { schema } from './schema';
import './qr-code.css';

type Props = Static<typeof schema>;

/** The dark modules of a QR code as one SVG path, with its size in modules (quiet zone included). */
export function qrPath(value: string): { d: string; size: number } | null {
  if (!value) return null;
  try {
    const qr = qrcode(0, 'M');
    qr.addData(value);
    qr.make();
    const count = qr.getModuleCount();
    const quiet = 4;
    let d = '';
    for (let row = 0; row < count; row += 1)
      for (let col = 0; col < count; col += 1)
        if (qr.isDark(row, col)) d += `M${col + quiet} ${row + quiet}h1v1h-1z`;
    return { d, size: count + quiet * 2 };
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
