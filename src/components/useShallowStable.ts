import { useState } from 'react';

/** One object for as long as each of its keys holds the same value (`Object.is`), however often it is rebuilt. */
export function useShallowStable<T extends object>(value: T): T {
  const [kept, setKept] = useState(value);
  const keys = Object.keys(value) as (keyof T)[];
  const same =
    keys.length === Object.keys(kept).length &&
    keys.every((key) => Object.hasOwn(kept, key) && Object.is(kept[key], value[key]));
  if (!same) setKept(value);
  return same ? kept : value;
}
