/**
 * The attack families the fault suites try, with their cases: the suites iterate these lists, and
 * docs/security.md is written from them (`renderSecurityDoc`), so the document names exactly what
 * is tried. The end of a fault run writes it (global-setup.ts); security-doc.test.ts fails while the
 * committed document differs.
 */

export interface Family {
  /** The attack family, as the document's first column names it. */
  name: string;
  /** The cases tried, as shown in the document. */
  cases: string[];
  /** Where the cases are tried (the sinks, screens or calls). */
  where: string;
  /** What the app does. */
  does: string;
  /** The tests that try them. */
  tests: string[];
}

/** A hostile URL, and how the document shows it. */
export interface UrlCase {
  url: string;
  shown?: string;
}

const TWO_MB = 2 * 1024 * 1024;

/** Scripts and schemes other than http(s). */
export const schemeUrls: UrlCase[] = [
  { url: 'javascript:alert(1)' },
  { url: 'JaVaScRiPt:alert(document.cookie)' },
  { url: '  javascript:alert(1)' },
  { url: 'java\tscript:alert(1)' },
  { url: 'java\nscript:alert(1)' },
  { url: '\u0000javascript:alert(1)' },
  { url: 'vbscript:msgbox(1)' },
  { url: 'data:text/html,<script>alert(1)</script>' },
  { url: 'DATA:image/svg+xml;base64,PHN2Zz48L3N2Zz4=' },
  { url: 'blob:https://example.com/1234' },
  { url: 'file:///etc/passwd' },
  { url: 'intent://scan/#Intent;scheme=zxing;end' },
  { url: 'ftp://example.com/file' },
  { url: 'gcash://pay?x=1' },
  { url: '' },
  { url: '   ' },
];

/** URLs that look like the app's own or a named host but lead the browser elsewhere. */
export const hostConfusionUrls: UrlCase[] = [
  { url: '//evil.example.com/path' },
  { url: '/\\evil.example.com' },
  { url: '\\\\evil.example.com' },
  { url: 'https:\\\\evil.example.com' },
  { url: 'https://good.example.com\\@evil.example.com' },
  { url: '/\t/evil.example/x.png' },
  { url: '/\n/evil.example/x.png' },
  { url: '/\r/evil.example/x.png' },
  { url: 'https://user:pass@example.com/' },
  { url: 'https://good.example.com@evil.example.com' },
  { url: 'http://good.com%40evil.com@evil.com' },
  { url: 'https://exa mple.com' },
  { url: 'https://example.com/\u202etxt.exe' },
];

/** URLs too long to be a real link or image. */
export const oversizedUrls: UrlCase[] = [
  {
    url: `https://pay.pesoloan.example.ph/${'a'.repeat(TWO_MB)}`,
    shown: 'https://pay.pesoloan.example.ph/aaa… (2 MB)',
  },
  { url: `/images/${'a'.repeat(5000)}.png`, shown: '/images/aaa….png (5 000 characters)' },
];

/** Every hostile URL: each one is refused at every sink. */
export const hostileUrls: UrlCase[] = [...schemeUrls, ...hostConfusionUrls, ...oversizedUrls];

/** Links opened with the session (`open-url` with `withSession`), and what they may carry. */
export const sessionLinks: { url: string; carries: 'nothing' | 'common' }[] = [
  { url: 'https://evil.example/landing', carries: 'nothing' },
  { url: 'http://pesoloan.example.ph/landing', carries: 'nothing' },
  { url: 'https://pesoloan.example.ph.evil.example/landing', carries: 'nothing' },
  { url: 'https://pay.pesoloan.example.ph/landing', carries: 'common' },
  // The page's own origin, here plain http: the page already holds the values (docs/contracts.md §11).
  { url: '/loanDetail', carries: 'common' },
];

/** Phone numbers from the server (customer service's smWa, an order's telephone) that must never reach the dialler. */
export const hostileDialStrings: string[] = [
  '*#06#',
  'tel:*123*1*1#',
  '*123*1*1#',
  '#31#+639171234567',
  '+63 2 8888 1234#',
  'javascript:alert(1)',
  'tel:+63288881234',
  '+63 2 8888 1234\n*#06#',
  '+63 2 8888\r\n1234',
  '+63 2 8888 1234\u2028',
  '++63 2 8888 1234',
  '12',
  '1234567890123456',
];

