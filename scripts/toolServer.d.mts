import type { ViteDevServer } from 'vite';

export declare function createToolServer(options: { mode: string; root?: string }): Promise<ViteDevServer>;
