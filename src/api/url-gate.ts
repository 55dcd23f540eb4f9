/** The one gate for server-supplied URLs: only absolute http(s) URLs without credentials pass. */
export function safeHttpUrl(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const text = raw.trim();
  // eslint-disable-next-line no-control-regex -- control characters are exactly what the gate refuses
  if (!text || /[\u0000-\u001f\u007f\s\\]/.test(text)) return null;
  if (!/^https?:\/\/[^/]/i.test(text)) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password || !url.hostname) return null;
  return url.href;
}
