/** A `mailto:` URL read back, two ways, by the tests of what the visitor's mail client receives. */

/** As RFC 6068 mail clients read it: split on the first `?` and on `&`, each part percent-decoded (no `+` as space). */
export function decodeMailto(href: string): { to: string; params: Record<string, string>; query: string } {
  if (!href.startsWith('mailto:')) throw new Error(`not a mailto: URL: ${href}`);
  const [address, query = ''] = href.slice('mailto:'.length).split(/\?(.*)/s) as [string, string?];
  const params = Object.fromEntries(
    query.split('&').map((pair) => {
      const [name = '', value = ''] = pair.split('=');
      return [name, decodeURIComponent(value)];
    }),
  );
  return { to: decodeURIComponent(address), params, query };
}

/** As WHATWG URL reads it, which some clients use (there `+` would mean a space). */
export function decodeMailtoAsUrl(href: string): { to: string; subject: string | null; body: string | null } {
  const url = new URL(href);
  return {
    to: decodeURIComponent(url.pathname),
    subject: url.searchParams.get('subject'),
    body: url.searchParams.get('body'),
  };
}
