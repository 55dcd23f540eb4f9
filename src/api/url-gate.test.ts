import { describe, expect, it } from 'vitest';
import {
  checkHttpUrl,
  MAX_URL_LENGTH,
  readQuery,
  safeContactHref,
  safeDialNumber,
  safeEmailAddress,
  safeHttpUrl,
  type UrlRefusal,
} from './url-gate';

const BASE = 'https://app.example.ph/bindBank?x=1';

const accepted: [raw: string, href: string, base?: string][] = [
  ['https://pay.example.com/checkout?id=7', 'https://pay.example.com/checkout?id=7'],
  ['http://example.com', 'http://example.com/'],
  ['  https://example.com/a  ', 'https://example.com/a'],
  ['HTTPS://Example.COM/Path', 'https://example.com/Path'],
  ['HtTp://example.com:8080/x#frag', 'http://example.com:8080/x#frag'],
  ['https://例え.jp/', 'https://xn--r8jz45g.jp/'],
  ['https://example.com/a%20b?q=%3Cscript%3E', 'https://example.com/a%20b?q=%3Cscript%3E'],
  ['https://127.0.0.1:4173/loanDetail', 'https://127.0.0.1:4173/loanDetail'],
  ['/loanDetail?orderId=1', 'https://app.example.ph/loanDetail?orderId=1', BASE],
  ['/mock-assets/logo.svg', 'https://app.example.ph/mock-assets/logo.svg', BASE],
  ['https://other.example.com/x', 'https://other.example.com/x', BASE],
  ['https://example.com/a@b?c=d@e', 'https://example.com/a@b?c=d@e'],
  ['http://[::1]:8080/x', 'http://[::1]:8080/x'],
  ['https://example.com/\u00a0', 'https://example.com/'],
];

const refused: [raw: unknown, reason: UrlRefusal, base?: string][] = [
  [undefined, 'not-a-string'],
  [null, 'not-a-string'],
  [42, 'not-a-string'],
  [{ href: 'https://example.com' }, 'not-a-string'],
  ['', 'empty'],
  ['   ', 'empty'],
  ['javascript:alert(1)', 'not-http'],
  ['JaVaScRiPt:alert(1)', 'not-http'],
  ['  javascript:alert(document.cookie)', 'not-http'],
  ['java\tscript:alert(1)', 'control-or-space'],
  ['java\nscript:alert(1)', 'control-or-space'],
  ['\u0000javascript:alert(1)', 'control-or-space'],
  ['vbscript:msgbox(1)', 'not-http'],
  ['data:text/html,<script>alert(1)</script>', 'not-http'],
  ['DATA:image/svg+xml;base64,PHN2Zz4=', 'not-http'],
  ['blob:https://example.com/1234', 'not-http'],
  ['file:///etc/passwd', 'not-http'],
  ['intent://scan/#Intent;scheme=zxing;end', 'not-http'],
  ['ftp://example.com/file', 'not-http'],
  ['mailto:a@example.com', 'not-http'],
  ['tel:+63123', 'not-http'],
  ['gcash://pay?x=1', 'not-http'],
  ['//evil.com/path', 'protocol-relative'],
  ['//evil.com', 'protocol-relative', BASE],
  ['/\\evil.com', 'backslash', BASE],
  ['\\\\evil.com', 'backslash'],
  ['https:\\\\evil.com', 'backslash'],
  ['https://good.com\\@evil.com', 'backslash'],
  ['https://user:pass@example.com/', 'credentials'],
  ['https://a@b', 'credentials'],
  ['https://@example.com', 'credentials'],
  ['https://good.com@evil.com', 'credentials'],
  ['http://good.com%40evil.com@evil.com', 'credentials'],
  ['https://exa mple.com', 'control-or-space'],
  ['https://example.com/a b', 'control-or-space'],
  ['https://example.com/\u200b', 'control-or-space'],
  ['https://example.com/\u202etxt.exe', 'control-or-space'],
  ['https://example.com/a\u00a0b', 'control-or-space'],
  ['https://example.com/a\u2028b', 'control-or-space'],
  ['https://example.com/\u007f', 'control-or-space'],
  ['https://example.com/\u0085', 'control-or-space'],
  ['https://example.com/a\ufeffb', 'control-or-space'],
  ['https:/example.com', 'unparseable'],
  ['https:example.com', 'unparseable'],
  ['http:///example.com', 'unparseable'],
  ['https://', 'unparseable'],
  ['https://exa[mple.com', 'unparseable'],
  ['loanDetail', 'relative-without-base'],
  ['./loanDetail', 'relative-without-base'],
  ['../x', 'relative-without-base'],
  ['?orderId=1', 'relative-without-base'],
  ['#/borrowDetail', 'relative-without-base'],
  ['/loanDetail', 'relative-without-base'],
  ['www.example.com', 'relative-without-base'],
  ['/x', 'bad-base', 'javascript:alert(1)'],
  ['/x', 'bad-base', 'not a url'],
  ['/\t/evil.example/x.png', 'control-or-space', BASE],
  ['/\n/evil.example/x.png', 'control-or-space', BASE],
  ['/\r/evil.example/x.png', 'control-or-space', BASE],
  [`https://example.com/${'a'.repeat(2 * 1024 * 1024)}`, 'too-long'],
  [`https://example.com/${'a'.repeat(MAX_URL_LENGTH)}`, 'too-long'],
];

