import { describe, expect, it } from 'vitest';
import { pipeMessages } from '../lib/bareChromium.ts';
import { keyOf } from '../lib/interactions.ts';

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

describe("the interactions' keyboard", () => {
  it('sends each character a visitor types with its US key, so Event Timing pairs its keydown and keyup', () => {
    expect(keyOf('a')).toEqual({ key: 'a', code: 'KeyA', windowsVirtualKeyCode: 65, text: 'a' });
    expect(keyOf('L')).toEqual({ key: 'L', code: 'KeyL', windowsVirtualKeyCode: 76, text: 'L' });
    expect(keyOf('7')).toMatchObject({ code: 'Digit7', windowsVirtualKeyCode: 55, text: '7' });
    expect(keyOf('@')).toMatchObject({ code: 'Digit2', windowsVirtualKeyCode: 50, text: '@' });
    expect(keyOf(' ')).toMatchObject({ code: 'Space', windowsVirtualKeyCode: 32, text: ' ' });
  });

  it('sends Escape with no text, and refuses a character it has no key for', () => {
    expect(keyOf('Escape')).toEqual({ key: 'Escape', code: 'Escape', windowsVirtualKeyCode: 27 });
    expect(() => keyOf('č')).toThrow(/no key/);
  });
});
