import { resolve } from 'node:path';

/**
 * The first screen of a reload or deep link (and the bench's): the app shell and the order list. vite.config.ts
 * makes them build inputs too, so rolldown tags everything they import statically (after tree-shaking) `$initial`.
 */
export const FIRST_SCREEN_INPUTS = ['index.html', 'src/App.tsx', 'src/resources/orders/OrderList.tsx'];

interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

/**
 * Two code-splitting groups over the `$initial` modules: `boot`, what `src/main.tsx` imports itself (the language,
 * the session, Vite's helpers), so the boot script stays small and starts the fake backend and the app's download
 * together; and `app`, every other module the first screen imports statically, in one chunk that gzips as a whole
 * instead of ~100 small shared chunks compressed apart and found one import level at a time. The lazy screens keep
 * their own modules (grouping all of MUI or react-admin instead pulled the lazy screens' components into the first
 * screen: +250 kB); what they share with the first screen is in `app`, already loaded.
 */
export function firstScreenChunks(root = process.cwd()) {
  let boot: Set<string> | null = null;
  const bootModules = (graph: ModuleGraph) => {
    if (!boot) {
      boot = new Set<string>();
      const stack = [resolve(root, 'src/main.tsx')];
      while (stack.length) {
        const next = stack.pop()!;
        if (boot.has(next)) continue;
        boot.add(next);
        stack.push(...(graph.getModuleInfo(next)?.importedIds ?? []));
      }
    }
    return boot;
  };
  // Vite's own helpers (modulepreload polyfill, preload helper: `\0` ids) go with the boot script too.
  const inBoot = (id: string, graph: ModuleGraph) => id.startsWith('\0') || bootModules(graph).has(id);
  return {
    boot: (id: string, graph: ModuleGraph) =>
      inBoot(id, graph) && !id.endsWith('src/main.tsx') ? 'boot' : null,
    // The page's entry (index.html's script module and main.tsx) stays the entry chunk.
    app: (id: string, graph: ModuleGraph) => (inBoot(id, graph) || id.endsWith('.html') ? null : 'app'),
  };
}
