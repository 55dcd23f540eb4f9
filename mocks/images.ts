/**
 * Images the fake backend serves under /mock-assets/: product logos, QR codes, placeholders and
 * the registration captcha, drawn as small SVGs so that no binary files are needed.
 */

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

/** Text safe inside SVG markup. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function svg(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}

function logo(name: string): string {
  const words = name.split(/[-\s]+/).filter(Boolean);
  const initials = (words.length > 1 ? words.map((w) => w[0]).join('') : name.slice(0, 2))
    .slice(0, 2)
    .toUpperCase();
  const hue = hash(name) % 360;
  return svg(
    96,
    96,
    `<rect width="96" height="96" rx="20" fill="hsl(${hue},65%,45%)"/>` +
      `<text x="48" y="60" font-family="Arial,sans-serif" font-size="36" font-weight="700" fill="#fff" text-anchor="middle">${escapeXml(initials)}</text>`,
  );
}

function qr(seed: string): string {
  const size = 21;
  const cell = 8;
  let bits = hash(seed);
  const cells: string[] = [];
  const finder = (x: number, y: number) =>
    (x < 7 && y < 7) || (x >= size - 7 && y < 7) || (x < 7 && y >= size - 7);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      if (finder(x, y)) continue;
      bits = (Math.imul(bits, 1103515245) + 12345) >>> 0;
      if (bits & 0x10000)
        cells.push(`<rect x="${x * cell}" y="${y * cell}" width="${cell}" height="${cell}"/>`);
    }
  }
  const eye = (x: number, y: number) =>
    `<rect x="${x * cell}" y="${y * cell}" width="${7 * cell}" height="${7 * cell}"/>` +
    `<rect x="${(x + 1) * cell}" y="${(y + 1) * cell}" width="${5 * cell}" height="${5 * cell}" fill="#fff"/>` +
    `<rect x="${(x + 2) * cell}" y="${(y + 2) * cell}" width="${3 * cell}" height="${3 * cell}"/>`;
  const total = size * cell;
  return svg(
    total + 16,
    total + 16,
    `<rect width="100%" height="100%" fill="#fff"/><g transform="translate(8 8)">${cells.join('')}${eye(0, 0)}${eye(size - 7, 0)}${eye(0, size - 7)}</g>`,
  );
}

/** A labelled grey picture (receipts, replies, banners, uploads kept without their bytes). */
export function placeholder(label: string, width = 320, height = 180): string {
  const hue = hash(label) % 360;
  return svg(
    width,
    height,
    `<rect width="100%" height="100%" fill="hsl(${hue},30%,88%)"/>` +
      `<text x="50%" y="50%" font-family="Arial,sans-serif" font-size="18" fill="hsl(${hue},40%,30%)" text-anchor="middle" dominant-baseline="middle">${escapeXml(label)}</text>`,
  );
}

/** The picture of a captcha text: slightly rotated characters over noise lines. */
export function captchaSvg(text: string): string {
  const h = hash(text);
  const lines = [0, 1, 2, 3]
    .map((i) => {
      const v = hash(`${text}${i}`);
      return `<line x1="${v % 30}" y1="${(v >> 5) % 40}" x2="${90 + ((v >> 9) % 30)}" y2="${(v >> 13) % 40}" stroke="hsl(${(v >> 3) % 360},50%,60%)" stroke-width="1.5"/>`;
    })
    .join('');
  const chars = [...text]
    .map((c, i) => {
      const angle = ((h >> (i * 4)) % 30) - 15;
      const x = 16 + i * 26;
      return `<text x="${x}" y="29" transform="rotate(${angle} ${x} 22)" font-family="Courier New,monospace" font-size="26" font-weight="700" fill="hsl(${(h >> i) % 360},60%,35%)">${escapeXml(c)}</text>`;
    })
    .join('');
  return svg(120, 40, `<rect width="120" height="40" fill="#f2f4f7"/>${lines}${chars}`);
}

/** The SVG for a generated asset name (without `.svg`), e.g. `logo-gcash` or `qr-7E1001`. */
export function assetSvg(name: string): string {
  if (name.startsWith('logo-')) return logo(name.slice(5));
  if (name.startsWith('qr-')) return qr(name.slice(3));
  const labels: Record<string, string> = {
    receipt: 'Payment receipt',
    reply: 'Customer service reply',
    banner: 'Get your loan today',
    instructions: 'How to repay',
  };
  return placeholder(labels[name] ?? name.replace(/[-_]+/g, ' '));
}

/** A plain agreement document (HTML without scripts) for the agreement frames and links. */
export function agreementHtml(title: string): string {
  const safe = escapeXml(title);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${safe}</title></head><body style="font:15px/1.6 system-ui,sans-serif;margin:16px;color:#1d2129"><h1 style="font-size:18px">${safe}</h1><p>This agreement is made between the Lender and the Borrower named in the loan application. By confirming the loan, the Borrower accepts the amount, the term, the interest and the fees shown on the confirmation page.</p><p>The Borrower repays each instalment on or before its due date through one of the repayment channels offered in the app. Late payment incurs the penalties stated in the loan terms and conditions.</p><p>The Lender processes the Borrower's personal data as described in the privacy policy.</p></body></html>`;
}
