import type { ReactNode } from 'react';
import { Trans } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Link } from 'react-router-dom';
import { config } from '@/config';
import { FIELD_SPECS, FIELDS } from '@/features/demo-request/contract';
import { formatDuration, type Duration } from './duration';
import { PROVIDERS, type ProviderId } from './providers';
import { DEMO_VIDEO_PAGE, type Recipient } from './recipients';

const HOURS = config.locationCacheTtlMs / 3_600_000;

/** Literal keys, so the locale check sees each one used: one set per registry entry. */
export const ROLE_TEXT = {
  processor: 'roles.processor',
  jointController: 'roles.jointController',
  controller: 'roles.controller',
} as const;
export const SAFEGUARD_TEXT = {
  eea: 'safeguards.eea',
  eeaWithUsProcessing: 'safeguards.eeaWithUsProcessing',
  dpfAndScc: 'safeguards.dpfAndScc',
  scc: 'safeguards.scc',
  none: 'safeguards.none',
} as const;
export const PROVIDER_TEXT = {
  cloudflare: {
    receives: null,
    answers: 'providers.cloudflare.answers',
    retention: 'providers.cloudflare.retention',
  },
  ipapi: {
    receives: 'providers.ipapi.receives',
    answers: 'providers.ipapi.answers',
    retention: 'providers.ipapi.retention',
  },
  countryIs: {
    receives: 'providers.countryIs.receives',
    answers: 'providers.countryIs.answers',
    retention: 'providers.countryIs.retention',
  },
  youtube: {
    receives: 'providers.youtube.receives',
    answers: 'providers.youtube.answers',
    retention: 'providers.youtube.retention',
  },
  // A mailbox receives and keeps what the delivery sends it: the entry's sentences come from the recipient's kind.
  googleWorkspace: { receives: null, answers: 'providers.googleWorkspace.answers', retention: null },
  microsoft365: { receives: null, answers: 'providers.microsoft365.answers', retention: null },
} as const satisfies Record<ProviderId, Record<'receives' | 'answers' | 'retention', string | null>>;

export type Texts = {
  name: string;
  receives: ReactNode;
  answers?: ReactNode;
  why: ReactNode;
  when: ReactNode;
  /** Where the kind decides it rather than the registry entry. */
  retention?: ReactNode;
  /** The essence of a joint controllers' arrangement (GDPR Art. 26(2)). */
  arrangement?: ReactNode;
};

/** A recipient's sentences, by its kind: what it receives, why, when, and what the kind decides of its retention. */
export function recipientTexts(
  recipient: Recipient,
  {
    t,
    language,
    to,
    requestKept,
  }: { t: TFunction<'privacy'>; language: string; to: (path: string) => string; requestKept: Duration },
): Texts {
  const fields = new Intl.ListFormat(language, { type: 'conjunction' }).format(
    // What the demo form collects, in the words its contract gives each field.
    FIELDS.map((field) => t(FIELD_SPECS[field].notice)),
  );
  const basis = (id: ProviderId | null) =>
    id && PROVIDERS[id].basis === 'consent' ? t('basis.video') : null;
  const sentences = (...parts: (string | null)[]) => parts.filter(Boolean).join(' ');
  switch (recipient.kind) {
    case 'host':
      return {
        name: t('recipients.host.name'),
        receives: sentences(
          t('recipients.host.receives'),
          recipient.geo ? t('recipients.host.geo', { address: config.geoServices[0].url }) : null,
          recipient.demoRequests ? t('recipients.host.demoRequests', { fields }) : null,
        ),
        answers: t(PROVIDER_TEXT.cloudflare.answers),
        why: `${t('recipients.host.why')} ${t('basis.hosting')}`,
        when: t('recipients.host.when'),
      };
    case 'geo':
      return {
        name: t(recipient.id ? 'recipients.geo.name' : 'recipients.local.name', {
          origin: recipient.origin,
        }),
        receives: recipient.id
          ? t(PROVIDER_TEXT[recipient.id].receives ?? 'recipients.host.receives')
          : t('recipients.local.receives'),
        answers: recipient.id ? t(PROVIDER_TEXT[recipient.id].answers) : undefined,
        why: `${t('recipients.geo.why')} ${t('basis.language')}`,
        when: sentences(
          t('recipients.geo.when', { hours: HOURS }),
          recipient.first ? null : t('recipients.geo.order'),
          recipient.plainHttp ? t('recipients.geo.plainHttp') : null,
        ),
      };
    case 'video':
      return {
        name: t('recipients.video.name', { origin: recipient.origin }),
        receives: t(PROVIDER_TEXT.youtube.receives),
        answers: t(PROVIDER_TEXT.youtube.answers),
        arrangement: t('providers.youtube.arrangement'),
        why: `${t('recipients.video.why')} ${recipient.afterConsent ? basis(recipient.id) : t('basis.videoNoConsent')}`,
        when: (
          <Trans
            t={t}
            i18nKey={recipient.afterConsent ? 'recipients.video.when' : 'recipients.video.whenNoConsent'}
            components={{ page: <Link to={to(DEMO_VIDEO_PAGE)} /> }}
          />
        ),
      };
    case 'endpoint':
      return {
        name: t(recipient.id ? 'recipients.endpoint.name' : 'recipients.local.name', {
          origin: recipient.origin,
        }),
        receives: recipient.id
          ? t('recipients.endpoint.receives', { fields })
          : t('recipients.local.receives'),
        why: `${t('recipients.endpoint.why')} ${t('basis.demo')}`,
        when: t('recipients.endpoint.when'),
      };
    case 'mailbox':
      return {
        name: t('recipients.mailbox.name'),
        receives: t(
          recipient.notification ? 'recipients.mailbox.notification' : 'recipients.mailbox.receives',
        ),
        answers: recipient.id ? t(PROVIDER_TEXT[recipient.id].answers) : undefined,
        why: `${t('recipients.mailbox.why')} ${t('basis.demo')}`,
        when: t('recipients.mailbox.when'),
        retention: recipient.notification
          ? t('recipients.mailbox.retentionNotification')
          : t('recipients.mailbox.retentionMessage', { kept: formatDuration(t, requestKept) }),
      };
    case 'mailClient':
      return {
        name: t('recipients.mailClient.name'),
        receives: t('recipients.mailClient.receives', { email: recipient.email }),
        why: `${t('recipients.mailClient.why')} ${t('basis.demo')}`,
        when: t('recipients.mailClient.when'),
      };
  }
}
