import { LOGO } from './logo';

const { viewBox, tile, lens, dot } = LOGO;

/** The LabSight mark: a lens with the guidance dot. Decorative; the link around it carries the name. */
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox={`0 0 ${viewBox} ${viewBox}`}
      aria-hidden="true"
      focusable="false"
    >
      <rect width={viewBox} height={viewBox} rx={tile.rx} fill={tile.fill} />
      <path
        d={lens.d}
        fill="none"
        stroke={lens.stroke}
        strokeWidth={lens.strokeWidth}
        strokeLinejoin={lens.strokeLinejoin}
      />
      <circle cx={dot.cx} cy={dot.cy} r={dot.r} fill={dot.fill} />
    </svg>
  );
}