/** E-mail addresses from the server that must never become a mail link with more in it. */
export const hostileEmails: string[] = [
  'help@example.com?cc=boss%40example.com&subject=Refund',
  'help@example.com?subject=Refund&body=Send%20your%20code',
  'help%0Abcc%3Aall%40example.com@example.com',
  'help@example.com&bcc=all@example.com',
  'help@example.com\nbcc:all@example.com',
  'javascript:alert(1)//@example.com',
  'help@example.com/../x',
  'help@',
  '@example.com',
];

/** What the gates let through (the gate is not shut): a number as dialled, an address as written. */
export const acceptedContacts: { raw: string; dialled: string }[] = [
  { raw: '+63 2 8888 1234', dialled: '+63288881234' },
  { raw: '(02) 8888-1234', dialled: '0288881234' },
  { raw: '09171234567', dialled: '09171234567' },
];

/** Files a borrower (or a file manager) may hand the complaint's picture picker, refused before upload. */
export const refusedUploads: {
  name: string;
  file: string;
  type: string;
  bytes: () => Uint8Array<ArrayBuffer>;
  refused: 'not-a-picture' | 'too-large';
}[] = [
  {
    name: 'a program',
    file: 'setup.exe',
    type: 'application/x-msdownload',
    bytes: () => new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0]),
    refused: 'not-a-picture',
  },
  {
    name: 'an HTML page named .png',
    file: 'photo.png',
    type: 'image/png',
    bytes: () => new TextEncoder().encode('<html><script>alert(1)</script></html>'),
    refused: 'not-a-picture',
  },
  {
    name: 'an SVG with a script named .jpg',
    file: 'photo.jpg',
    type: 'image/jpeg',
    bytes: () =>
      new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    refused: 'not-a-picture',
  },
  {
    name: 'a PDF named .jpeg',
    file: 'scan.jpeg',
    type: 'image/jpeg',
    bytes: () => new TextEncoder().encode('%PDF-1.4\n%âãÏÓ'),
    refused: 'not-a-picture',
  },
  {
    name: 'an empty file',
    file: 'empty.png',
    type: 'image/png',
    bytes: () => new Uint8Array(0),
    refused: 'not-a-picture',
  },
  {
    name: 'a picture over 30 MB',
    file: 'huge.png',
    type: 'image/png',
    bytes: () => {
      const bytes = new Uint8Array(31 * 1024 * 1024);
      bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
      return bytes;
    },
    refused: 'too-large',
  },
];

/**
 * What a borrower may do between a first Pay whose outcome is unknown (the gateway lost its answer,
 * 504) and the next: every path leads to the same payment, under the same Idempotency-Key.
 */
export const paymentDetours: { name: string; sameCard: boolean }[] = [
  { name: 'Pay again at once', sameCard: true },
  { name: 'a reload of the web view', sameCard: true },
  { name: 'Add a bank card, the bank form, Back twice', sameCard: true },
  { name: 'the order page and back to pay', sameCard: true },
  { name: 'another card', sameCard: false },
];

/** Countdown entries as someone with the phone in hand could leave them in web storage. */
export const tamperedCountdowns: { name: string; stored: Record<string, unknown> }[] = [
  { name: 'an end in the year 33658 (1e15)', stored: { endsAt: 1e15, seconds: 60 } },
  { name: 'the largest safe integer as its end', stored: { endsAt: Number.MAX_SAFE_INTEGER, seconds: 60 } },
  { name: 'a length of 1e15 seconds', stored: { endsAt: 1e15, seconds: 1e15 } },
  { name: 'an end that is text', stored: { endsAt: '99999999999', seconds: 60 } },
  { name: 'the older format (until in ms, 1e15)', stored: { until: 1e15 } },
];

