/**
 * A picked file made ready to upload on a slow network: it must be a picture by its content (the
 * first bytes, whatever its name or type say), and it leaves re-encoded as a JPEG no longer than
 * `longestSide` pixels on its longest side (a 12-megapixel photo becomes a few hundred kB; the
 * camera's metadata, the place it was taken included, stays on the phone).
 */

/** The pictures the phone's web view can decode, by their magic bytes. */
const SIGNATURES: { type: string; test: (b: Uint8Array) => boolean }[] = [
  { type: 'image/jpeg', test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  {
    type: 'image/png',
    test: (b) => [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((byte, i) => b[i] === byte),
  },
  { type: 'image/gif', test: (b) => ascii(b, 0, 4) === 'GIF8' },
  { type: 'image/webp', test: (b) => ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 12) === 'WEBP' },
];

function ascii(bytes: Uint8Array, from: number, to: number): string {
  return String.fromCharCode(...bytes.subarray(from, to));
}

/** The picture type the bytes start with, or undefined when they are not a picture. */
export function sniffPicture(head: Uint8Array): string | undefined {
  return SIGNATURES.find((s) => s.test(head))?.type;
}

export interface PictureLimits {
  /** The largest file taken from the phone, in bytes. */
  maxInputBytes: number;
  /** The longest side of the picture that leaves, in pixels. */
  longestSide: number;
  /** The largest picture that leaves, in bytes. */
  maxOutputBytes: number;
}

export type Prepared =
  { ok: true; file: File } | { ok: false; reason: 'not-a-picture' | 'too-large' | 'unreadable' };

/** JPEG qualities tried in turn until the picture fits `maxOutputBytes`. */
const QUALITIES = [0.8, 0.6, 0.45];

function encode(canvas: HTMLCanvasElement, quality: number): Promise<Blob | null> {
  return new Promise((done) => canvas.toBlob(done, 'image/jpeg', quality));
}

/** Checks a picked file by its content, then downscales and re-encodes it (never rejects). */
export async function preparePicture(file: File, limits: PictureLimits): Promise<Prepared> {
  if (file.size > limits.maxInputBytes) return { ok: false, reason: 'too-large' };
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  if (!sniffPicture(head)) return { ok: false, reason: 'not-a-picture' };
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
  try {
    const scale = Math.min(1, limits.longestSide / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(bitmap.width * scale));
    canvas.height = Math.max(1, Math.round(bitmap.height * scale));
    const context = canvas.getContext('2d');
    if (!context) return { ok: false, reason: 'unreadable' };
    // A transparent picture gets a white ground: JPEG has no transparency.
    context.fillStyle = '#fff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    for (const quality of QUALITIES) {
      const blob = await encode(canvas, quality);
      if (!blob) return { ok: false, reason: 'unreadable' };
      if (blob.size <= limits.maxOutputBytes) {
        const name = `${file.name.replace(/\.[^./]*$/, '') || 'picture'}.jpg`;
        return { ok: true, file: new File([blob], name, { type: 'image/jpeg' }) };
      }
    }
    return { ok: false, reason: 'too-large' };
  } finally {
    bitmap.close();
  }
}
