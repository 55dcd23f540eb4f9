/** Set-up for tests that run in a document (jsdom): testing-library, antd-mobile's popups, browser stubs. */
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { Dialog, Modal, Toast, unstableSetRender } from 'antd-mobile';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, vi } from 'vitest';

// findBy*/waitFor wait up to 10 s: lazily loaded widget parts can take over 1 s, and several seconds
// when the machine is busy (the README's test command runs these tests beside the e2e tests).
configure({ asyncUtilTimeout: 10_000 });

// antd-mobile's imperative Toast/Dialog/Modal render nothing on React 19 without this.
const roots = new WeakMap<Element | DocumentFragment, Root>();
unstableSetRender((node, container) => {
  let root = roots.get(container);
  if (!root) {
    root = createRoot(container);
    roots.set(container, root);
  }
  const current = root;
  current.render(node);
  return async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
    current.unmount();
    roots.delete(container);
  };
});

function stubMissing<K extends keyof typeof globalThis>(name: K, value: unknown): void {
  if (!(name in globalThis)) {
    Object.defineProperty(globalThis, name, {
      configurable: true,
      writable: true,
      value,
    });
  }
}

class InertObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
  takeRecords(): [] {
    return [];
  }
}

stubMissing('ResizeObserver', InertObserver);
stubMissing('IntersectionObserver', InertObserver);
stubMissing('matchMedia', (query: string) => ({
  matches: false,
  media: query,
  onchange: null,
  addListener: () => {},
  removeListener: () => {},
  addEventListener: () => {},
  removeEventListener: () => {},
  dispatchEvent: () => false,
}));

// jsdom reports "Not implemented" for scrolling; screens scroll to the top on navigation.
window.scrollTo = () => {};
Element.prototype.scrollTo ??= function scrollTo() {};
Element.prototype.scrollIntoView ??= function scrollIntoView() {};

function clearStorage(): void {
  window.sessionStorage.clear();
  window.localStorage.clear();
}

beforeEach(() => {
  clearStorage();
});

afterEach(async () => {
  cleanup();
  vi.useRealTimers();
  Toast.clear();
  Dialog.clear();
  Modal.clear();
  await new Promise((resolve) => setTimeout(resolve, 0));
  // Popups unmount only after their closing animation; drop what is left so the next test starts empty.
  for (const node of [...document.body.childNodes]) node.remove();
  document.body.removeAttribute('style');
  clearStorage();
});

// jsdom has no pointer capture; antd-mobile's picker wheel calls it on touch and mouse drags.
if (!Element.prototype.setPointerCapture) {
  Element.prototype.setPointerCapture = () => {};
  Element.prototype.releasePointerCapture = () => {};
  Element.prototype.hasPointerCapture = () => false;
}
