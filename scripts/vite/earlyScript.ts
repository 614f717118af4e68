/**
 * The inline start-up script, built from src/i18n/earlyStart.ts with the same settings as the bundle (the same
 * `VITE_*` variables, the same modules holding the rules), so it can never drift from what the app does.
 */
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { build, type PluginOption, type Rolldown } from 'vite';

const ENTRY_ID = '\0labsight-early-start';

export type InlineScript = { code: string; hash: string };

/** The CSP source of an inline script: `sha256-…` of its exact text. */
export function sha256Source(code: string): string {
  return `sha256-${createHash('sha256').update(code).digest('base64')}`;
}

/** `plugins`: what the modules need besides the alias (the `virtual:site-settings` plugin). */
export async function buildEarlyScript(
  root: string,
  mode: string,
  envDir: string,
  plugins: PluginOption[] = [],
): Promise<InlineScript> {
  const result = await build({
    configFile: false,
    root,
    mode,
    envDir,
    logLevel: 'warn',
    resolve: { alias: { '@': join(root, 'src') } },
    plugins: [
      ...plugins,
      {
        name: 'labsight:early-start-entry',
        resolveId: (id) => (id === ENTRY_ID ? id : null),
        load: (id) =>
          id === ENTRY_ID ? `import { earlyStart } from '@/i18n/earlyStart';\nearlyStart();\n` : null,
      },
    ],
    build: {
      write: false,
      minify: true,
      copyPublicDir: false,
      rollupOptions: { input: ENTRY_ID, output: { format: 'iife' } },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const chunk = outputs.flatMap((output) => output.output).find((file) => file.type === 'chunk');
  if (!chunk) throw new Error('building the inline start-up script produced no code');
  const code = chunk.code.trim();
  return { code, hash: sha256Source(code) };
}
