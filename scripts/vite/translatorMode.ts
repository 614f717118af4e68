/** Translator mode, dev server only: it answers only the server's own pages and changes only existing texts. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { LANGUAGES } from '../../src/languages.ts';
import {
  TRANSLATOR_ENDPOINT,
  TRANSLATOR_SAVE,
  TRANSLATOR_STRINGS,
} from '../../src/dev/translatorProtocol.ts';
import { SOURCE_LANGUAGE } from '../i18n-check/parse.ts';
import { readStrings, saveStrings, type LocaleFiles } from '../translator/strings.ts';

export const TRANSLATOR_CLIENT = '/src/dev/translatorMode.ts';
const MAX_BODY = 1 << 20;

/** The locales the app imports: `locales/`, or another folder a config aliases them to (the dev tests' copy). */
async function localeFiles(server: ViteDevServer): Promise<LocaleFiles> {
  const { root } = server.config;
  const resolved = await server.environments.client.pluginContainer.resolveId(
    `../../locales/${SOURCE_LANGUAGE}/common.json`,
    path.join(root, 'src/i18n/resources.ts'),
  );
  if (!resolved) throw new Error('translator mode: the locale files cannot be found');
  return { localesDir: path.dirname(path.dirname(resolved.id)), rootDir: root, languages: LANGUAGES };
}

async function bodyOf(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    chunks.push(chunk);
    if ((size += chunk.length) > MAX_BODY) throw new RangeError('the request is too large');
  }
  return JSON.parse(Buffer.concat(chunks).toString('utf8'));
}

function send(response: ServerResponse, status: number, body: unknown): void {
  response.statusCode = status;
  response.setHeader('Content-Type', 'application/json; charset=utf-8');
  response.setHeader('Cache-Control', 'no-store');
  response.end(JSON.stringify(body));
}

export function translatorMode(): Plugin {
  return {
    name: 'labsight:translator-mode',
    apply: 'serve',
    transformIndexHtml(_html, { originalUrl }) {
      if (originalUrl === undefined) {
        // Under the Cloudflare plugin the HTML comes without the request's address: the page checks `?translate`.
        const load = `if (new URLSearchParams(location.search).has('translate')) import(${JSON.stringify(TRANSLATOR_CLIENT)});`;
        return [{ tag: 'script', attrs: { type: 'module' }, children: load, injectTo: 'body' }];
      }
      if (!new URL(originalUrl, 'http://dev.invalid').searchParams.has('translate')) return;
      return [{ tag: 'script', attrs: { type: 'module', src: TRANSLATOR_CLIENT }, injectTo: 'body' }];
    },
    configureServer(server) {
      let locales: Promise<LocaleFiles> | undefined;
      const own = `${server.config.server.https ? 'https' : 'http'}://`;
      server.middlewares.use(async (request, response, next) => {
        const [pathname = ''] = (request.url ?? '').split('?');
        if (!pathname.startsWith(`${TRANSLATOR_ENDPOINT}/`)) return next();
        const { method, headers } = request;
        // A write must come from the server's own page (browsers send the `Origin` of any POST), a read from it or
        // from no page. The host is the server's own: Vite refuses other host names, which stops DNS rebinding.
        const ownPage = headers.origin === `${own}${headers.host}`;
        if (!ownPage && (method !== 'GET' || headers.origin !== undefined))
          return send(response, 403, { error: 'translator mode answers only its own dev server’s pages' });
        const read = method === 'GET' && pathname === TRANSLATOR_STRINGS;
        const write = method === 'POST' && pathname === TRANSLATOR_SAVE;
        if (!read && !write) return send(response, 404, { error: `no ${method} ${pathname}` });
        if (write && !headers['content-type']?.startsWith('application/json'))
          return send(response, 415, { error: 'expected application/json' });
        try {
          locales ??= localeFiles(server);
          if (read) return send(response, 200, readStrings(await locales));
          const { status, body } = saveStrings(await bodyOf(request), await locales);
          send(response, status, body);
        } catch (error) {
          const badRequest = error instanceof SyntaxError || error instanceof RangeError;
          send(response, badRequest ? 400 : 500, { error: (error as Error).message });
        }
      });
    },
  };
}
