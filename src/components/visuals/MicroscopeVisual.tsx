import { useId } from 'react';

/** A microscope's field of view with the guidance strip at its edge; decorative. */
export function MicroscopeVisual({ className }: { className?: string }) {
  const field = `${useId()}-field`;
  return (
    <svg className={className} viewBox="0 0 360 300" aria-hidden="true" focusable="false">
      <defs>
        <radialGradient id={field} cx="0.45" cy="0.4" r="0.6">
          <stop offset="0" stopColor="#f3fbfa" />
          <stop offset="0.7" stopColor="#cfeeea" />
          <stop offset="1" stopColor="#8fcfc7" />
        </radialGradient>
      </defs>
      <rect width="360" height="300" rx="20" fill="#0f1c2a" />
      <circle cx="180" cy="150" r="118" fill="#050b12" />
      <circle cx="180" cy="150" r="108" fill={`url(#${field})`} />
      <g fill="#0b6e6e" fillOpacity="0.16" stroke="#0b6e6e" strokeOpacity="0.55" strokeWidth="2">
        <ellipse cx="140" cy="112" rx="26" ry="20" />
        <ellipse cx="212" cy="128" rx="22" ry="27" />
        <ellipse cx="168" cy="190" rx="30" ry="21" />
        <ellipse cx="234" cy="196" rx="16" ry="13" />
        <ellipse cx="116" cy="170" rx="15" ry="18" />
      </g>
      <g fill="#085757">
        <circle cx="142" cy="114" r="6" />
        <circle cx="210" cy="130" r="6" />
        <circle cx="170" cy="188" r="7" />
      </g>
      <path
        d="M180 60v24M180 216v24M90 150h24M246 150h24"
        stroke="#0f1c2a"
        strokeOpacity="0.4"
        strokeWidth="2"
      />
      <circle cx="212" cy="128" r="36" fill="none" stroke="#c2410c" strokeWidth="2.5" strokeDasharray="6 5" />
      <rect x="24" y="24" width="126" height="34" rx="10" fill="#1f3447" stroke="#5fd4c6" strokeWidth="1.5" />
      <circle cx="42" cy="41" r="5" fill="#5fd4c6" />
      <rect x="56" y="36" width="80" height="5" rx="2.5" fill="#d8e4ee" />
      <rect x="56" y="45" width="52" height="4" rx="2" fill="#8fa6bb" />
      <rect
        x="240"
        y="246"
        width="96"
        height="30"
        rx="10"
        fill="#1f3447"
        stroke="#5fd4c6"
        strokeWidth="1.5"
      />
      <rect x="254" y="258" width="68" height="6" rx="3" fill="#5fd4c6" />
    </svg>
  );
}