/** Where a remote release may hide a state-changing call (a repayment commit) outside a tap's actions. */
export const untappedPlaces: {
  name: string;
  plant: (screen: Record<string, unknown[]>, call: unknown) => void;
}[] = [
  { name: 'onEnter', plant: (s, call) => s.onEnter!.push(call) },
  { name: 'onReady', plant: (s, call) => (s.onReady = [call]) },
  { name: 'onBack', plant: (s, call) => (s.onBack = [call]) },
  {
    name: "a source's onSuccess",
    plant: (s, call) => ((s.sources![0] as { onSuccess?: unknown[] }).onSuccess = [call]),
  },
  {
    name: "a countdown's onDone",
    plant: (s, call) =>
      s.onEnter!.push({ type: 'countdown', timer: 'later', target: 'state.left', onDone: [call] }),
  },
  {
    name: 'inside an if in onEnter',
    plant: (s, call) => s.onEnter!.push({ type: 'if', condition: { truthy: true }, then: [call] }),
  },
  {
    name: 'the OK of a dialog opened in onEnter ("Welcome")',
    plant: (s, call) =>
      s.onEnter!.push({ type: 'dialog', title: 'Welcome', confirmText: 'OK', onConfirm: [call] }),
  },
  {
    name: 'the onClose of a modal opened in onReady',
    plant: (s, call) => {
      s.body!.push({ type: 'modal', modalId: 'welcome', title: 'Welcome', children: [], onClose: [call] });
      s.onReady = [{ type: 'modal', modalId: 'welcome', open: true }];
    },
  },
];

/** Manifests a config host may serve that a phone must not take. */
export const refusedManifests: string[] = [
  'unsigned (the format before signatures)',
  'signed with another key',
  'changed after it was signed',
  'older than the newest release the phone has used',
  'read by an app without a release key',
  'past its expiry (a frozen config host)',
  'older than the lowest release the app build accepts, on a fresh install',
];

/** Files a config host may serve in place of the ones a signed manifest names (mix and match). */
export const swappedReleaseFiles: string[] = [
  "an older signed manifest under the previous release's name",
  "another screen's file under a screen's name",
];

/** What the native shell may put in the code page's query, with or without stored repayment info. */
export const codePageQueries: {
  name: string;
  query: string;
  stored: boolean;
  /** The code shown (none: the error page), the amount shown, and whether it is a QR code. */
  code?: string;
  amount?: string;
  qr?: boolean;
}[] = [
  {
    name: 'showType 1, nothing stored',
    query: 'showType=1&payCode=7E1001&repayAmount=545000',
    stored: false,
    code: '7E1001',
    amount: '₱5,450.00',
  },
  {
    name: 'showType 2, nothing stored',
    query: 'showType=2&payCode=GC10012&repayAmount=545000',
    stored: false,
    code: 'GC10012',
    amount: '₱5,450.00',
    qr: true,
  },
  {
    name: 'a fraction as the amount',
    query: 'showType=1&payCode=7E1001&repayAmount=12.5',
    stored: false,
    code: '7E1001',
    amount: 'unavailable',
  },
  {
    name: 'an exponent as the amount',
    query: 'showType=1&payCode=7E1001&repayAmount=5e5',
    stored: false,
    code: '7E1001',
    amount: 'unavailable',
  },
  {
    name: 'a javascript: channel image',
    query: 'showType=1&payCode=7E1001&repayAmount=545000&payCodeImg=javascript%3Aalert(1)',
    stored: false,
    code: '7E1001',
    amount: '₱5,450.00',
  },
  { name: 'no code at all', query: 'showType=1&repayAmount=545000', stored: false },
  {
    name: 'a code and amount that disagree with the stored ones',
    query: 'showType=2&payCode=FORGED99&repayAmount=1',
    stored: true,
    code: 'DEF123',
    amount: '₱5,450.00',
  },
];

/** How the document shows what the code page does with a query. */
const codePageShows = (q: (typeof codePageQueries)[number]) =>
  q.code
    ? `${q.stored ? 'the stored ' : ''}${q.qr ? 'a QR code of ' : ''}${q.code} for ${q.amount}`
    : 'the error and a way back';

/** Form field names (bank items' codes) that are also names of Object.prototype. */
export const prototypeNames = ['constructor', 'toString', 'valueOf', 'hasOwnProperty', '__proto__'];

