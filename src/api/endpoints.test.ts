import { describe, expect, it } from 'vitest';
import { endpointNames, endpointOf, endpoints, wirePath } from './endpoints';

/** Every endpoint as it goes on the wire: name, client, method, path. */
const wire: [string, 'one' | 'two', 'GET' | 'POST', string][] = [
  ['cardInit', 'two', 'POST', '/preschool/v3/bind-card/card-init'],
  ['bindCardNew', 'two', 'POST', '/preschool/v3/bind-card/bind-card-new'],
  ['bindCardChange', 'two', 'POST', '/preschool/v3/bind-card/bind-card-change'],
  ['problemInit', 'two', 'POST', '/preschool/user-problem/problem-init'],
  ['uploadProblemImg', 'two', 'POST', '/preschool/user-problem/upload-problem-img'],
  ['problemSave', 'two', 'POST', '/preschool/user-problem/problem-save'],
  ['problemList', 'two', 'POST', '/preschool/user-problem/problem-list'],
  ['problemDetail', 'two', 'POST', '/preschool/user-problem/problem-detail'],
  ['saveScore', 'two', 'POST', '/preschool/user-problem/save-score'],
  ['contactKfInfo', 'two', 'POST', '/preschool/v3/personal-center/contact-kf-info'],
  ['goyaLoanDetail', 'two', 'POST', '/gopia/goya/loan-detail'],
  ['goyaAgreements', 'two', 'POST', '/gopia/goya/agreements'],
  ['goyaAgreementJump', 'two', 'POST', '/gopia/goya/agreement-jump'],
  ['goyaLoanPush', 'two', 'POST', '/gopia/goya/loan-push'],
  ['goyaLoginFailNotice', 'two', 'POST', '/gopia/goya/login-fail-notice'],
  ['goyaProductClick', 'two', 'POST', '/gopia/goya/product-click'],
  ['repaymentWay', 'one', 'POST', '/api/v1/youmi/youmi-api/service/loan/repayment-way'],
  ['repaymentCommit', 'one', 'POST', '/api/v1/youmi/youmi-api/service/loan/repayment-commit'],
  ['repaymentConfirm', 'one', 'POST', '/api/v1/youmi/youmi-api/service/loan/repayment-confirm'],
  ['repaymentHuichao', 'one', 'POST', '/api/v1/youmi/youmi-api/service/loan/repayment-huichao'],
  ['channelTemplate', 'one', 'GET', '/api/v2/youmi/service/channel/channel-template'],
  ['trackVisit', 'one', 'GET', '/api/v2/youmi/promotion/track-visit'],
  ['getSid', 'one', 'GET', '/api/v2/youmi/promotion/get-sid'],
  ['getCaptcha', 'one', 'GET', '/api/v2/youmi/promotion/get-captcha'],
  ['getSms', 'one', 'POST', '/api/v2/youmi/promotion/get-sms'],
  ['trackClick', 'one', 'GET', '/api/v2/youmi/promotion/track-click'],
  ['register', 'one', 'POST', '/api/v2/youmi/promotion/register'],
  ['rolloverDetail', 'one', 'POST', '/curriculum/willcox'],
  ['loanPlayDetail', 'one', 'POST', '/v3/installment/loan-play-detail'],
  ['generateVcode', 'one', 'POST', '/v3/loan-details/generate-vcode'],
  ['loanDetailConfirm', 'one', 'POST', '/v3/loan-confirm/loan-detail-confirm'],
  ['loanDetailPush', 'one', 'POST', '/v3/loan-confirm/loan-detail-push'],
  ['contract', 'one', 'GET', '/v3/contract/contract'],
  ['contractJump', 'one', 'GET', '/v3/contract/contract-jump'],
  ['loanDetails', 'one', 'GET', '/v3/loan-details/loan-details'],
  ['googleScore', 'one', 'POST', '/v3/loan-details/google-score'],
  ['eventSave', 'one', 'POST', '/service/event/save'],
];

describe('endpoint catalogue', () => {
  it('names exactly the endpoints of docs/spec.md §7 and docs/contracts.md §5', () => {
    expect([...endpointNames].sort()).toEqual(wire.map(([name]) => name).sort());
  });

  it.each(wire)('%s is %s %s %s', (name, client, method, path) => {
    const def = endpointOf(name)!;
    expect({ client: def.client, method: def.method, path: wirePath(def) }).toEqual({ client, method, path });
  });

  it('puts exactly the /preschool calls under the prefix, with paths written without it', () => {
    for (const name of endpointNames) {
      const def = endpoints[name];
      expect(def.path.startsWith('/preschool')).toBe(false);
      expect(wirePath(def).startsWith('/preschool/')).toBe(Boolean('prefix' in def && def.prefix));
    }
  });

  it('client two serves only /preschool and /gopia/goya; client one everything else', () => {
    for (const name of endpointNames) {
      const path = wirePath(endpoints[name]);
      const two = path.startsWith('/preschool/') || path.startsWith('/gopia/goya/');
      expect([name, endpoints[name].client]).toEqual([name, two ? 'two' : 'one']);
    }
  });

  it('marks the upload multipart, the captcha an image and repayment-way orderId as a query param', () => {
    expect(endpoints.uploadProblemImg.multipart).toBe(true);
    expect(endpoints.getCaptcha.kind).toBe('image');
    expect(endpoints.repaymentWay.queryParams).toEqual(['orderId']);
    const multipart = endpointNames.filter((n) => 'multipart' in endpoints[n]);
    expect(multipart).toEqual(['uploadProblemImg']);
  });

  it('gives every endpoint a description', () => {
    for (const name of endpointNames) expect(endpoints[name].description.length).toBeGreaterThan(5);
  });

  it('ignores names inherited from Object', () => {
    expect(endpointOf('toString')).toBeUndefined();
    expect(endpointOf('__proto__')).toBeUndefined();
  });
});
