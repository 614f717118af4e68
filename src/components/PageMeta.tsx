type PageMetaProps = {
  title: string;
  description?: string;
};

/** The page's `<title>` and description, hoisted into `<head>` by React 19. */
export function PageMeta({ title, description }: PageMetaProps) {
  return (
    <>
      <title>{title}</title>
      {description ? <meta name="description" content={description} /> : null}
    </>
  );
}
