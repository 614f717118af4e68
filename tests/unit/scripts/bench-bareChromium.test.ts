import { describe, expect, it } from 'vitest';
import { pipeMessages } from '../../../scripts/bench/lib/bareChromium.ts';

describe("Chromium's DevTools pipe", () => {
  it('reads each NUL-terminated message, and keeps an unfinished one for the next chunk', () => {
    const { messages, rest } = pipeMessages(
      '{"id":1,"result":{}}\0{"method":"Page.loadEventFired","sessionId":"S"}\0{"id":2,',
    );
    expect(messages).toEqual([
      { id: 1, result: {} },
      { method: 'Page.loadEventFired', sessionId: 'S' },
    ]);
    expect(rest).toBe('{"id":2,');
    expect(pipeMessages(`${rest}"result":{"ok":true}}\0`)).toEqual({
      messages: [{ id: 2, result: { ok: true } }],
      rest: '',
    });
  });

  it('has nothing to read before the first message ends', () => {
    expect(pipeMessages('{"id":3')).toEqual({ messages: [], rest: '{"id":3' });
  });
});
