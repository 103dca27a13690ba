import type { Alias } from 'vite';

/**
 * React's names sent to Preact's compatibility layer. Exact names only, so "react-dom/client" is
 * not caught by the "react-dom" entry.
 */
export const PREACT_ALIASES: Alias[] = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
];

/**
 * JSX compiled to imports from "react/jsx-runtime", which the aliases send to Preact's (Vite's
 * `oxc` option; no React plugin, whose Fast Refresh is React's own).
 */
export const PREACT_JSX = { jsx: { runtime: 'automatic', importSource: 'react' } } as const;

/**
 * Two warnings every build would print about React's libraries on Preact, both harmless:
 * React Router reads React 19's `useOptimistic`, which Preact has not, and falls back to plain
 * state when it is missing; and Lingui's "use client" marks a module for React's server
 * components, which the app does not use (React's own Vite plugin hid this one).
 */
export function expectedOnPreact(log: { code?: string; message: string }): boolean {
  return (
    (log.code === 'IMPORT_IS_UNDEFINED' && log.message.includes('useOptimistic')) ||
    (log.code === 'MODULE_LEVEL_DIRECTIVE' && log.message.includes('"use client"'))
  );
}
