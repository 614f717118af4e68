import fs from 'node:fs';
import path from 'node:path';
import { act, fireEvent } from '@testing-library/react';
import { createRoot } from 'react-dom/client';
import ts from 'typescript';
import { describe, expect, it, vi } from 'vitest';
import { ELEMENT_EVENTS, ROOT_EVENTS, withRootEvents } from '@/app/rootEvents';

/** Every `on…` attribute in the JSX under `src/`, with whether its element is a DOM one (`<button>`, not `<Button>`). */
function handlerProps(): { name: string; onDomElement: boolean; at: string }[] {
  const found: { name: string; onDomElement: boolean; at: string }[] = [];
  const files = fs
    .readdirSync('src', { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.tsx'));
  for (const file of files) {
    const source = ts.createSourceFile(
      file,
      fs.readFileSync(path.join('src', file), 'utf8'),
      ts.ScriptTarget.Latest,
    );
    const visit = (node: ts.Node): void => {
      if (ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) {
        const tag = node.tagName.getText(source);
        for (const attribute of node.attributes.properties) {
          const name = ts.isJsxAttribute(attribute) ? attribute.name.getText(source) : '';
          if (/^on[A-Z]/.test(name))
            found.push({ name, onDomElement: /^[a-z]/.test(tag), at: `${file} <${tag}>` });
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

/** The callback props the app's own components declare (`onRequestDemo?: () => void`). */
function declaredProps(): Set<string> {
  const declared = new Set<string>();
  for (const file of fs.readdirSync('src', { recursive: true, encoding: 'utf8' })) {
    if (!/\.tsx?$/.test(file)) continue;
    for (const [, name] of fs.readFileSync(path.join('src', file), 'utf8').matchAll(/\b(on[A-Z]\w*)\??:/g)) {
      declared.add(name!);
    }
  }
  return declared;
}

describe('the events React listens to at the root', () => {
  it('has an entry for every handler a DOM element or a component is given under src/', () => {
    const known = new Set<string>([...Object.keys(ROOT_EVENTS), ...ELEMENT_EVENTS]);
    const declared = declaredProps();
    const props = handlerProps();
    expect(props.map((prop) => prop.name)).toContain('onClick');
    // On a DOM element React itself handles the prop; on a component it is either the component's own callback or
    // passed through to a DOM element (a `<Button onClick>`), where it needs an entry too.
    const missing = props.filter(
      ({ name, onDomElement }) => !known.has(name) && (onDomElement || !declared.has(name)),
    );
    expect(
      missing,
      'add these to ROOT_EVENTS in src/app/rootEvents.ts, with the events React needs for them',
    ).toEqual([]);
  });

  it('lets React handle the listed events and no others, and leaves the root as it was', async () => {
    const root = document.createElement('div');
    document.body.append(root);
    const onClick = vi.fn();
    const onPointerDown = vi.fn();
    const reactRoot = withRootEvents(root, () => createRoot(root));
    await act(async () =>
      reactRoot.render(
        <button type="button" onClick={onClick} onPointerDown={onPointerDown}>
          tap
        </button>,
      ),
    );
    const button = root.querySelector('button')!;
    fireEvent.pointerDown(button);
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
    expect(onPointerDown).not.toHaveBeenCalled();
    expect(Object.hasOwn(root, 'addEventListener')).toBe(false);
    const later = vi.fn();
    root.addEventListener('pointerdown', later);
    fireEvent.pointerDown(button);
    expect(later).toHaveBeenCalledOnce();
    act(() => reactRoot.unmount());
    root.remove();
  });

  it('leaves the root as it was when creating the React root throws', () => {
    const root = document.createElement('div');
    expect(() =>
      withRootEvents(root, () => {
        throw new Error('no root');
      }),
    ).toThrow('no root');
    expect(Object.hasOwn(root, 'addEventListener')).toBe(false);
  });
});