/** Saved state a tampered or broken web view may hand back, by slice. */
export const corruptSaves: { name: string; saved: unknown }[] = [
  { name: 'forms.bind-bank.values: null', saved: { forms: { 'bind-bank': { values: null } } } },
  { name: "forms.bind-bank: 'x'", saved: { forms: { 'bind-bank': 'x' } } },
  { name: 'forms: []', saved: { forms: [] } },
  { name: 'screens.bind-bank.state: 7', saved: { screens: { 'bind-bank': { state: 7 } } } },
  { name: 'flow: [1]', saved: { flow: [1] } },
  {
    name: '__proto__ keys in forms and flow',
    saved: JSON.parse('{"forms":{"__proto__":{"values":{}}},"flow":{"__proto__":{"x":1}}}'),
  },
  { name: 'not JSON', saved: '{forms:' },
];

/** Values a borrower types that are never written to web storage. */
export const secretDrafts: { name: string; typed: string }[] = [
  { name: 'a one-time code', typed: '123456' },
  { name: 'a bank card number', typed: '4111222233334444' },
  { name: 'an account number', typed: '001234567890' },
];

/** Descriptor mutations of the fuzzer (descriptor-fuzz.test.tsx). */
export const mutationKinds = [
  'a field or node dropped',
  'a value replaced by random JSON',
  'an unknown key (colour, onClik, __proto__, constructor, …)',
  'an unknown widget or action type',
  'a broken binding ({{ nowhere.at.all }}, {{ constructor.constructor }}, {{ data.__proto__.polluted }}, an unclosed one, HTML, javascript:)',
  'random JSON in place of a whole descriptor',
];

/** Bad answers of the API (response-faults.test.tsx and action-faults.test.tsx). */
export const responseFaultNames = [
  'business error code',
  'data null',
  'fields of the wrong type',
  'HTML page with status 200',
  'truncated JSON',
  'empty body',
  'HTTP 401',
  'HTTP 429',
  'HTTP 500',
  'network error',
];

