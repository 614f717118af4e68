/**
 * Chromium over its DevTools pipe, with no Runtime, Network or Log domain enabled: with Runtime on, as under Playwright
 * and Lighthouse, V8 parses React DOM's 200 KB wrapper again for the inspector's stack traces, 50-90 ms at 4x that no
 * visitor pays (lab/README.md, "A browser like a visitor's").
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../scripts/chromium.ts';

type Message = {
  id?: number;
  method?: string;
  params?: unknown;
  result?: unknown;
  error?: unknown;
  sessionId?: string;
};

/** Splits the pipe's NUL-terminated messages: the complete ones, and what is left of an incomplete last one. */
export function pipeMessages(buffered: string): { messages: Message[]; rest: string } {
  const parts = buffered.split('\0');
  const rest = parts.pop() ?? '';
  return { messages: parts.map((part) => JSON.parse(part) as Message), rest };
}

export type BareChromium = {
  send<T = Record<string, unknown>>(method: string, params?: object, sessionId?: string): Promise<T>;
  /** Resolves with the params of the next event `method` of `sessionId`. */
  next<T = unknown>(method: string, sessionId: string): Promise<T>;
  close(): Promise<void>;
};

export async function launchBareChromium(): Promise<BareChromium> {
  const profile = await mkdtemp(join(tmpdir(), 'bare-chromium-'));
  const child: ChildProcess = spawn(
    CHROMIUM_PATH,
    [...CHROMIUM_FLAGS, '--remote-debugging-pipe', `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'] },
  );
  const toChromium = child.stdio[3] as Writable;
  const fromChromium = child.stdio[4] as Readable;
  const pending = new Map<
    number,
    { done: (value: never) => void; fail: (error: Error) => void; method: string }
  >();
  const waiters: { method: string; sessionId: string; done: (params: never) => void }[] = [];
  let buffered = '';
  let lastId = 0;
  fromChromium.setEncoding('utf8');
  fromChromium.on('data', (chunk: string) => {
    const { messages, rest } = pipeMessages(buffered + chunk);
    buffered = rest;
    for (const message of messages) {
      if (message.id !== undefined) {
        const call = pending.get(message.id);
        pending.delete(message.id);
        if (message.error) call?.fail(new Error(`${call.method}: ${JSON.stringify(message.error)}`));
        else call?.done(message.result as never);
        continue;
      }
      const index = waiters.findIndex(
        (w) => w.method === message.method && w.sessionId === message.sessionId,
      );
      if (index >= 0) waiters.splice(index, 1)[0]!.done(message.params as never);
    }
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  void exited.then(() => {
    for (const call of pending.values()) call.fail(new Error(`Chromium exited during ${call.method}`));
  });
  return {
    send: (method, params = {}, sessionId) =>
      new Promise((done, fail) => {
        lastId += 1;
        pending.set(lastId, { done, fail, method });
        toChromium.write(`${JSON.stringify({ id: lastId, method, params, sessionId })}\0`);
      }),
    next: (method, sessionId) => new Promise((done) => waiters.push({ method, sessionId, done })),
    // Asked to close rather than killed: the binary may be a wrapper script, and killing that leaves Chromium running.
    close: async () => {
      const asked = new Promise<void>((done) => {
        lastId += 1;
        pending.set(lastId, { done: () => done(), fail: () => done(), method: 'Browser.close' });
        toChromium.write(`${JSON.stringify({ id: lastId, method: 'Browser.close' })}\0`);
      });
      const killLater = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await asked;
      await exited;
      clearTimeout(killLater);
      toChromium.destroy();
      fromChromium.destroy();
      await rm(profile, { recursive: true, force: true });
    },
  };
}

/** A page in a fresh browser context: a visitor's 412 px phone with touch, the CPU slowed, `init` before any script. */
export type Tab = {
  send<T = Record<string, unknown>>(method: string, params?: object): Promise<T>;
  next<T = unknown>(method: string): Promise<T>;
  /** The value of `expression` in the page, awaited; one evaluation, with no domain enabled for it. */
  evaluate<T>(expression: string): Promise<T>;
  /** Navigates and resolves at the load event. */
  load(url: string): Promise<void>;
  close(): Promise<void>;
};

const TAB_TIMEOUT_MS = 60_000;

const timeout = (ms: number, what: string) =>
  new Promise<never>((_, fail) =>
    setTimeout(() => fail(new Error(`${what}: no answer in ${ms} ms`)), ms).unref(),
  );

export async function openTab(
  chromium: BareChromium,
  { cpuSlowdown, init }: { cpuSlowdown: number; init: string },
): Promise<Tab> {
  const { browserContextId } = await chromium.send<{ browserContextId: string }>(
    'Target.createBrowserContext',
  );
  const dispose = () => chromium.send('Target.disposeBrowserContext', { browserContextId });
  let sessionId = '';
  const send = <T>(method: string, params: object = {}) => chromium.send<T>(method, params, sessionId);
  try {
    const { targetId } = await chromium.send<{ targetId: string }>('Target.createTarget', {
      url: 'about:blank',
      browserContextId,
    });
    ({ sessionId } = await chromium.send<{ sessionId: string }>('Target.attachToTarget', {
      targetId,
      flatten: true,
    }));
    await send('Page.enable');
    await send('Emulation.setDeviceMetricsOverride', {
      width: 412,
      height: 823,
      deviceScaleFactor: 1,
      mobile: true,
    });
    await send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 1 });
    // A headless tab is not focused, so it would paint no caret and no focus ring; a visitor's tab is (as in Playwright).
    await send('Emulation.setFocusEmulationEnabled', { enabled: true });
    await send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await send('Page.addScriptToEvaluateOnNewDocument', { source: init });
  } catch (error) {
    await dispose();
    throw error;
  }
  return {
    send,
    next: (method) => chromium.next(method, sessionId),
    evaluate: async <T>(expression: string) => {
      const answer = await Promise.race([
        send<{
          result: { value: T };
          exceptionDetails?: { exception?: { description?: string }; text: string };
        }>('Runtime.evaluate', { expression, awaitPromise: true, returnByValue: true }),
        timeout(TAB_TIMEOUT_MS, `evaluating ${expression.slice(0, 80)}`),
      ]);
      if (answer.exceptionDetails) {
        const { exception, text } = answer.exceptionDetails;
        throw new Error(exception?.description ?? text);
      }
      return answer.result.value;
    },
    load: async (url) => {
      const loaded = chromium.next('Page.loadEventFired', sessionId);
      await send('Page.navigate', { url });
      await Promise.race([loaded, timeout(TAB_TIMEOUT_MS, `loading ${url}`)]);
    },
    close: async () => {
      await dispose();
    },
  };
}
