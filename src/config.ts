/** Every business constant of the site, so components and the location chain never hard-code one. */
import { settings } from 'virtual:site-settings';
import { locationConfig } from '@/location/locationConfig';
import { CONTACT_EMAIL, VIDEO_EMBED_ORIGIN } from '@/siteSettings';

export const config = {
  ...locationConfig,
  siteUrl: settings.siteUrl,
  /** Null: demo requests open a `mailto:`. */
  demoRequestEndpoint: settings.demoRequestEndpoint,
  demoRequestTimeoutMs: 15_000,
  /** Shown before any language is known, so it cannot come from a locale file. */
  loadingText: 'Loading...',
  contactEmail: CONTACT_EMAIL,
  /** True: the video frame waits for the visitor's click or "always allow". */
  videoConsent: settings.videoConsent,
  mailboxProvider: settings.mailboxProvider,
  /** Embedded from YouTube's privacy-enhanced host; it must start muted, or browsers refuse to autoplay it. */
  demoVideoId: 'LkYMQ3Hq5uE',
  demoVideoEmbedBase: `${VIDEO_EMBED_ORIGIN}/embed/`,
  demoVideoParams: 'autoplay=1&mute=1',
} as const;

export function demoVideoSrc(): string {
  return `${config.demoVideoEmbedBase}${config.demoVideoId}?${config.demoVideoParams}`;
}

// Apart from `config`, so each is bundled only where it is read.

/** sessionStorage: a demo-dialog click that a redeploy interrupted, replayed after the reload if it is recent. */
export const demoRequestNote = { key: 'demoDialogRequested', keptMs: 60_000 } as const;

/** sessionStorage: when the page last reloaded into a new build, so a broken deploy cannot loop. */
export const staleBuildReload = { key: 'staleBuildReloadAt', retryMs: 60_000 } as const;

/** Within how many working days the team answers a demo request: the dialog's confirmation promises it. */
export const demoReplyWorkingDays = 2;

/** D1 Time Travel's window for the account's plan (`VITE_D1_TIME_TRAVEL_DAYS`): the privacy notice states it. */
export const timeTravelDays = settings.timeTravelDays;