const code = (text: string) => `\`${text.replace(/`/g, "'")}\``;
/** A URL as the document shows it: control, space-like and bidi characters as escapes. */
const shownUrl = (c: UrlCase) => {
  if (c.shown) return code(c.shown);
  if (c.url.trim() === '') return c.url === '' ? '(empty)' : '(only spaces)';
  const escaped = c.url.replace(
    // eslint-disable-next-line no-control-regex -- these are the characters shown as escapes
    /[\u0000-\u001f\u007f-\u00a0\u200b-\u200f\u2028-\u202e]/g,
    (ch) =>
      ({ '\t': '\\t', '\n': '\\n', '\r': '\\r' })[ch] ??
      `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  return code(escaped.replace(/^ +/, (spaces) => '␠'.repeat(spaces.length)));
};

/** A server string as the document shows it: line breaks and separators as escapes. */
const shownText = (text: string) =>
  code(
    text.replace(
      /[\n\r\u2028]/g,
      (ch) => ({ '\n': '\\n', '\r': '\\r' })[ch] ?? `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`,
    ),
  );

const URL_SINKS =
  'open-url (links and redirects), image (src), choice (icon), iframe (src), link (href); the same gate serves image-upload and every other server URL';

export const families: Family[] = [
  {
    name: 'Scripts and non-http schemes in a server URL',
    cases: schemeUrls.map(shownUrl),
    where: URL_SINKS,
    does: 'Refused by the one URL gate (src/api/url-gate.ts): a link shows "This link cannot be opened." and goes nowhere; an image or icon is not drawn; a frame stays empty; a link is plain text.',
    tests: ['tests/faults/hostile-urls.test.tsx', 'src/api/url-gate.test.ts'],
  },
  {
    name: 'Another host behind a same-origin look',
    cases: hostConfusionUrls.map(shownUrl),
    where: URL_SINKS,
    does: "Refused: control characters and spaces anywhere (the browser would drop a tab or line feed and read `//evil.example`), backslashes, `//` paths and credentials in the authority. Same-origin paths pass only after the gate resolved them to the page's own origin.",
    tests: [
      'tests/faults/hostile-urls.test.tsx',
      'tests/e2e/session-safety.e2e.ts (image and link in Chromium)',
      'src/api/url-gate.test.ts',
    ],
  },
  {
    name: 'Oversized URL',
    cases: oversizedUrls.map(shownUrl),
    where: URL_SINKS,
    does: 'Refused above 4 096 characters, before it is parsed.',
    tests: ['tests/faults/hostile-urls.test.tsx', 'tests/e2e/session-safety.e2e.ts'],
  },
  {
    name: 'Session values sent to another host',
    cases: sessionLinks.map(
      (link) =>
        `${code(link.url)}${link.url.startsWith('/') ? " (the page's own origin, plain http)" : ''} → ${link.carries === 'nothing' ? 'none' : 'common only'}`,
    ),
    where: 'open-url with `withSession` (loan confirmation, order page, payment links)',
    does: "The common parameters go to the page's own origin whatever its scheme (the page already holds them), and to other URLs only over https on the lender's hosts (app.json `sessionHosts`, the API's origin); never the header secrets `building`, `gather`, `swift`, `eyes`. A link on the app's own origin to one of its routes is followed inside the app.",
    tests: [
      'tests/faults/hostile-urls.test.tsx',
      'tests/e2e/session-safety.e2e.ts',
      'src/api/session.test.ts',
    ],
  },
  {
    name: 'Header secrets in the address bar, history or storage',
    cases: [
      'first load with `building`, `gather`, `swift`, `eyes` in the query',
      'navigation inside the app',
      'reload of the first and of a later page',
      'Back to the first page',
    ],
    where: 'every route',
    does: "The secrets leave the address bar at start (history.replaceState) and are kept in memory and in the state of the visit's history entries, which a reload keeps; sessionStorage holds only the other common parameters. Calls still send the secrets as headers, after a reload too; `/preschool` calls still carry the common parameters in their query.",
    tests: ['tests/e2e/session-safety.e2e.ts', 'src/api/session.test.ts'],
  },
  {
    name: 'Secrets in saved drafts',
    cases: secretDrafts.map((draft) => `${draft.name} (${code(draft.typed)})`),
    where: 'forms saved to sessionStorage for a reload (bank binding, SMS verification)',
    does: 'A typed value made only of digits (4 or more, spaces, dashes or a leading + allowed) is never written, nor read back from an older save: the borrower types it again after a reload. Other drafts survive.',
    tests: [
      'tests/faults/nothing-lost.test.tsx',
      'tests/e2e/session-safety.e2e.ts',
      'src/store/persist.test.ts',
    ],
  },
  {
    name: 'Corrupt or tampered saved state',
    cases: corruptSaves.map((save) => code(save.name)),
    where: 'the saved forms, screen state and flow, read at start',
    does: 'Each slice is checked on load; a slice that is not what it should be is dropped on its own and starts empty (the others come back). `__proto__` is read as a plain key.',
    tests: [
      'tests/faults/nothing-lost.test.tsx',
      'tests/e2e/session-safety.e2e.ts',
      'src/store/persist.test.ts',
    ],
  },
  {
    name: 'Dial strings and mail addresses from the server',
    cases: [...hostileDialStrings.map(shownText), ...hostileEmails.map(shownText)],
    where:
      'customer service (`smWa`, `email`), the order page (`telephone`): every `callTelephone` message and every `tel:`/`mailto:` link',
    does: 'One gate (src/api/url-gate.ts, applied by src/bridge/outgoing.ts and the link widget) before anything leaves for the native shell: a phone number is digits with a leading +, spaces, dashes or parentheses (3 to 15 digits) and goes to the dialler as digits only; no `*`, `#`, scheme or line break. A refused number posts nothing and shows "This number cannot be called."; an address with a query, an encoded character or a line break is shown as plain text, not a link.',
    tests: [
      'tests/faults/dial-strings.test.tsx',
      'tests/e2e/shell-safety.e2e.ts',
      'src/api/url-gate.test.ts',
      'src/bridge/bridge-post.test.ts',
    ],
  },
  {
    name: 'Files handed to the picture picker',
    cases: [...refusedUploads.map((u) => `${u.name} (${code(u.file)})`), 'a 12-megapixel photo of 20 MB'],
    where: "the complaint's pictures (image-upload, `upload-problem-img`)",
    does: 'A file is taken only when its first bytes are a JPEG, PNG, GIF or WebP (the name and type are not trusted) and it is at most 30 MB; a refused one is said under the pictures ("Only pictures can be uploaded (JPEG, PNG, GIF or WebP).", "This picture is too large: choose one under 30 MB.") and nothing is sent. A picture leaves downscaled to 1600 px on its longest side and re-encoded as a JPEG under 1 MB (the 20 MB photo as about 200 kB), without the camera\'s metadata.',
    tests: [
      'tests/faults/uploads.test.tsx',
      'tests/e2e/complaint.e2e.ts',
      'src/widgets/image-upload/image-upload.test.tsx',
    ],
  },
  {
    name: 'A second payment key after a detour',
    cases: paymentDetours.map((d) => `504, then ${d.name}`),
    where: 'card repayment (`repayment-commit` on /payWay), the payment link (#/alipayrepayment)',
    does: 'The Idempotency-Key belongs to the payment intent (the order and the amount), kept in flow state through reloads, hash routes and detours to other screens while the outcome is unknown or the payment was accepted; only the server refusing the payment ends it. Every path sends the same key; the server answers the repeat with its first answer, and another card with an idempotency conflict (422), shown as "A payment for this order is still being processed". One payment is recorded.',
    tests: [
      'tests/faults/payment-intents.test.tsx',
      'tests/e2e/payment-safety.e2e.ts',
      'src/actions/call/call.test.ts',
      'mocks/handlers.test.ts',
    ],
  },
  {
    name: 'Card numbers at rest',
    cases: [
      'choosing a card (the server sends its 16 digits)',
      'a reload',
      'a detour to bind another card',
      'paying and verifying',
    ],
    where: 'web storage (sessionStorage, localStorage) after each step of a card repayment',
    does: "A chosen card is kept as its id and masked number only; the number the commit sends is read from the server's answer, loaded again on every visit and never stored. No run of 13 or more digits is in web storage (a countdown keeps its end in whole seconds).",
    tests: ['tests/faults/payment-intents.test.tsx', 'tests/e2e/payment-safety.e2e.ts'],
  },
  {
    name: 'Stored time against the clock',
    cases: [...tamperedCountdowns.map((c) => c.name), "the phone's clock set back an hour"],
    where: 'the SMS and registration countdowns kept in flow state (sessionStorage)',
    does: 'A countdown keeps its length beside its end; picked up again it shows at most that length, counts on screen by the page\'s monotonic clock, and an entry it did not write counts as none. "Send code" and "Resend" come back within 60 s whatever was stored or the clock says.',
    tests: [
      'tests/faults/stored-time.test.tsx',
      'tests/e2e/payment-safety.e2e.ts',
      'src/actions/countdown/countdown.test.ts',
    ],
  },
  {
    name: 'Remote releases',
    cases: [
      ...refusedManifests.map((m) => `a manifest ${m}`),
      ...swappedReleaseFiles,
      ...untappedPlaces.map((p) => `a repayment commit in ${p.name}`),
    ],
    where: 'remote descriptors (`VITE_CONFIG_BASE`): `configs:release` and the phone',
    does: "A manifest is taken only when its ECDSA P-256 signature verifies with app.json's `releaseKey`, it has not expired (`expiresAt`, 14 days after signing by default) and its release number is below neither the build's floor (app.json `releaseFloor`) nor the newest the phone has used (localStorage); a rollback is a new, higher release. Every file is the one the signed manifest names by its SHA-256 and says the id it is named for. A call that changes state anywhere no tap runs it is refused by the release gate and, signed anyway, by the phone. Whatever is refused leaves the bundled screen and is reported; no request goes out.",
    tests: [
      'tests/faults/releases.test.ts',
      'tests/e2e/signed-releases.e2e.ts',
      'src/app/remote-descriptors.test.ts',
      'src/engine/check/check-descriptor.test.ts',
      'scripts/descriptors/configs-release.test.ts',
    ],
  },
  {
    name: "The code page's query",
    cases: codePageQueries.map((q) => `${q.name} (${code(q.query)}) → ${codePageShows(q)}`),
    where: '/repaymentOfCode and /repaymentOfCode2 as the native shell opens them',
    does: 'The page shows the code, channel image and amount of its query, as the spec says; stored repayment info, when present, wins over a query that disagrees with it. The amount passes the minor-unit rule (anything else is "unavailable"), the image the URL gate; a page with no code shows the error with a way back.',
    tests: [
      'tests/faults/code-page.test.tsx',
      'tests/e2e/repayment-channels.e2e.ts',
      'tests/screens/repayment-of-code.test.tsx',
    ],
  },
  {
    name: 'Server names that shadow Object.prototype',
    cases: prototypeNames.map(code),
    where: "bank items' codes (form field names), query keys, filter names",
    does: "A form's values, errors and fields have no prototype, nor do the params of a call: such a field starts empty, keeps what is typed and sends it with the save; a query key or an unknown filter name is a plain name.",
    tests: [
      'tests/faults/nothing-lost.test.tsx',
      'tests/e2e/session-safety.e2e.ts',
      'src/store/forms-slice.test.ts',
    ],
  },
  {
    name: 'Oversized or duplicated inputs',
    cases: [
      'a session value over 2 048 characters',
      'a remote descriptor over 256 kB (15 MB tried)',
      '`orderId` twice in the query',
      '`productId=2&product_id=3` (the mirrored names disagreeing)',
    ],
    where: "the first page's query, remote descriptors (`VITE_CONFIG_BASE`)",
    does: "A longer session value is dropped (never stored or sent); a larger descriptor is refused while it downloads and the bundled one is used; a name given twice keeps its first value everywhere (the session, the screens' `query`, the calls), and so do `productId` and `product_id`, which mirror each other: the one named first is the product of every screen and call.",
    tests: ['tests/e2e/session-safety.e2e.ts', 'src/api/session.test.ts', 'src/app/configs.test.ts'],
  },
  {
    name: 'Broken descriptors',
    cases: mutationKinds,
    where: 'every bundled screen (fixed seed, so a failure replays)',
    does: 'The screen renders with the broken node replaced by its fallback and every node outside the mutation still drawn, or its error screen with Retry; never a crash, `undefined` or `NaN`.',
    tests: ['tests/faults/descriptor-fuzz.test.tsx'],
  },
  {
    name: 'Bad API answers',
    cases: [...responseFaultNames, 'no answer within 60 s'],
    where: 'every source a screen loads on entry, and the calls borrowers trigger (confirm, pay, save, open)',
    does: "The spec's message (the server's, or 'error') with a Retry that works; money buttons stay disabled; no blank screen, stuck skeleton or repeated request.",
    tests: ['tests/faults/response-faults.test.tsx', 'tests/faults/action-faults.test.tsx'],
  },
];

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

