/**
 * Chromium over its DevTools pipe, with no Runtime, Network or Log domain enabled: with Runtime on, as under Playwright
 * and Lighthouse, V8 parses React DOM's 200 KB wrapper again for the inspector's stack traces, 50-90 ms at 4x that no
 * visitor pays (docs/performance.md, "The harness's own inspector").
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../chromium.ts';

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
