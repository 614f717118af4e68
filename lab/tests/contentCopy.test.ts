import { parse } from 'node-html-parser';
import { describe, expect, it } from 'vitest';
import { contentCopy, LISTENER_FILE, type CopyOptions } from '../lib/contentCopy.ts';

const PAGE = `<!doctype html><html><head><script>inline()</script><link rel="modulepreload" href="/assets/a.js">
<script type="module" src="/assets/a.js"></script><style>p{}</style></head><body><div id="root"><div class="layout">
<main class="main"><section class="hero"><button>Book a demo</button><button>Play</button></section>
<section class="more"><button>Book a demo</button></section></main></div></div></body></html>`;

const OPTIONS: CopyOptions = {
  dialog: {
    html: '<dialog class="modal" open=""><button aria-label="Close">x</button><input name="email"></dialog>',
    parent: 'body > div#root > div.layout > main.main',
    index: 2,
    main: '<main class="main"><section class="hero"><button>Book a demo</button><div data-video-poster>Play</div></section><section class="more"></section></main>',
  },
  openers: ['Book a demo'],
  closeName: 'Close',
};

describe('contentCopy', () => {
  it('keeps the page, removes every script and puts the dialog, closed, where the app renders it', () => {
    const copy = parse(contentCopy(PAGE, OPTIONS));
    expect(copy.querySelectorAll('script').map((script) => script.getAttribute('src'))).toEqual([
      `/${LISTENER_FILE}`,
    ]);
    expect(copy.querySelector('link[rel="modulepreload"]')).toBeNull();
    expect(copy.querySelector('style')).not.toBeNull();
    const dialog = copy.querySelector('main.main > dialog.modal');
    expect(dialog?.hasAttribute('open')).toBe(false);
    expect(copy.querySelectorAll('main.main > *').map((element) => element.tagName)).toEqual([
      'SECTION',
      'SECTION',
      'DIALOG',
    ]);
  });

  it('marks every opener by its name and the close button, and nothing else', () => {
    const copy = parse(contentCopy(PAGE, OPTIONS));
    expect(copy.querySelectorAll('[data-copy-open]').map((button) => button.textContent)).toEqual([
      'Book a demo',
      'Book a demo',
    ]);
    expect(copy.querySelector('[data-copy-close]')?.getAttribute('aria-label')).toBe('Close');
  });

  it('refuses a page without the place or the buttons the copy needs', () => {
    expect(() => contentCopy(PAGE, { ...OPTIONS, dialog: { ...OPTIONS.dialog, parent: 'aside' } })).toThrow(
      /no aside/,
    );
    expect(() => contentCopy(PAGE, { ...OPTIONS, openers: ['Buy'] })).toThrow(/no opener named Buy/);
    expect(() => contentCopy(PAGE, { ...OPTIONS, closeName: 'Shut' })).toThrow(/no button named Shut/);
  });

  it('changes one part of the design per variant: a stylesheet after the page, or the sections past the hero', () => {
    const blur = parse(contentCopy(PAGE, { ...OPTIONS, variant: 'no backdrop blur' }));
    expect(blur.querySelector('head link[rel="stylesheet"]')?.getAttribute('href')).toBe(
      '/no-backdrop-blur.css',
    );
    const hero = parse(contentCopy(PAGE, { ...OPTIONS, variant: 'hero only' }));
    expect(hero.querySelectorAll('main.main > *').map((element) => element.classNames)).toEqual([
      'hero',
      'modal',
    ]);
    const drawn = parse(contentCopy(PAGE, { ...OPTIONS, variant: 'as drawn' }));
    expect(drawn.querySelector('[data-video-poster]')?.textContent).toBe('Play');
    expect(drawn.querySelectorAll('main.main > *').map((element) => element.tagName)).toEqual([
      'SECTION',
      'SECTION',
      'DIALOG',
    ]);
    expect(drawn.querySelector('head link[rel="stylesheet"]')).toBeNull();
  });
});
