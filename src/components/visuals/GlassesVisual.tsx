import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './GlassesVisual.module.css';

type GlassesVisualProps = {
  step: string;
  instruction: string;
  status: string;
};

/**
 * The hero's product shot, drawn for the site: safety glasses with the clip-on on the right temple, its display arm
 * in front of the lens, and the step it shows there. Inline, so it paints with the page's first bytes.
 */
export function GlassesVisual({ step, instruction, status }: GlassesVisualProps) {
  const { t } = useTranslation('common');
  const lens = `${useId()}-lens`;
  return (
    <figure className={styles.visual} role="img" aria-label={t('glassesVisual.label')}>
      <svg className={styles.svg} viewBox="0 0 560 300" aria-hidden="true">
        <defs>
          <linearGradient id={lens} x1="0" y1="0" x2=".35" y2="1">
            <stop offset="0" stopColor="#e6fbf8" stopOpacity=".42" />
            <stop offset=".55" stopColor="#5fd4c6" stopOpacity=".14" />
            <stop offset="1" stopColor="#5fd4c6" stopOpacity=".3" />
          </linearGradient>
        </defs>
        {/* Strokes share their caps; each part sets its colour and width. */}
        <g fill="none" strokeLinecap="round" strokeLinejoin="round">
          {/* The temples, the shield lens with its side wings, the brow bar, the nose pads, the glare. */}
          <path d="M60 96 22 70M482 98l66-24" stroke="#3d5a74" strokeWidth="12" />
          <path
            d="M52 98c6-14 190-20 214-8 22-12 206-8 218 6l-6 82c-4 46-48 66-96 60-40-4-66-24-84-52-8-12-26-12-34 0-18 30-50 52-96 52-48 0-84-28-90-74z"
            fill={`url(#${lens})`}
            stroke="#d8e4ee"
            strokeWidth="5"
          />
          <path
            d="M52 98c-12 6-22 24-18 50 2 16 10 30 22 40M484 98c10 8 16 26 12 50-2 16-8 28-18 38"
            stroke="#d8e4ee"
            strokeWidth="4"
          />
          <path d="M58 96c40-12 380-16 424 0" stroke="#d8e4ee" strokeWidth="10" />
          <path d="M250 172c4-12 28-12 32 0" stroke="#8fa6bb" strokeWidth="5" />
          <path d="M86 118l70-6M96 134l32-3" stroke="#fff" strokeOpacity=".4" strokeWidth="5" />
          {/* What the display arm shows in the right lens: the step, its text and its progress. */}
          <rect
            x="322"
            y="118"
            width="116"
            height="62"
            rx="10"
            fill="#0b6e6e"
            fillOpacity=".55"
            stroke="#5fd4c6"
          />
          <path d="M337 133h38M335 170h36" stroke="#5fd4c6" strokeWidth="6" />
          <path d="M337 148h82" stroke="#e6fbf8" strokeOpacity=".9" strokeWidth="6" />
          <path d="M337 160h58" stroke="#e6fbf8" strokeOpacity=".55" strokeWidth="6" />
          {/* The clip-on on the near temple: camera forward, microphone grille, status light, display arm. */}
          <g transform="rotate(-20 500 86)" strokeWidth="3">
            <rect x="452" y="68" width="104" height="34" rx="12" fill="#1f3447" stroke="#5fd4c6" />
            <circle cx="470" cy="85" r="9" fill="#0f1c2a" stroke="#8fa6bb" />
            <path d="M494 80h34M494 90h24" stroke="#8fa6bb" strokeDasharray="1 5" />
            <path d="M470 85h0M542 85h0" stroke="#5fd4c6" strokeWidth="7" />
          </g>
          <path d="M462 110c-6 4-12 6-18 6" stroke="#5fd4c6" strokeWidth="4" />
          <rect
            x="430"
            y="108"
            width="20"
            height="16"
            rx="4"
            fill="#1f3447"
            stroke="#5fd4c6"
            strokeWidth="2"
          />
        </g>
      </svg>
      <div className={styles.hud} aria-hidden="true">
        <span className={styles.step}>{step}</span>
        <span className={styles.instruction}>{instruction}</span>
        <span className={styles.status}>
          <span className={styles.pulse} />
          {status}
        </span>
      </div>
    </figure>
  );
}
