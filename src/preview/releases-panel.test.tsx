/**
 * The workbench's Releases panel: Roll back says why it cannot be pressed, and the Live box shows a
 * new release from the release's own answer, without reading the folder again.
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ReleaseStatus, ReleaseSummary } from '../tools/release-words';
import { ReleasesPanel } from './releases-panel';

const summary = (n: number, previous: string | null): ReleaseSummary => ({
  releaseId: `r2026120200000${n}-abcdef0${n}`,
  createdAt: '2026-12-02T00:00:00.000Z',
  expiresAt: '2026-12-16T00:00:00.000Z',
  number: n,
  signature: 'verified',
  contentOf: null,
  rollout: null,
  appVersions: { min: null, max: null },
  previous,
  screens: {},
  fragments: {},
  catalogues: {},
});
const first = summary(1, null);
const second = summary(2, first.releaseId);
const statusOf = (...history: ReleaseSummary[]): ReleaseStatus => ({
  folder: '/project/.releases',
  live: history[0]!,
  history,
  diff: { against: history[1]?.releaseId ?? null, changes: [] },
  unreadable: [],
});

let reads = 0;
const server = setupServer(
  http.get('*/__workbench/releases', () => {
    reads += 1;
    return HttpResponse.json(statusOf(first));
  }),
  http.post('*/__workbench/releases/release', () =>
    HttpResponse.json({
      ok: true,
      manifest: { releaseId: second.releaseId },
      status: statusOf(second, first),
    }),
  ),
  http.get('*/__workbench/telemetry', () => HttpResponse.json({ releases: [] })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  reads = 0;
});
afterAll(() => server.close());

describe('the Releases panel', () => {
  it('says why Roll back is disabled, and shows a new release as soon as it is made', async () => {
    render(<ReleasesPanel everyMs={60_000} />);
    const rollBack = await screen.findByRole('button', { name: 'Roll back' });
    expect(await screen.findByLabelText('Live release')).toHaveTextContent(`${first.releaseId} (number 1)`);
    expect(rollBack).toBeDisabled();
    expect(rollBack).toHaveAccessibleDescription('Roll back needs an earlier release: this is the first');

    await userEvent.click(screen.getByRole('button', { name: 'Release the saved files' }));
    await screen.findByText(`Release ${second.releaseId} is live`);
    expect(screen.getByLabelText('Live release')).toHaveTextContent(`${second.releaseId} (number 2)`);
    // From the release's answer: the folder was read once, when the panel opened.
    expect(reads).toBe(1);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Roll back' })).toBeEnabled());
    expect(screen.getByRole('button', { name: 'Roll back' })).not.toHaveAccessibleDescription();
  });

  it('says how to make the first release, and names no folder of this machine', async () => {
    server.use(
      http.get('*/__workbench/releases', () =>
        HttpResponse.json({
          folder: '/project/.releases',
          live: null,
          history: [],
          diff: null,
          unreadable: [],
        }),
      ),
    );
    const { container } = render(<ReleasesPanel everyMs={60_000} />);
    await screen.findByText('No release yet: “Release the saved files” makes the first one.');
    expect(screen.getByRole('button', { name: 'Roll back' })).toHaveAccessibleDescription(
      'Roll back needs a release first',
    );
    expect(container.textContent).not.toContain('/project');
  });
});
