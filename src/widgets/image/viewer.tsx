/**
 * The full-screen view of a zoomable image (loaded only when a borrower taps one): a dialog named by
 * the image's alt text, showing the picture with that alt text and a Close button. Tapping anywhere
 * or pressing Escape closes it too; the picture can be pinched to zoom.
 */
import { useEffect, useRef, type CSSProperties } from 'react';
import { createPortal } from 'react-dom';

const overlay: CSSProperties = {
  position: 'fixed',
  inset: 0,
  zIndex: 1100,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: 'rgba(0, 0, 0, 0.88)',
  touchAction: 'pinch-zoom',
};
const picture: CSSProperties = { maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' };
const close: CSSProperties = {
  position: 'absolute',
  top: 'calc(8px + env(safe-area-inset-top))',
  right: 8,
  minWidth: 44,
  minHeight: 44,
  border: 0,
  borderRadius: 22,
  background: 'rgba(255, 255, 255, 0.16)',
  color: '#fff',
  fontSize: '1.5rem',
  lineHeight: 1,
};

export default function Viewer({
  src,
  alt,
  closeLabel,
  onClose,
}: {
  src: string;
  alt: string;
  closeLabel: string;
  onClose: () => void;
}) {
  const closeButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    // Focus moves into the dialog, and back to the image button once it closes.
    const before = document.activeElement as HTMLElement | null;
    closeButton.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      before?.focus?.();
    };
  }, [onClose]);
  return createPortal(
    <div
      className="w-image-viewer"
      role="dialog"
      aria-modal="true"
      aria-label={alt}
      style={overlay}
      onClick={onClose}
    >
      <button ref={closeButton} type="button" aria-label={closeLabel} style={close} onClick={onClose}>
        ×
      </button>
      <img src={src} alt={alt} style={picture} />
    </div>,
    document.body,
  );
}
