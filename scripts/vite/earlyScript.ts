/**
 * The inline scripts of the HTML, built from src/html/earlyStart.ts with the same settings as the bundle (the same
 * `VITE_*` variables, the same modules holding the rules), so they can never drift from what the app does: `head`
 * starts the start-up, `body` (src/html/prerenderedPages.ts) ends the HTML of a prerendered page.
 */
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { build, type PluginOption, type Rolldown } from 'vite';

const ENTRY_ID = '\0labsight-inline-script';

export type InlineScript = { code: string; hash: string };
export type InlineScripts = { head: InlineScript; body: InlineScript };

/** What each script runs: functions, and the modules that export them. */
const ENTRY_FUNCTIONS = {
  head: [
    ['earlyStart', '@/html/earlyStart'],
    ['recordEarlyTaps', '@/html/earlyTaps'],
  ],
  body: [['showPageAndLoadApp', '@/html/prerenderedPages']],
} as const;

/** The CSP source of an inline script: `sha256-…` of its exact text. */
function sha256Source(code: string): string {
  return `sha256-${createHash('sha256').update(code).digest('base64')}`;
}

/** `plugins`: what the modules need besides the alias (the `virtual:site-settings` plugin). */
export async function buildInlineScripts(
  root: string,
  mode: string,
  envDir: string,
  plugins: PluginOption[] = [],
): Promise<InlineScripts> {
  const [head, body] = await Promise.all([
    buildInlineScript(ENTRY_FUNCTIONS.head, root, mode, envDir, plugins),
    buildInlineScript(ENTRY_FUNCTIONS.body, root, mode, envDir, plugins),
  ]);
  return { head, body };
}

async function buildInlineScript(
  calls: readonly (readonly [string, string])[],
  root: string,
  mode: string,
  envDir: string,
  plugins: PluginOption[],
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
        name: 'labsight:inline-script-entry',
        resolveId: (id) => (id === ENTRY_ID ? id : null),
        load: (id) =>
          id === ENTRY_ID
            ? calls.map(([name, module]) => `import { ${name} } from '${module}';\n${name}();\n`).join('')
            : null,
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
  if (!chunk)
    throw new Error(`building the inline script for ${calls.map(([name]) => name).join(', ')} failed`);
  const code = chunk.code.trim();
  return { code, hash: sha256Source(code) };
}
