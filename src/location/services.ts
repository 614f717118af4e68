/**
 * The IP-geolocation services the chain asks, in order, are data: an address plus the fields of its JSON answer that
 * hold the country code and name. Everything else in an answer is ignored (the spec leaves it open). The list comes
 * from configuration (`src/siteSettings.ts`), so a service can be swapped without touching the chain.
 */
export type GeoService = {
  /** 'Primary', 'Secondary', 'Fallback': shown in logs, and in the error a non-OK answer raises ('Primary API failed'). */
  name: string;
  /** An absolute http(s) URL, or a path on this site such as `/geo` (the edge worker's same-origin endpoint). */
  url: string;
  /** The answer's field that holds the ISO 3166-1 alpha-2 country code. */
  codeField: string;
  /** The answer's field that holds the country's name, or null for a service that answers with the code only. */
  nameField: string | null;
};

export type GeoAnswer = { country: string; countryCode: string };

function field(body: unknown, name: string | null): unknown {
  return name !== null && typeof body === 'object' && body !== null
    ? (body as Record<string, unknown>)[name]
    : undefined;
}

/**
 * The country named in a service's answer, or null when it lacks a usable country code (ipapi.co answers a
 * rate-limited request with 200 and `{ error, reason }`). Without a name, the code stands in for it.
 */
export function readGeoAnswer(service: GeoService, body: unknown): GeoAnswer | null {
  const countryCode = field(body, service.codeField);
  if (typeof countryCode !== 'string' || !/^[A-Za-z]{2}$/.test(countryCode.trim())) return null;
  const code = countryCode.trim().toUpperCase();
  const country = field(body, service.nameField);
  return {
    country: typeof country === 'string' && country.trim() !== '' ? country.trim() : code,
    countryCode: code,
  };
}
