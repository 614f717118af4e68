/** An address and the fields of its answer the chain reads. */
export type GeoService = {
  /** In the error a non-OK answer raises ('Primary API failed'). */
  name: string;
  /** An absolute http(s) URL, or a path on this site such as `/geo`. */
  url: string;
  codeField: string;
  /** Null for a service that answers with the code only. */
  nameField: string | null;
};

export type GeoAnswer = { country: string; countryCode: string };

function field(body: unknown, name: string | null): unknown {
  return name !== null && typeof body === 'object' && body !== null
    ? (body as Record<string, unknown>)[name]
    : undefined;
}

/** Null without a usable country code (ipapi.co answers a rate-limited request with 200 and `{ error }`). */
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
