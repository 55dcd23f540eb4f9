/**
 * One stateful fake backend for every endpoint of the catalogue: what a borrower saves is what later
 * calls return (a bound account prefills card-init and joins the repayment cards, a filed complaint
 * shows in problem-list and problem-detail, a confirmed loan becomes an order, a repayment marks the
 * order repaid). It speaks in plain values (`answer(name, input) -> Reply`); mocks/handlers.ts turns
 * that into HTTP for MSW in the browser, msw/node in tests and scripts/serve/serve.ts.
 */
import { endpoints, type EndpointName } from '../src/api/endpoints';
import { agreementHtml, assetSvg, captchaSvg, placeholder } from './images';
import { inLanguage, money, type MockLanguage } from './language';
import { applyScenario } from './scenarios';
import {
  breakdownOf,
  clockText,
  createWorld,
  setOrderStatus,
  SMS_CODE,
  WORLD_VERSION,
  type Complaint,
  type DetailRow,
  type Forced,
  type Offer,
  type Order,
  type World,
} from './world';

export type { BankItem, World } from './world';
/** The world is the backend's state; kept as a name for older imports. */
export type BackendState = World;

/** A file from a multipart body. */
export interface UploadedFile {
  name: string;
  type: string;
  size: number;
  bytes?: Uint8Array;
}

export type Field = string | UploadedFile;

export interface CallInput {
  /** The query string (for /preschool calls it includes the session parameters). */
  query: Record<string, string>;
  /** The parsed body: JSON values as strings, form fields, multipart fields and files. */
  body: Record<string, Field>;
  /** The request's origin; same-origin links in answers are made absolute with it. */
  origin?: string;
  /** The language the answer's copy is asked for in (mocks/language.ts; default English). */
  language?: MockLanguage;
}

export type Reply =
  | { type: 'json'; status: number; body: unknown }
  | { type: 'html'; status: number; body: string }
  | { type: 'file'; status: number; contentType: string; body: string | Uint8Array }
  | { type: 'network-error' };

type Outcome = { data: unknown } | { code: string | number; message: string; data?: unknown } | Reply;

const MAX_KEPT_UPLOAD = 256 * 1024;
const MAX_UPLOAD = 5 * 1024 * 1024;
const MAX_EVENTS = 200;
const UNSAFE_LINK = 'javascript:alert(document.domain)';
/** Keys whose same-origin paths are made absolute in answers. */
const URL_KEY = /(url|logo|img|image|images|icon|playedul)$/i;
/** Keys of links a borrower is sent to (the unsafe-urls scenario poisons them). */
const LINK_KEY = /(url|playedul)$/i;

function clone<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

function isFile(value: Field | undefined): value is UploadedFile {
  return typeof value === 'object' && value !== null;
}

function text(input: CallInput, name: string): string {
  const value = input.body[name];
  if (typeof value === 'string') return value;
  return input.query[name] ?? '';
}

function int(input: CallInput, name: string): number {
  const value = text(input, name).trim();
  return /^-?\d+$/.test(value) ? Number(value) : Number.NaN;
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Display rows as sent: a row of money has its value written in the language of the answer. */
function shownRows(rows: DetailRow[], language: MockLanguage | undefined): DetailRow[] {
  return rows.map(({ text, value, amount }) => ({
    text,
    value: amount === undefined ? value : money(amount, language),
  }));
}

function walk(value: unknown, key: string, visit: (key: string, text: string) => string): unknown {
  if (typeof value === 'string') return visit(key, value);
  if (Array.isArray(value)) return value.map((item) => walk(item, key, visit));
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = walk(v, k, visit);
    return out;
  }
  return value;
}

