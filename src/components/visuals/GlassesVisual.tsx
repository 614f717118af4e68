import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './GlassesVisual.module.css';

type GlassesVisualProps = {
  step: string;
  instruction: string;
  status: string;
};

export function GlassesVisual({ step, instruction, status }: GlassesVisualProps) {
  const { t } = useTranslation('common');
  const id = useId();
  const lens = `${id}-lens`;
  const glow = `${id}-glow`;
  return (
    <figure className={styles.visual} role="img" aria-label={t('glassesVisual.label')}>
      <svg className={styles.svg} viewBox="0 0 480 260" aria-hidden="true" focusable="false">
        <defs>
          <linearGradient id={lens} x1="0" y1="0" x2="0.3" y2="1">
            <stop offset="0" stopColor="#e6fbf8" stopOpacity="0.5" />
            <stop offset="1" stopColor="#5fd4c6" stopOpacity="0.16" />
          </linearGradient>
          <radialGradient id={glow} cx="0.5" cy="0.5" r="0.5">
            <stop offset="0" stopColor="#5fd4c6" stopOpacity="0.3" />
            <stop offset="1" stopColor="#5fd4c6" stopOpacity="0" />
          </radialGradient>
        </defs>
        <ellipse cx="240" cy="140" rx="230" ry="120" fill={`url(#${glow})`} />
        <path d="M64 104 L18 86" stroke="#3d5a74" strokeWidth="10" strokeLinecap="round" />
        <path d="M416 104 L462 86" stroke="#3d5a74" strokeWidth="10" strokeLinecap="round" />
        <path
          d="M56 104c0-16 12-24 30-24h124c16 0 24 10 30 22 6-12 14-22 30-22h124c18 0 30 8 30 24v40c0 44-28 66-70 66-48 0-72-18-86-46-8-16-48-16-56 0-14 28-38 46-86 46-42 0-70-22-70-66z"
          fill={`url(#${lens})`}
          stroke="#d8e4ee"
          strokeWidth="6"
          strokeLinejoin="round"
        />
        <path d="M84 96h110" stroke="#ffffff" strokeOpacity="0.35" strokeWidth="4" strokeLinecap="round" />
        <rect x="92" y="118" width="104" height="54" rx="8" fill="#0b6e6e" fillOpacity="0.75" />
        <rect x="102" y="128" width="40" height="6" rx="3" fill="#5fd4c6" />
        <rect x="102" y="142" width="82" height="6" rx="3" fill="#e6fbf8" fillOpacity="0.9" />
        <rect x="102" y="154" width="60" height="6" rx="3" fill="#e6fbf8" fillOpacity="0.6" />
        <rect x="392" y="58" width="80" height="34" rx="12" fill="#1f3447" stroke="#5fd4c6" strokeWidth="2" />
        <circle cx="412" cy="75" r="7" fill="#0f1c2a" stroke="#8fa6bb" strokeWidth="2" />
        <circle cx="412" cy="75" r="2.5" fill="#5fd4c6" />
        <rect x="428" y="70" width="30" height="4" rx="2" fill="#8fa6bb" />
        <rect x="428" y="78" width="20" height="4" rx="2" fill="#8fa6bb" />
        <path d="M404 92v12" stroke="#5fd4c6" strokeWidth="4" strokeLinecap="round" />
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
