/** What an import with `?picture` gives (scripts/vite/pictures.ts): AVIF and WebP at the widths the site shows. */
export type PictureSource = {
  width: number;
  height: number;
  src: string;
  sources: readonly { type: string; srcSet: string }[];
};

type PictureProps = {
  picture: PictureSource;
  /** The box it is shown in, for the browser to pick a width. */
  sizes: string;
  className?: string;
  /** Empty: decorative. */
  alt?: string;
  /** Only the largest paint of a page loads eagerly. */
  priority?: boolean;
};

export function Picture({ picture, sizes, className, alt = '', priority = false }: PictureProps) {
  return (
    <picture>
      {picture.sources.map(({ type, srcSet }) => (
        <source key={type} type={type} srcSet={srcSet} sizes={sizes} />
      ))}
      <img
        className={className}
        src={picture.src}
        width={picture.width}
        height={picture.height}
        alt={alt}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding="async"
      />
    </picture>
  );
}
