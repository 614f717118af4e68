import { expect, it } from 'vitest';
import { buildClassName } from '../../../scripts/vite/classNames';

it("a CSS module's class name is its own name and a short tag of its file, the same in every build and when asked for again", () => {
  const named = buildClassName('/repo');
  const name = named('lead', '/repo/src/sections/Hero.module.css');
  expect(named('lead', '/repo/src/sections/Hero.module.css')).toBe(name);
  expect(name).toMatch(/^lead_[\w-]{3}$/);
  expect(buildClassName('/elsewhere')('lead', '/elsewhere/src/sections/Hero.module.css')).toBe(name);
  expect(buildClassName('/repo')('lead', '/repo/src/sections/Hero.module.css?used')).toBe(name);
  expect(buildClassName('/repo')('lead', '/repo/src/sections/Card.module.css')).not.toBe(name);
});

it('fails the build, naming both files, when two files would share a class name', () => {
  const seen = new Map<string, string>();
  let clash: [string, string] | undefined;
  for (let index = 0; clash === undefined; index++) {
    const file = `f${index}.module.css`;
    const tag = buildClassName('/repo')('x', `/repo/${file}`);
    const earlier = seen.get(tag);
    if (earlier === undefined) seen.set(tag, file);
    else clash = [earlier, file];
  }
  const [first, second] = clash;
  const name = buildClassName('/repo');
  name('x', `/repo/${first}`);
  expect(() => name('x', `/repo/${second}`)).toThrow(`${second} and ${first} both name a class`);
  expect(() => name('y', `/repo/${second}`)).not.toThrow();
});
