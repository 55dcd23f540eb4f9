import { render, screen, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMockServer } from '../../mocks/node';
import { REPORT_PATH } from '../../mocks/config-reports';
import { ReportsPanel } from './reports-panel';

const mock = createMockServer();
beforeAll(() => mock.server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => mock.reset());
afterAll(() => mock.server.close());

const url = `http://localhost${REPORT_PATH}`;

describe('the reports panel', () => {
  it('lists each refused screen the mock backend received, with its release and reason, as they arrive', async () => {
    mock.reports.add({
      releaseId: 'r20261125090500-1a2b3c4d',
      appVersion: '1.0.0',
      rejections: [{ screen: 'bind-bank', reason: 'its content does not match the hash its manifest names' }],
    });
    render(<ReportsPanel url={url} everyMs={50} />);
    const panel = screen.getByRole('region', { name: 'Reports from phones' });
    const first = await within(panel).findByRole('row', { name: /bind-bank/ });
    expect(first).toHaveTextContent('r20261125090500-1a2b3c4d');
    expect(first).toHaveTextContent('its content does not match the hash its manifest names');
    expect(within(first).getAllByRole('cell')[0]!.textContent).toMatch(/^\d\d:\d\d:\d\d$/);

    // A phone posts another report while the panel is open.
    await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        releaseId: 'manifest',
        appVersion: '1.0.0',
        rejections: [{ reason: 'manifest.json not used: HTTP 404' }],
      }),
    });
    expect(await within(panel).findByRole('row', { name: /the whole release/ })).toHaveTextContent(
      'manifest.json not used: HTTP 404',
    );
    expect(within(panel).getByRole('heading')).toHaveTextContent('Reports from phones (2)');
  });

  it('says so when nothing was refused, and when no report URL is set', async () => {
    const { unmount } = render(<ReportsPanel url={url} />);
    expect(await screen.findByText('No remote descriptor refused so far.')).toBeInTheDocument();
    unmount();
    render(<ReportsPanel url="" />);
    expect(screen.getByText(/No report URL: set VITE_CONFIG_REPORT_URL/)).toBeInTheDocument();
  });
});
