import { ImageViewer } from 'antd-mobile';

/** The full-screen viewer of a zoomable image (loaded only when a borrower taps one). */
export default function Viewer({ src, onClose }: { src: string; onClose: () => void }) {
  return <ImageViewer image={src} visible onClose={onClose} />;
}