/** Creates the backend seeded with a scenario (or a comma-separated list of them). */
export function createBackend(scenario = 'default') {
  let world = seed(scenario);
  let revision = 0;

  function seed(name: string): World {
    const fresh = createWorld(name);
    applyScenario(fresh, name);
    return fresh;
  }

  /** Marks a change: the browser snapshots the state after a call that changed it. */
  function changed(): void {
    revision += 1;
    world.clock += 1;
  }

  function next(prefix: string): string {
    world.counter += 1;
    return `${prefix}${world.counter}`;
  }

  function order(id: string): Order {
    return (
      world.orders.find((o) => o.orderId === id || o.orderNo === id) ??
      world.orders.find((o) => o.orderId === world.primaryOrderId) ??
      world.orders[0]!
    );
  }

  function offer(productId: string): Offer {
    return world.offers.find((o) => o.productId === productId) ?? world.offers[0]!;
  }

  function orderOf(input: CallInput): Order {
    return order(text(input, 'orderId'));
  }

  function payCode(o: Order): string {
    return `7E-${o.orderId.replace(/\D/g, '').padStart(4, '0')}-${String(o.repayAmount).slice(0, 4)}`;
  }

  function defDetail(o: Order) {
    const channel = world.channels[0]!;
    return {
      payCode: payCode(o),
      logo: channel.logo,
      title: channel.name,
      payNotice: clone(world.payNotice),
    };
  }

  function repayList() {
    return world.channels.map(({ logo, name, channel_number }) => ({ logo, name, channel_number }));
  }

  function orderSummary(o: Order, language: MockLanguage | undefined) {
    return {
      orderId: o.orderId,
      orderNo: o.orderNo,
      productLogo: o.productLogo,
      productName: o.productName,
      status: o.noticeStatusText,
      isShow: o.isShow,
      list: [
        { title: 'Loan amount', value: money(o.orderAmount, language) },
        { title: 'Due date', value: o.repayDate },
        { title: 'Order number', value: o.orderNo },
      ],
    };
  }

  function complaintItem(c: Complaint) {
    return { id: c.problemId, time: c.time, type: typeTitle(c), content: c.problemDetail };
  }

  function typeTitle(c: Complaint): string {
    return world.problemTypes.find((t) => t.value === c.problemType)?.title ?? '';
  }

  function sonTitle(c: Complaint): string {
    return world.problemSonTypes.find((t) => t.value === c.problemSonType)?.title ?? '';
  }

  function newOrder(productId: string, amount: number): Order {
    const base = order(world.primaryOrderId);
    const product = world.products.find((p) => p.productId === productId);
    const id = next('OD2');
    const created: Order = {
      ...clone(base),
      orderId: id,
      orderNo: `NO${id}`,
      productId,
      productName: product?.name ?? base.productName,
      productLogo: product?.logo ?? base.productLogo,
      orderAmount: amount,
      isDelay: 0,
      playeduL: '',
      KindTipsMsg: '',
      isScore: 0,
      cardNeedPop: 0,
      createdAt: clockText(world),
    };
    setOrderStatus(created, 21);
    created.userOrderDetail = {
      detail: [
        { text: 'Loan amount', value: money(amount), amount },
        { text: 'Order number', value: created.orderNo },
        { text: 'Applied on', value: created.createdAt },
      ],
    };
    world.orders.unshift(created);
    world.primaryOrderId = id;
    return created;
  }

  function track(endpoint: string, input: CallInput): Outcome {
    const params: Record<string, string> = {};
    for (const [key, value] of Object.entries({ ...input.query, ...input.body })) {
      params[key] = typeof value === 'string' ? value : `[file ${value.name}]`;
    }
    world.events.push({ endpoint, params, at: clockText(world) });
    if (world.events.length > MAX_EVENTS) world.events.splice(0, world.events.length - MAX_EVENTS);
    changed();
    return { data: null };
  }

  function saveAccount(values: Record<string, string>, change: boolean): Outcome {
    const cardType = values.cardType;
    if (cardType !== '1' && cardType !== '2') return { code: 1, message: 'Please choose the account type' };
    const known = world.bankItems.filter((item) => values[item.code] !== undefined);
    if (!known.length) return { code: 1, message: 'Please fill in your account information' };
    for (const item of known) {
      const value = values[item.code]!;
      if (item.cate === 'text' && item.inputType && !/^\d+$/.test(value)) {
        return { code: 1, message: `${item.title} must contain digits only` };
      }
      if (item.cate === 'enum' && !item.note?.some((o) => String(o.type) === value || o.name === value)) {
        return { code: 1, message: `Please choose ${item.title}` };
      }
    }
    world.savedAccounts.push({ ...values });
    for (const item of known) {
      const value = values[item.code]!;
      const option = item.note?.find((o) => String(o.type) === value);
      item.value = option ? option.name : value;
    }
    if (cardType === '1' && values.bankCardNo) {
      if (change) world.bankCards = world.bankCards.filter((card) => !card.id.startsWith('bound-'));
      const bank = world.bankItems
        .find((i) => i.code === 'bankName')
        ?.note?.find((o) => String(o.type) === values.bankName);
      world.bankCards.push({
        id: next('bound-'),
        bankName: bank?.name ?? values.bankName ?? 'Bank',
        // The whole number, as the lender's server sends it: the app masks it and never stores it.
        cardNo: values.bankCardNo,
        bankCode: bank ? String(bank.type) : (values.bankName ?? ''),
      });
    }
    changed();
    return { data: { cardType: Number(cardType) } };
  }

  function checkCaptcha(input: CallInput): boolean {
    const expected = world.captchas[text(input, 'sid')];
    return !!expected && expected.toLowerCase() === text(input, 'capcode').trim().toLowerCase();
  }

  function newCaptcha(sid: string): string {
    world.counter += 1;
    const value = String(1000 + ((world.counter * 7919 + sid.length * 104729) % 9000));
    world.captchas[sid] = value;
    return value;
  }

  function paymentLink(path: string, input: CallInput): string {
    return input.origin ? `${input.origin}${path}` : path;
  }

  const routes: Record<EndpointName, (input: CallInput) => Outcome> = {
    cardInit: () => ({ data: { items: clone(world.bankItems) } }),
    bindCardNew: (input) => saveAccount(strings(input), false),
    bindCardChange: (input) => saveAccount(strings(input), true),

    problemInit: (input) => {
      const selected = orderOf(input);
      return {
        data: {
          problemType: clone(world.problemTypes),
          problemSonType: clone(world.problemSonTypes),
          orderDetail: orderSummary(selected, input.language),
          orderList: world.orders.map((o) => orderSummary(o, input.language)),
        },
      };
    },
    uploadProblemImg: (input) => {
      const file = input.body.problemImage;
      if (!isFile(file)) return { code: '01', message: 'Please choose a picture' };
      if (file.type && !file.type.startsWith('image/'))
        return { code: '01', message: 'Only pictures can be uploaded' };
      if (file.size > MAX_UPLOAD) return { code: '01', message: 'The picture is too large' };
      const id = next('u');
      world.uploads[id] = {
        name: file.name,
        type: file.type || 'application/octet-stream',
        size: file.size,
        base64: file.bytes && file.bytes.length <= MAX_KEPT_UPLOAD ? toBase64(file.bytes) : undefined,
      };
      changed();
      return { data: { url: `/mock-assets/uploads/${id}` } };
    },
    problemSave: (input) => {
      const problemType = int(input, 'problemType');
      if (!world.problemTypes.some((t) => t.value === problemType)) {
        return { code: 1, message: 'Please choose a question type' };
      }
      const son = text(input, 'problemSonType').trim();
      const problemSonType = son === '' ? '' : Number(son);
      const target = order(text(input, 'orderNo'));
      if (problemType === 1) {
        if (target.isShow !== 1) {
          return { code: 1, message: 'The selected order does not accept collection complaints.' };
        }
        if (!world.problemSonTypes.some((t) => t.value === problemSonType)) {
          return { code: 1, message: 'Please choose a question type' };
        }
      }
      const detail = text(input, 'problemDetail').trim();
      if (!detail) return { code: 1, message: 'Please fill in your comments and suggestions' };
      if ([...detail].length > 200) return { code: 1, message: 'At most 200 characters' };
      const images = text(input, 'problemImage')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      if (images.length > 9) return { code: 1, message: 'At most 9 pictures' };
      world.counter += 1;
      const complaint: Complaint = {
        problemId: `P${2000 + world.counter}`,
        problemType,
        problemSonType,
        problemDetail: detail,
        images,
        orderNo: target.orderNo,
        time: clockText(world),
        disposeDetail: '',
        disposeImages: [],
        isNeedScore: 0,
      };
      world.complaints.unshift(complaint);
      changed();
      return { data: { problemId: complaint.problemId } };
    },
    problemList: () => {
      const pending = world.complaints.filter((c) => !c.disposeDetail && !c.disposeImages.length);
      const done = world.complaints.filter((c) => c.disposeDetail || c.disposeImages.length);
      return {
        data: {
          tabs: [
            { title: 'Processing', items: pending.map(complaintItem) },
            { title: 'Processed', items: done.map(complaintItem) },
          ],
        },
      };
    },
    problemDetail: (input) => {
      const complaint = world.complaints.find((c) => c.problemId === text(input, 'problemId'));
      if (!complaint) return { code: 1, message: 'Complaint not found' };
      return {
        data: {
          type: typeTitle(complaint),
          sonType: sonTitle(complaint),
          problemId: complaint.problemId,
          content: complaint.problemDetail,
          images: [...complaint.images],
          disposeDetail: complaint.disposeDetail,
          disposeImages: [...complaint.disposeImages],
          isNeedScore: complaint.isNeedScore,
          time: complaint.time,
          orderNo: complaint.orderNo,
        },
      };
    },
    saveScore: (input) => {
      const score = int(input, 'score');
      if (!(score >= 1 && score <= 5)) return { code: '01', message: 'Please choose a score' };
      const complaint = world.complaints.find((c) => c.problemId === text(input, 'problemId'));
      if (!complaint) return { code: '01', message: 'Complaint not found' };
      complaint.score = score;
      complaint.isNeedScore = 0;
      changed();
      return { data: null };
    },
    contactKfInfo: () => ({ data: clone(world.contact) }),

    goyaLoanDetail: (input) => {
      const o = offer(text(input, 'productId'));
      return {
        data: {
          loanAmount: o.amount,
          loanPeriods: o.periods,
          loanTermUnit: o.termUnit,
          feeList: shownRows(o.details, input.language),
          planList: o.repay_plans.map((p) => ({
            title: p.title,
            description: p.description,
            amount: p.amount,
            payTime: p.pay_time,
          })),
          rateDesc: o.pRateDsc,
          logo: o.comProductLogo,
          name: o.comProductName,
          isRetain: o.isRetain,
          retainTitle: o.retainTitle,
          retainContent: o.retainContent,
          agreementUrl: o.agreementUrl,
          NewButtonMsg: o.NewButtonMsg,
          NewPopMsg: o.NewPopMsg,
          disclosure: clone(o.disclosure),
        },
      };
    },
    goyaAgreements: () => ({ data: clone(world.agreements) }),
    goyaAgreementJump: (input) => {
      const agreement = world.agreements.find((a) => a.position === int(input, 'position'));
      if (!agreement) return { code: '01', message: 'Agreement not found' };
      return { data: { url: agreementPage(agreement.position) } };
    },
    goyaLoanPush: (input) => {
      const o = offer(text(input, 'productId'));
      if (
        int(input, 'amount') !== o.amount ||
        int(input, 'periods') !== o.periods ||
        int(input, 'termUnit') !== o.termUnit
      ) {
        return { code: '01', message: 'The loan offer has changed, please refresh' };
      }
      const created = newOrder(o.productId, o.amount);
      changed();
      return { data: { jumpUrl: `/loanDetail?orderId=${created.orderId}&productId=${created.productId}` } };
    },
    goyaLoginFailNotice: () => ({ data: { ...clone(world.loginFail), products: clone(world.products) } }),
    goyaProductClick: (input) => {
      const product = world.products.find((p) => p.productId === text(input, 'productId'));
      if (!product) return { code: '01', message: 'Product not found' };
      if (product.enabled !== 1) return { code: '01', message: 'This product is not available now' };
      return { data: { url: product.url } };
    },

    repaymentWay: (input) => {
      const o = orderOf(input);
      const token = next('tok-');
      world.repayTokens[o.orderId] = token;
      changed();
      return { data: { alipay: 1, repayToken: token, bankCards: clone(world.bankCards) } };
    },
    repaymentCommit: (input) => {
      const o = orderOf(input);
      if (!text(input, 'repayToken') || world.repayTokens[o.orderId] !== text(input, 'repayToken')) {
        return { code: '01', message: 'The payment session has expired, please try again' };
      }
      const card = world.bankCards.find((c) => c.id === text(input, 'cardId'));
      if (!card) return { code: '01', message: 'Please choose a bank card' };
      const amount = int(input, 'amount');
      if (!(amount > 0)) return { code: '01', message: 'The amount is not valid' };
      const resend = text(input, 'sendMsg') === '1';
      let record = resend
        ? world.repayRecords.find((r) => r.orderId === o.orderId && r.status === 'pending')
        : undefined;
      if (!record) {
        record = {
          repayRecordId: next('R'),
          orderId: o.orderId,
          amount,
          cardId: card.id,
          needValid: world.needValid,
          verifyCode: SMS_CODE,
          status: 'pending',
        };
        world.repayRecords.push(record);
      }
      if (world.needValid === 0) settle(record.repayRecordId);
      changed();
      return { data: { needValid: world.needValid, repayRecordId: record.repayRecordId } };
    },
    repaymentConfirm: (input) => {
      const record = world.repayRecords.find((r) => r.repayRecordId === text(input, 'repaymentRecordId'));
      if (!record) return { code: '01', message: 'Repayment record not found' };
      if (record.status === 'paid') return { code: 800005, message: 'do not submit payment request twice' };
      if (text(input, 'verifyCode').trim() !== record.verifyCode) {
        return { code: 800006, message: 'verification code wrong' };
      }
      settle(record.repayRecordId);
      changed();
      return { data: null };
    },
    repaymentHuichao: (input) => {
      const o = orderOf(input);
      return { data: { url: `/paymentInstructions?orderId=${o.orderId}` } };
    },

    channelTemplate: (input) => {
      const template = world.templates.find((t) => t.id === text(input, 'templateId')) ?? world.templates[0];
      return { data: clone(template) };
    },
    trackVisit: (input) => track('trackVisit', input),
    getSid: () => {
      const sid = next('sid-');
      newCaptcha(sid);
      changed();
      return { data: { sid } };
    },
    getCaptcha: (input) => {
      const code = newCaptcha(text(input, 'sid'));
      changed();
      return { type: 'file', status: 200, contentType: 'image/svg+xml', body: captchaSvg(code) };
    },
    getSms: (input) => {
      const phone = text(input, 'phone').trim();
      if (!/^09\d{9}$/.test(phone)) return { code: 1, message: 'Please enter a valid mobile number.' };
      if (!checkCaptcha(input)) {
        newCaptcha(text(input, 'sid'));
        changed();
        return { code: 101, message: 'The image verification code is wrong' };
      }
      if (world.registered.includes(phone)) {
        return { code: 11, message: 'This phone number is already registered, please download the app' };
      }
      world.smsCodes[phone] = SMS_CODE;
      changed();
      return { data: null };
    },
    trackClick: (input) => track('trackClick', input),
    register: (input) => {
      const phone = text(input, 'phone').trim();
      if (world.registered.includes(phone))
        return { code: 11, message: 'This phone number is already registered' };
      if (!checkCaptcha(input)) return { code: -1, message: 'The image verification code is wrong' };
      if (!world.smsCodes[phone] || world.smsCodes[phone] !== text(input, 'smsCode').trim()) {
        return { code: 2, message: 'The SMS verification code is wrong' };
      }
      world.registered.push(phone);
      delete world.smsCodes[phone];
      changed();
      return { data: { userId: next('U'), downloadUrl: world.templates[0]?.downloadUrl ?? '' } };
    },

    rolloverDetail: (input) => {
      const o = orderOf(input);
      return {
        data: {
          delayInfo: { title: 'Rollover Repayment', delayAmount: o.delayAmount, repayDate: o.delayRepayDate },
          repayPlan: [
            {
              remark: 'Pay the extension fee today',
              title: 'Extension fee',
              amount: o.delayAmount,
              time: clockText(world).slice(0, 10),
            },
            {
              remark: 'Your new due date',
              title: 'Next payment',
              amount: o.repayAmount,
              time: o.delayRepayDate,
            },
          ],
          repayAmount: o.delayAmount,
          breakdown: breakdownOf(o, o.delayAmount, { rollover: true }),
          repayDate: o.delayRepayDate,
          productName: o.productName,
          productLogo: o.productLogo,
          repayList: repayList(),
          defDetail: defDetail(o),
          noticeMsg: world.noticeMsg,
          isShowReyTop: world.isShowReyTop,
        },
      };
    },
    loanPlayDetail: (input) => {
      const o = orderOf(input);
      return {
        data: {
          repayAmount: o.repayAmount,
          breakdown: breakdownOf(o, o.repayAmount),
          repayDate: o.repayDate,
          productName: o.productName,
          productLogo: o.productLogo,
          // The server's own rows say what the breakdown does not: an amount of the breakdown repeated
          // here with another sum (interest and fees together) would read as two prices.
          detail: [
            { text: 'Loan amount', value: money(o.orderAmount, input.language) },
            { text: 'Overdue days', value: String(o.overdueDays) },
            { text: 'Order number', value: o.orderNo },
          ],
          repayList: repayList(),
          noticeMsg: world.noticeMsg,
          defDetail: defDetail(o),
          isShowReyTop: world.isShowReyTop,
          repayPlan: [
            { title: 'Period 1', amount: o.repayAmount, time: o.repayDate, remark: 'Principal and interest' },
          ],
          delayInfo: o.isDelay === 1 ? { title: 'Rollover Repayment', delayAmount: o.delayAmount } : null,
        },
      };
    },
    generateVcode: (input) => {
      const o = orderOf(input);
      const channel = world.channels.find((c) => c.channel_number === int(input, 'channelNumber'));
      if (!channel) return { code: 1, message: 'Please choose a repayment method' };
      const isDelay = text(input, 'isDelay') === '1' ? 1 : 0;
      const expected = isDelay ? o.delayAmount : o.repayAmount;
      const amount = int(input, 'amount');
      if (amount !== expected) return { code: 1, message: 'The amount has changed, please refresh' };
      const code = `${channel.name.slice(0, 2).toUpperCase()}${o.orderId.replace(/\D/g, '')}${world.payments.length + 1}`;
      world.payments.push({
        orderId: o.orderId,
        channelNumber: channel.channel_number,
        amount,
        isDelay,
        payCode: code,
        at: clockText(world),
      });
      changed();
      const image = (path: string) => encodeURIComponent(paymentLink(path, input));
      const payUrl =
        channel.how === 'link'
          ? `/paymentInstructions?orderId=${o.orderId}`
          : channel.how === 'qr'
            ? // no payCodeImg: the page draws the QR code from payCode
              `/repaymentOfCode2?showType=2&payCode=${code}&repayAmount=${amount}`
            : `/repaymentOfCode2?showType=1&payCode=${code}&repayAmount=${amount}&payCodeImg=${image(channel.logo)}`;
      return { data: { payUrl, payCode: code } };
    },
    loanDetailConfirm: (input) => {
      const o = clone(offer(text(input, 'productId')));
      const {
        isRetain: _r,
        retainTitle: _t,
        retainContent: _c,
        agreementUrl: _a,
        NewButtonMsg: _b,
        NewPopMsg: _p,
        ...data
      } = o;
      return { data: { ...data, details: shownRows(o.details, input.language) } };
    },
    loanDetailPush: (input) => {
      const o = offer(text(input, 'productId'));
      if (
        int(input, 'amount') !== o.amount ||
        int(input, 'periods') !== o.periods ||
        int(input, 'termUnit') !== o.termUnit
      ) {
        return { code: 1, message: 'The loan offer has changed, please refresh' };
      }
      const created = newOrder(o.productId, o.amount);
      changed();
      return {
        data: {
          lendDetailsUrl: `/loanDetail?orderId=${created.orderId}&productId=${created.productId}`,
          orderId: created.orderId,
        },
      };
    },
    contract: () => ({ data: clone(world.agreements) }),
    contractJump: (input) => {
      const agreement = world.agreements.find((a) => a.position === int(input, 'position'));
      if (!agreement) return { code: 1, message: 'Agreement not found' };
      return { data: { contract_url: agreementPage(agreement.position) } };
    },
    loanDetails: (input) => {
      const o = orderOf(input);
      return {
        data: {
          ...clone(o),
          userOrderDetail: { detail: shownRows(o.userOrderDetail.detail, input.language) },
          recProducts: clone(world.products),
        },
      };
    },
    googleScore: (input) => track('googleScore', input),
    eventSave: (input) => track('eventSave', input),
  };

  /** A static agreement document (what a lender's contract service serves): no scripts, frameable in a sandbox. */
  function agreementPage(position: number): string {
    return `/mock-assets/agreement-${position}.html`;
  }

  function strings(input: CallInput): Record<string, string> {
    const out: Record<string, string> = {};
    for (const [key, value] of Object.entries(input.body)) if (typeof value === 'string') out[key] = value;
    return out;
  }

  function settle(recordId: string): void {
    const record = world.repayRecords.find((r) => r.repayRecordId === recordId);
    if (!record) return;
    record.status = 'paid';
    const o = order(record.orderId);
    if (record.amount >= o.repayAmount) {
      setOrderStatus(o, 200);
      o.isDelay = 0;
      o.repayAmount = 0;
    } else {
      o.repayAmount -= record.amount;
    }
  }

  function forcedReply(forced: Forced, name: EndpointName): Reply {
    switch (forced.kind) {
      case 'network':
        return { type: 'network-error' };
      case 'html':
        return {
          type: 'html',
          status: 200,
          body: '<!doctype html><html><head><title>App</title></head><body><div id="root"></div></body></html>',
        };
      case 'http':
        return forced.body === undefined
          ? {
              type: 'html',
              status: forced.status,
              body: `<html><body><h1>${forced.status} Error</h1></body></html>`,
            }
          : { type: 'json', status: forced.status, body: forced.body };
      case 'envelope':
        return {
          type: 'json',
          status: 200,
          body: { code: forced.code, message: forced.message, data: forced.data ?? null },
        };
      default:
        return { type: 'json', status: 500, body: { code: 500, message: `bad forced answer for ${name}` } };
    }
  }

  function finish(value: unknown, origin: string | undefined): unknown {
    return walk(value, '', (key, s) => {
      if (world.unsafeUrls && LINK_KEY.test(key) && s) return UNSAFE_LINK;
      if (origin && URL_KEY.test(key) && s.startsWith('/') && !s.startsWith('//')) return `${origin}${s}`;
      return s;
    });
  }

  /** The answer as the backend writes it, in English (what a scenario forces on the endpoint, if anything). */
  function englishAnswer(name: EndpointName, input: CallInput): Reply {
    const key = world.forced[name] ? name : 'all';
    const forced = world.forced[key];
    if (forced) {
      if (forced.times !== undefined && (forced.times -= 1) <= 0) delete world.forced[key];
      return forcedReply(forced, name);
    }
    const outcome = routes[name](input);
    if ('type' in outcome) return outcome;
    const success = endpoints[name].success === '00' ? '00' : 0;
    const body =
      'code' in outcome
        ? { code: outcome.code, message: outcome.message, data: outcome.data ?? null }
        : { code: success, message: 'success', data: outcome.data };
    return { type: 'json', status: 200, body: finish(body, input.origin) };
  }

  return {
    /** The current state (replaced by `reset` and `restore`). */
    get state(): World {
      return world;
    },
    get scenario(): string {
      return world.scenario;
    },
    /** Grows whenever a call changed the state. */
    get revision(): number {
      return revision;
    },

    /** Starts over from a scenario (the current one by default); throws on an unknown name. */
    reset(name: string = world.scenario): void {
      world = seed(name);
      revision += 1;
    },

    /** Answers one endpoint call, its copy in the language the call asks for. */
    answer(name: EndpointName, input: CallInput): Reply {
      const reply = englishAnswer(name, input);
      if (reply.type !== 'json' || !input.language) return reply;
      return { ...reply, body: inLanguage(reply.body, input.language) };
    },

    /** A generated or uploaded image under /mock-assets/, or undefined for another path. */
    asset(pathname: string): Reply | undefined {
      const upload = /\/mock-assets\/uploads\/([\w-]+)$/.exec(pathname);
      if (upload) {
        const kept = world.uploads[upload[1]!];
        if (!kept)
          return {
            type: 'file',
            status: 404,
            contentType: 'image/svg+xml',
            body: placeholder('Missing picture'),
          };
        if (kept.base64)
          return { type: 'file', status: 200, contentType: kept.type, body: fromBase64(kept.base64) };
        return {
          type: 'file',
          status: 200,
          contentType: 'image/svg+xml',
          body: placeholder(kept.name || 'Picture'),
        };
      }
      const agreement = /\/mock-assets\/agreement-(\d+)\.html$/.exec(pathname);
      if (agreement) {
        const found = world.agreements.find((a) => a.position === Number(agreement[1]));
        return found
          ? { type: 'html', status: 200, body: agreementHtml(found.title) }
          : { type: 'html', status: 404, body: agreementHtml('Agreement not found') };
      }
      const generated = /\/mock-assets\/([\w.-]+)\.svg$/.exec(pathname);
      if (generated)
        return { type: 'file', status: 200, contentType: 'image/svg+xml', body: assetSvg(generated[1]!) };
      return undefined;
    },

    /** The order of an id (an unknown or empty id gives the primary order). */
    order,

    /** The state as JSON, for sessionStorage. */
    snapshot(): string {
      return JSON.stringify(world);
    },

    /** Takes back a snapshot; false (and nothing changes) when it is unreadable or of another shape. */
    restore(snapshot: string): boolean {
      try {
        const parsed = JSON.parse(snapshot) as Partial<World> | null;
        if (!parsed || parsed.version !== WORLD_VERSION || typeof parsed.scenario !== 'string') return false;
        world = { ...createWorld(parsed.scenario), ...parsed } as World;
        return true;
      } catch {
        return false;
      }
    },
  };
}

export type Backend = ReturnType<typeof createBackend>;
