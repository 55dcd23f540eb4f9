/**
 * Set-up for every unit and screen test: bindings and inputs use the app's filters and formats, as the
 * app's engine installs them at start. Tests that run in a document (jsdom) also get tests/setup-dom.ts.
 */
import { installFilters } from '../src/engine/language/filters';
import { installFormats } from '../src/engine/language/input-format';
import { filterRegistry } from '../src/generated/filters';
import { formatRegistry } from '../src/generated/formats';

installFilters(filterRegistry);
installFormats(formatRegistry);

// Logic tests run without a document; those that need one say so (`@vitest-environment jsdom`).
if (typeof document !== 'undefined') await import('./setup-dom');
