/** The LabSight mark: a lens with the guidance dot. Decorative; the link around it carries the name. */
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="9" fill="#0b6e6e" />
      <path
        d="M6 14.5c0-2 1.4-3 3.2-3h4.6c1.2 0 1.8.8 2.2 1.6.4-.8 1-1.6 2.2-1.6h4.6c1.8 0 3.2 1 3.2 3v2c0 3-1.8 4.5-4.6 4.5-2.6 0-4-1.2-4.8-3-.3-.6-1-.6-1.2 0-.8 1.8-2.2 3-4.8 3C7.8 21 6 19.5 6 16.5z"
        fill="none"
        stroke="#ffffff"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
      <circle cx="11" cy="15.5" r="1.6" fill="#5fd4c6" />
    </svg>
  );
}
