/**
 * The IP-geolocation services the chain asks, in order. Each one names the fields it answers with; everything else
 * in its answer is ignored (the spec leaves it open).
 */
export type GeoAnswer = { country: string; countryCode: string };

export type GeoService = {
  /** Shown in logs. */
  name: string;
  url: string;
  /** The message of the Error raised when the service answers with a non-OK status. */
  nonOkMessage: string;
  /** The country named in the answer, or null when the answer lacks a usable country code. */
  read: (body: unknown) => GeoAnswer | null;
};

function field(body: unknown, name: string): unknown {
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : undefined;
}

function answer(country: unknown, countryCode: unknown): GeoAnswer | null {
  if (typeof countryCode !== 'string' || !/^[A-Za-z]{2}$/.test(countryCode.trim())) return null;
  const code = countryCode.trim().toUpperCase();
  return { country: typeof country === 'string' && country.trim() !== '' ? country.trim() : code, countryCode: code };
}

/** ipapi.co-style answer: `{ country_name, country_code }`. A rate-limited call answers 200 `{ error, reason }`. */
export function primaryService(url: string): GeoService {
  return {
    name: 'primary',
    url,
    nonOkMessage: 'Primary API failed',
    read: (body) => answer(field(body, 'country_name'), field(body, 'country_code')),
  };
}

/** ip-api.com-style answer: `{ country, countryCode }`. */
export function secondaryService(url: string): GeoService {
  return {
    name: 'secondary',
    url,
    nonOkMessage: 'Secondary API failed',
    read: (body) => answer(field(body, 'country'), field(body, 'countryCode')),
  };
}
