/** The clip-on module on a glasses temple, in profile; decorative. */
export function ClipOnVisual({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 360 240" aria-hidden="true" focusable="false">
      <rect x="0" y="0" width="360" height="240" rx="20" fill="#0f1c2a" />
      <circle cx="250" cy="70" r="120" fill="#5fd4c6" fillOpacity="0.08" />
      <path
        d="M24 150 C80 146 150 142 336 120"
        stroke="#3d5a74"
        strokeWidth="14"
        strokeLinecap="round"
        fill="none"
      />
      <path
        d="M24 150 C80 146 150 142 336 120"
        stroke="#8fa6bb"
        strokeWidth="2"
        strokeOpacity="0.5"
        fill="none"
      />
      <path
        d="M20 108c30-8 64-10 90-2 10 3 14 12 12 24l-8 48c-2 12-12 18-26 18H44c-18 0-28-10-28-26z"
        fill="#5fd4c6"
        fillOpacity="0.16"
        stroke="#d8e4ee"
        strokeWidth="5"
      />
      <rect
        x="140"
        y="88"
        width="150"
        height="52"
        rx="18"
        fill="#1f3447"
        stroke="#5fd4c6"
        strokeWidth="2.5"
      />
      <rect x="150" y="136" width="26" height="20" rx="5" fill="#1f3447" stroke="#5fd4c6" strokeWidth="2" />
      <rect x="250" y="134" width="26" height="20" rx="5" fill="#1f3447" stroke="#5fd4c6" strokeWidth="2" />
      <circle cx="166" cy="114" r="12" fill="#0f1c2a" stroke="#8fa6bb" strokeWidth="3" />
      <circle cx="166" cy="114" r="4.5" fill="#5fd4c6" />
      <rect x="192" y="104" width="70" height="6" rx="3" fill="#8fa6bb" />
      <rect x="192" y="118" width="48" height="6" rx="3" fill="#8fa6bb" fillOpacity="0.6" />
      <circle cx="274" cy="104" r="4" fill="#5fd4c6" />
      <path d="M122 114 H140" stroke="#5fd4c6" strokeWidth="3" strokeDasharray="4 4" />
      <path
        d="M60 62 l14 -14 M80 70 l20 -6"
        stroke="#5fd4c6"
        strokeOpacity="0.5"
        strokeWidth="3"
        strokeLinecap="round"
      />
    </svg>
  );
}
