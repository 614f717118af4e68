/** The sources a Content-Security-Policy (a header's or a meta tag's) gives one directive; undefined when it has none. */
export function directive(policy: string, name: string): string[] | undefined {
  return policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([each]) => each === name)
    ?.slice(1);
}
