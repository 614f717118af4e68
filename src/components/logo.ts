/** The mark as data: LogoMark draws it in the page, the build into link-preview cards and home-screen icons. */
export const LOGO = {
  viewBox: 32,
  tile: { rx: 9, fill: '#0b6e6e' },
  lens: {
    d: 'M6 14.5c0-2 1.4-3 3.2-3h4.6c1.2 0 1.8.8 2.2 1.6.4-.8 1-1.6 2.2-1.6h4.6c1.8 0 3.2 1 3.2 3v2c0 3-1.8 4.5-4.6 4.5-2.6 0-4-1.2-4.8-3-.3-.6-1-.6-1.2 0-.8 1.8-2.2 3-4.8 3C7.8 21 6 19.5 6 16.5z',
    stroke: '#ffffff',
    strokeWidth: 1.8,
    strokeLinejoin: 'round',
  },
  dot: { cx: 11, cy: 15.5, r: 1.6, fill: '#5fd4c6' },
} as const;

export function logoSvg(size: number): string {
  const { viewBox, tile, lens, dot } = LOGO;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${viewBox} ${viewBox}">`,
    `<rect width="${viewBox}" height="${viewBox}" rx="${tile.rx}" fill="${tile.fill}"/>`,
    `<path d="${lens.d}" fill="none" stroke="${lens.stroke}" stroke-width="${lens.strokeWidth}" stroke-linejoin="${lens.strokeLinejoin}"/>`,
    `<circle cx="${dot.cx}" cy="${dot.cy}" r="${dot.r}" fill="${dot.fill}"/>`,
    '</svg>',
  ].join('');
}
