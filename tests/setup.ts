/**
 * Set-up for every unit and screen test. Nothing is installed: each engine (and each test's language,
 * tests/language.ts) carries its own filters, formats and limits. Tests that run in a document (jsdom)
 * also get tests/setup-dom.ts.
 */

export {};

// Logic tests run without a document; those that need one say so (`@vitest-environment jsdom`).
if (typeof document !== 'undefined') await import('./setup-dom');
