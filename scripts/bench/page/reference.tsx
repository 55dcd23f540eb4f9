/**
 * The hand-written bank screen alone, drawn as the page loads, with the same stylesheets as the app's
 * widgets it copies: `npm run lighthouse` measures its first load in the same run as the app's routes,
 * so every route's figures also stand as a ratio to a screen written without the engine.
 */
import { createRoot } from 'react-dom/client';
import 'antd-mobile/es/global';
import '../../../src/app/styles.css';
import '../../../src/engine/widget-field.css';
import '../../../src/widgets/stack/stack.css';
import '../../../src/widgets/tabs/tabs.css';
import '../../../src/widgets/each/each.css';
import '../../../src/widgets/text-input/text-input.css';
import '../../../src/widgets/picker/picker.css';
import '../../../src/widgets/button/button.css';
import { HandWrittenBank } from './hand-written';
import { benchItems } from './items';

const items = benchItems(20);
createRoot(document.getElementById('root')!).render(
  <HandWrittenBank load={() => Promise.resolve(items)} onOpen={() => undefined} onSubmit={() => undefined} />,
);
