import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createReportStore, REPORT_PATH } from './config-reports';
import { createMockServer } from './node';

const mock = createMockServer();
beforeAll(() => mock.server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => mock.reset());
afterAll(() => mock.server.close());

const url = `https://m.example.com${REPORT_PATH}`;
const post = (body: unknown) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
const report = {
  releaseId: 'r20261125090500-1a2b3c4d',
  appVersion: '1.0.0',
  rejections: [{ screen: 'bind-bank', reason: 'its content does not match the hash its manifest names' }],
};

describe('the config reports collector of the mock backend', () => {
  it('keeps a posted report, readable in Node and listed by GET, newest first', async () => {
    expect((await post(report)).status).toBe(204);
    expect(
      (await post({ ...report, releaseId: 'manifest', rejections: [{ reason: 'HTTP 404' }] })).status,
    ).toBe(204);

    const kept = mock.reports.list();
    expect(kept.map((r) => r.releaseId)).toEqual(['manifest', 'r20261125090500-1a2b3c4d']);
    expect(kept[1]).toMatchObject(report);
    expect(Date.parse(kept[1]!.receivedAt)).not.toBeNaN();

    const listed = (await (await fetch(url)).json()) as { reports: unknown[] };
    expect(listed.reports).toEqual(kept);
    // Reports are not API calls: the request log stays as it was.
    expect(mock.requests).toEqual([]);
  });

  it('refuses a body that is not a report, and keeps nothing of it', async () => {
    expect((await post('not json')).status).toBe(400);
    expect((await post({ releaseId: 'r1', appVersion: '1.0.0', rejections: [{ screen: 3 }] })).status).toBe(
      400,
    );
    expect((await post({ ...report, releaseId: '' })).status).toBe(400);
    expect(mock.reports.list()).toEqual([]);
  });

  it('empties the reports when the mock backend starts over', async () => {
    await post(report);
    mock.reset();
    expect(mock.reports.list()).toEqual([]);
  });
});

describe('a report store', () => {
  it('carries its reports over a reload through what keeps them, ignoring an unreadable copy', () => {
    let saved: string | null = null;
    const keep = { read: () => saved, write: (text: string) => (saved = text) };
    createReportStore(keep).add(report, new Date('2026-11-25T09:06:00Z'));
    expect(createReportStore(keep).list()).toEqual([{ ...report, receivedAt: '2026-11-25T09:06:00.000Z' }]);

    saved = '{broken';
    expect(createReportStore(keep).list()).toEqual([]);
  });
});