/** docs/security.md, from the families above. */
export function renderSecurityDoc(list: readonly Family[] = families): string {
  const rows = list.map(
    (f) =>
      `| ${cell(f.name)} | ${f.cases.map(cell).join(', ')} | ${cell(f.where)} | ${cell(f.does)} | ${f.tests.map((t) => cell(t)).join(', ')} |`,
  );
  return [
    '# Security: what the fault suites try',
    '',
    '<!-- Written by the fault suites (`npm run test:faults`) from tests/faults/families.ts; do not edit by hand. -->',
    '',
    'Each row is an attack family, the cases tried, where, and what the app does. The fault suites',
    'iterate these very cases; the end-to-end tests each row names (tests/e2e/) try them in Chromium on',
    "the production build, with a finger's taps.",
    '',
    '| Attack family | Cases tried | Where | What the app does | Tests |',
    '|---|---|---|---|---|',
    ...rows,
    '',
    '## Rules the table relies on',
    '',
    "- **One URL gate** (src/api/url-gate.ts) for every server URL: http(s) only, or a path resolved on the page's own origin; no control character, space, backslash or credentials; at most 4 096 characters.",
    '- **One reading of a query string** (`readQuery`): a name given twice keeps its first value, a value over 2 048 characters is dropped, `__proto__` and `constructor` are plain names.',
    "- **The session**: the common parameters of docs/contracts.md §4 are kept for the visit. The header secrets (`building`, `gather`, `swift`, `eyes`) live in memory and in `history.state` (kept by a reload), never in web storage or the address bar after the first load; the other common parameters are also kept in sessionStorage. Links get the common parameters only on the page's own origin (whatever its scheme) and the lender's https hosts (app.json `sessionHosts`), never the secrets.",
    "- **No session in a `Referer`**: the page's address carries the common parameters for the whole visit, so every page says `strict-origin` (its `<meta name=\"referrer\">`, in index.html and every route page, and the `Referrer-Policy` header of scripts/serve/serve.ts, the dev server and docs/deployment.md's nginx): a request names the page's origin at most, never its path or query. Telemetry sent with `fetch` names no page (`no-referrer`); a `sendBeacon` beacon, which cannot be told, names the origin at most; a frame is `no-referrer`. tests/e2e/referrer.e2e.ts reads every request of a journey in Chromium (beacons, pictures, the agreement's frame, a partner's link): no session value in any `Referer`, nor in any URL but the lender's API calls and the app's own pages.",
    '- **Saved drafts**: forms, screen state and flow are saved for a reload, checked slice by slice when read back; typed codes and card, account or phone numbers (digits only) are never saved.',
    '- **One gate for what leaves for the native shell** (src/api/url-gate.ts, applied by src/bridge/outgoing.ts and the link widget): a number to call is a phone number (digits, a leading +, spaces, dashes, parentheses) and goes as digits; an e-mail address has no query and nothing encoded.',
    '- **One payment key per intent**: the Idempotency-Key of a payment belongs to the order and the amount, kept in flow state until the server refuses the payment; the server holds the first answer for the key and refuses the key with other parameters.',
    '- **Nothing secret at rest**: a chosen card is its id and masked number; no run of 13 or more digits is in web storage; stored times are checked against the clock and their own length.',
    "- **Signed releases that move forward**: a remote release is taken only when signed with app.json's `releaseKey`, not expired, and not older than the build's floor nor the newest the phone used; each file is the one its signed manifest names by hash and id; a call that changes state runs only from a tap's actions, in every descriptor, bundled or remote.",
    '',
    '## Remote releases: the threat model',
    '',
    'Whoever can write to the config host (VITE_CONFIG_BASE: a CDN, its origin bucket, a proxy on the way) is the',
    "attacker; the release key's private half is not theirs. The attacks are those The Update Framework (TUF) names:",
    '',
    '- **Arbitrary content**: any descriptor not named by a manifest signed with the release key (ECDSA P-256,',
    '  app.json `releaseKey`) is refused; a signed one is still checked as `npm run validate` checks it.',
    '- **Freeze**: serving an old manifest after a newer release is out. Every manifest carries `expiresAt` inside',
    '  what is signed (14 days after signing by default, `configs:release --expires-in <days>`, at most 90), and the',
    '  phone refuses it after that, on its own clock; operators sign the live release again (`configs:release`',
    '  with nothing changed) before it runs out. A frozen host is believed until the expiry, no longer.',
    '- **Rollback**: serving an older signed release. A phone refuses a release number below the newest it used',
    '  (localStorage), and each build one below its own floor (app.json `releaseFloor`, or `VITE_RELEASE_FLOOR`, set',
    "  to the live release's number when the app is built), so a fresh install is not served release 1 after 5.",
    '  A rollback by the operators (`configs:rollback`) is a new, higher release carrying earlier content: not this attack.',
    '- **Mix and match**: serving files of different releases together. Each screen and fragment is named by the',
    '  SHA-256 of its file inside the signed manifest and must say the id it is loaded for; the previous release a',
    "  device outside a staged share reads is named by its file's SHA-256 and id (its own expiry does not count:",
    '  the fresh manifest vouches for it). One manifest is read per session, so a session never mixes two releases.',
    '',
    'Not covered: a stolen release key (whoever holds it signs anything: a new key needs an app release with the',
    'new `releaseKey`; the key is kept out of the repository and off the config host); a phone whose clock is set',
    'back (it takes an expired manifest; set forward, it refuses a fresh one and shows the bundled screens); a',
    "freeze shorter than the expiry; storage cleared on the phone (its floor falls back to the build's); a host",
    'that serves nothing, or a build with a floor above every release (the bundled descriptors are shown).',
    'Whatever is refused is reported, and the bundled descriptors are shown.',
    '',
  ].join('\n');
}
