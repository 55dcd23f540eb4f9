/**
 * The workbench's reports from phones: what the collector counted per release (phones running it,
 * refusals), read again while the panel is open.
 */
import { render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMockServer } from '../../mocks/node';
import { startChannel } from '../app/telemetry/channel';
import { createTelemetry } from '../app/telemetry/telemetry';
import { COUNTS_URL, PhoneReports } from './phone-reports';

const mock = createMockServer();
beforeAll(() => mock.server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  mock.reset();
  // The dev server answers the counts from its collector (scripts/workbench-server/collector.ts).
  mock.server.use(
    http.get(`*${COUNTS_URL}`, () => HttpResponse.json({ releases: mock.telemetry.releases() })),
  );
});
afterAll(() => mock.server.close());

/** A phone of one session: its telemetry channel sends to the mock collector when the page is left. */
function phone(log: (t: ReturnType<typeof createTelemetry>) => void) {
  const telemetry = createTelemetry();
  let leave = () => undefined as void;
  startChannel(telemetry, {
    settings: { collectorUrl: '/v1/logs' },
    resource: { 'service.version': '1.0.0' },
    session: () => ({}),
    page: {
      location: window.location,
      document: { visibilityState: 'visible' },
      addEventListener: (type: string, fn: () => void) => {
        if (type === 'pagehide') leave = fn;
      },
    } as never,
    storage: undefined,
    beacon: () => false,
  });
  log(telemetry);
  leave();
}

describe('the reports from phones', () => {
  it('counts the phones running each release and what they refused, as reports arrive', async () => {
    phone((t) => t.log('config.release.active', { 'config.release': 'r20261125090000-1a2b3c4d' }));
    render(<PhoneReports everyMs={50} />);
    const panel = screen.getByRole('region', { name: 'Reports from phones' });
    const first = await within(panel).findByRole('row', { name: /r20261125090000-1a2b3c4d/ });
    expect(first).toHaveTextContent('1 phone run it');

    phone((t) => {
      t.log('config.release.active', { 'config.release': 'r20261125090000-1a2b3c4d' });
      t.log(
        'config.release.refused',
        {
          'config.release': 'r20261125090000-1a2b3c4d',
          'config.screen': 'bind-bank',
          'config.reason': 'its content does not match the hash its manifest names',
        },
        'warn',
      );
    });
    await within(panel).findByText(/2 phones run it, 1 refusal/);
    expect(within(panel).getByRole('listitem')).toHaveTextContent(
      'bind-bank: its content does not match the hash its manifest names (1)',
    );
  });

  it('says so when no phone reported yet', async () => {
    render(<PhoneReports />);
    expect(await screen.findByText('No phone reported yet.')).toBeInTheDocument();
  });
});
