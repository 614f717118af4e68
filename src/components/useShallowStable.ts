import { useState } from 'react';

function shallowEqual(a: object, b: object): boolean {
  const keys = Object.keys(a);
  return (
    keys.length === Object.keys(b).length &&
    keys.every(
      (key) => Object.hasOwn(b, key) && Object.is(a[key as keyof typeof a], b[key as keyof typeof b]),
    )
  );
}

/** One object for as long as each of its keys holds the same value (`Object.is`), however often it is rebuilt. */
export function useShallowStable<T extends object>(value: T): T {
  const [kept, setKept] = useState(value);
  const same = shallowEqual(kept, value);
  if (!same) setKept(value);
  return same ? kept : value;
}
