import { vi } from 'vitest';
import { config } from '@/config';
import type { DetectLocationDeps } from '@/location/detectLocation';
import type { GeoService } from '@/location/services';
import type { KeyValueStorage } from '@/location/types';

export const PRIMARY = 'https://geo-primary.test/json/';
export const SECONDARY = 'https://geo-secondary.test/json/';
export const FALLBACK = 'https://geo-fallback.test/';

const service = (name: string, url: string, codeField: string, nameField: string | null): GeoService => ({
  name,
  url,
  codeField,
  nameField,
});
/** Services in the spec's shapes: the primary's `country_name`/`country_code`, the secondary's `country`/`countryCode`. */
export const primaryService = (url = PRIMARY) => service('Primary', url, 'country_code', 'country_name');
export const secondaryService = (url = SECONDARY) => service('Secondary', url, 'countryCode', 'country');
/** A service that answers `{ country }` with the code only, as api.country.is does. */
export const fallbackService = (url = FALLBACK) => service('Fallback', url, 'country', null);
/** The location cache's lifetime, from config: a record this old has expired. */
export const TTL_MS = config.locationCacheTtlMs;
export const NOW = 1_700_000_000_000;

/** An in-memory Web Storage whose contents a test can read. */
export function memoryStorage(
  initial: Record<string, string> = {},
): KeyValueStorage & { data: Record<string, string> } {
  const data = { ...initial };
  return {
    data,
    getItem: (key) => (key in data ? data[key]! : null),
    setItem: (key, value) => {
      data[key] = String(value);
    },
    removeItem: (key) => {
      delete data[key];
    },
  };
}

/** A Web Storage that refuses every call, as a browser with storage switched off does. */
export function refusingStorage(): KeyValueStorage {
  const denied = () => {
    throw new DOMException('denied', 'SecurityError');
  };
  return { getItem: denied, setItem: denied, removeItem: denied };
}

export function jsonResponse(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

export type Answer = Response | Error | 'hang';

/**
 * A fetch that answers each URL from a table. 'hang' never answers until the request's signal aborts, as a real
 * request to a silent server would.
 */
export function fetchStub(answers: Record<string, Answer>) {
  return vi.fn((input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const answer = answers[String(input)];
    if (answer === undefined) return Promise.reject(new TypeError(`unexpected request to ${String(input)}`));
    if (answer === 'hang') {
      return new Promise((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      });
    }
    return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer.clone());
  });
}

export function chainDeps(overrides: Partial<DetectLocationDeps> = {}): DetectLocationDeps {
  return {
    fetch: fetchStub({}),
    storage: memoryStorage(),
    now: () => NOW,
    services: [primaryService(), secondaryService()],
    cacheKey: 'userLocation',
    ttlMs: TTL_MS,
    timeoutMs: 5000,
    defaultLocation: { country: 'Slovenia', countryCode: 'SI', language: 'sl' },
    pageProtocol: 'https:',
    logger: { info: vi.fn(), warn: vi.fn() },
    ...overrides,
  };
}
