/**
 * Entry of the operators' workbench, `/__preview` on the dev server (vite.config.ts serves
 * preview.html there); never part of the production build. It starts the mock backend and draws the
 * workbench with the app's own engine configuration, styles and theme.
 */
import { createRoot } from 'react-dom/client';
import 'antd-mobile/es/global';
import '../app/styles.css';
import { startMockWorker } from '../../mocks/browser';
import { captureSession } from '../api/session';
import { appSettings } from '../app/configs';
import { createEngineConfig } from '../app/engine-config';
import { applyTheme } from '../app/theme';
import { PreviewPage } from './preview-page';

async function main() {
  applyTheme(document.documentElement, appSettings.theme);
  const mock = await startMockWorker();
  const session = captureSession(window.location.search, window.sessionStorage);
  createRoot(document.getElementById('root')!).render(
    <PreviewPage
      config={{
        ...createEngineConfig(() => session),
        // The tab stays the workbench's, naming the screen in the phone.
        showTitle: (title) => (document.title = `${title} · Screen workbench`),
      }}
      scenarios={mock.scenarios}
      scenario={mock.scenario}
      chooseScenario={(name) => {
        mock.useScenario(name);
        const url = new URL(window.location.href);
        url.searchParams.set('scenario', name);
        window.location.assign(url.toString());
      }}
    />,
  );
}

void main();
