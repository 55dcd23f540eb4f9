/** Monaco's editor features, imported for what they register (the package types only its API). */
declare module 'monaco-editor/esm/vs/editor/edcore.main';
