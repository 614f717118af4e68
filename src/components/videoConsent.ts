/** The visitor's "always allow" for the demo video: anything stored that is not exactly a consent record is none. */
type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export const VIDEO_CONSENT_KEY = 'videoConsent';

/** How long an "always allow" holds before the visitor is asked again; the privacy notice states it. */
export const VIDEO_CONSENT_MONTHS = 12;

/** Raised in this tab on every change; other tabs hear the `storage` event. */
const CHANGE_EVENT = 'labsight:video-consent';

type ConsentRecord = { allowed: true; at: number };

const changed = () => window.dispatchEvent(new Event(CHANGE_EVENT));

function remove(storage: KeyValueStorage | null): void {
  try {
    storage?.removeItem(VIDEO_CONSENT_KEY);
  } catch {
    // A storage that fails holds nothing we rely on.
  }
}

/** Whether a consent given at `at` still holds at `now`: for VIDEO_CONSENT_MONTHS calendar months. */
export function videoConsentHolds(at: number, now: number): boolean {
  const expires = new Date(at);
  expires.setUTCMonth(expires.getUTCMonth() + VIDEO_CONSENT_MONTHS);
  return at <= now && now < expires.getTime();
}

/** An expired record is no consent, and goes. */
export function readVideoConsent(storage: KeyValueStorage | null, now: number): boolean {
  let raw: string | null;
  try {
    raw = storage?.getItem(VIDEO_CONSENT_KEY) ?? null;
  } catch {
    return false;
  }
  if (raw === null) return false;
  try {
    const record = JSON.parse(raw) as Partial<ConsentRecord> | null;
    if (record?.allowed === true && Number.isFinite(record.at) && videoConsentHolds(record.at!, now))
      return true;
  } catch {
    // Not JSON: no consent, and the record goes.
  }
  remove(storage);
  return false;
}

export function allowVideoAlways(storage: KeyValueStorage | null, now: number): void {
  const record: ConsentRecord = { allowed: true, at: now };
  try {
    storage?.setItem(VIDEO_CONSENT_KEY, JSON.stringify(record));
  } catch {
    // Private mode or a full quota: the video still plays now; the next visit asks again.
  }
  changed();
}

export function withdrawVideoConsent(storage: KeyValueStorage | null): void {
  remove(storage);
  changed();
}

/** Calls `onChange` whenever the consent may have changed, in this tab or another. */
export function subscribeVideoConsent(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === VIDEO_CONSENT_KEY) onChange();
  };
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener('storage', onStorage);
  };
}