describe('safeHttpUrl', () => {
  it.each(accepted)('accepts %s', (raw, href, base) => {
    expect(safeHttpUrl(raw, base)).toBe(href);
    expect(checkHttpUrl(raw, base)).toEqual({ ok: true, href });
  });

  it.each(refused)('refuses %j (%s)', (raw, reason, base) => {
    expect(safeHttpUrl(raw, base)).toBeNull();
    expect(checkHttpUrl(raw, base)).toEqual({ ok: false, reason });
  });

  it('keeps relative paths on the base origin', () => {
    expect(safeHttpUrl('/a/../../b', BASE)).toBe('https://app.example.ph/b');
    expect(safeHttpUrl('/%2F%2Fevil.com', BASE)).toBe('https://app.example.ph/%2F%2Fevil.com');
  });

  it('returns a string the URL parser reads back unchanged', () => {
    for (const [raw, , base] of accepted) {
      const href = safeHttpUrl(raw, base)!;
      expect(new URL(href).href).toBe(href);
    }
  });
});

describe('readQuery', () => {
  it('keeps the first value of a name given twice', () => {
    expect(readQuery('?orderId=OD1&orderId=OD2&amount=1&amount=9')).toEqual({ orderId: 'OD1', amount: '1' });
  });

  it('reads __proto__ and constructor as plain names, never the prototype', () => {
    const query = readQuery('__proto__=x&constructor=y');
    expect(Object.keys(query)).toEqual(['__proto__', 'constructor']);
    expect(query.constructor).toBe('y');
    expect(Object.getPrototypeOf(query)).toBe(Object.prototype);
  });

  it('drops a value over 2048 characters', () => {
    expect(readQuery(`a=${'x'.repeat(2049)}&b=${'y'.repeat(2048)}`)).toEqual({ b: 'y'.repeat(2048) });
  });
});

describe('the dial-string and e-mail gate', () => {
  it.each([
    ['+63 2 8888 1234', '+63288881234'],
    ['(02) 8888-1234', '0288881234'],
    ['  09171234567  ', '09171234567'],
    ['911', '911'],
  ])('dials %j as %j', (raw, dialled) => {
    expect(safeDialNumber(raw)).toBe(dialled);
    expect(safeContactHref(`tel:${raw}`)).toBe(`tel:${dialled}`);
  });

  it.each([
    '*#06#',
    'tel:*123*1*1#',
    '*123#',
    '1234#',
    'javascript:alert(1)',
    'tel:+63288881234',
    '+63 2 8888\n1234',
    '+63 2 8888\t1234',
    '+63\u00a02 8888 1234',
    '+63 2 8888 1234\u2028',
    '++63 2 8888 1234',
    '63+2 8888 1234',
    '12',
    '1234567890123456',
    `+${'1'.repeat(40)}`,
    undefined,
    42,
  ])('refuses %j', (raw) => {
    expect(safeDialNumber(raw)).toBeNull();
    expect(safeContactHref(`tel:${String(raw)}`)).toBeNull();
  });

  it.each(['support@pesoloan.example.ph', 'first.last+loans@mail.example.com'])('links %j', (address) => {
    expect(safeEmailAddress(address)).toBe(address);
    expect(safeContactHref(`mailto:${address}`)).toBe(`mailto:${address}`);
    expect(safeContactHref(`MAILTO:${address}`)).toBe(`mailto:${address}`);
  });

  it.each([
    'help@example.com?cc=boss@example.com&subject=Refund',
    'help@example.com&bcc=all@example.com',
    'help@example.com%0Abcc:all@example.com',
    'help@example.com\nbcc:all@example.com',
    'javascript:alert(1)//@example.com',
    '.help@example.com',
    'help..desk@example.com',
    'help@example',
    'help@-example.com',
    `${'a'.repeat(65)}@example.com`,
  ])('refuses the address %j', (address) => {
    expect(safeEmailAddress(address)).toBeNull();
    expect(safeContactHref(`mailto:${address}`)).toBeNull();
  });

  it('refuses every other scheme', () => {
    for (const href of ['https://example.com', 'sms:+639171234567', 'javascript:alert(1)', ''])
      expect(safeContactHref(href)).toBeNull();
  });
});
