import { useMemo, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { DeferredSections } from './DeferredSections';
import { lazyWithPreload } from './lazyWithPreload';
import { PageMeta } from './PageMeta';
import { useShallowStable } from './useShallowStable';
import { LazyDemoModal } from '@/features/demo-request/LazyDemoModal';
import { useDemoModal } from '@/features/demo-request/useDemoModal';
import { sitePageAt, type SitePage } from '@/sitePages';

/** What the shell adds to a page's own props for its hero and the sections below it. */
export type SectionProps = { onRequestDemo: () => void };

/**
 * What a page shows below its hero, in a chunk of its own so the first load carries only the first screen. A page
 * module exports its `preload` as `preloadBelowFold`, which the router runs with its own (src/app/routes.tsx).
 */
export function belowTheFold<P>(load: () => Promise<{ default: ComponentType<P & SectionProps> }>) {
  return lazyWithPreload<P & SectionProps>(load);
}

type PageShellProps<P extends object> = {
  hero: ComponentType<NoInfer<P> & SectionProps>;
  /** From `belowTheFold`; none: the page is its hero. */
  below?: ComponentType<NoInfer<P> & SectionProps>;
  /** The page's own props for its sections, compared key by key: a new object with the same values changes nothing. */
  sectionProps?: P;
};

type SectionsProps<P extends object> = PageShellProps<P> & SectionProps;

const noDemoForm = () => {};

type PageRow = Pick<SitePage, 'demoForm'> & { namespace: SitePage['namespaces'][number] };

function pageRow(pathname: string): PageRow {
  const page = sitePageAt(pathname);
  const namespace = page?.namespaces[0];
  if (!page || !namespace) {
    throw new Error(`PageShell: ${pathname} has no row with a namespace in src/sitePages.ts`);
  }
  return { namespace, demoForm: page.demoForm };
}

/**
 * Read from the namespace of whichever page is shown, so the locale check cannot see them used:
 * scripts/i18n-allowlist.json names them, and tests/unit/sitePages.test.ts holds every page's files to them.
 */
const HEAD_KEYS = { title: 'meta.title', description: 'meta.description' } as const;

/** A page: its head tags, its hero, the rest once the first screen is painted, the demo dialog if its row has one. */
export function PageShell<P extends object>({ hero, below, sectionProps }: PageShellProps<P>) {
  const { namespace, demoForm } = pageRow(useLocation().pathname);
  const { t } = useTranslation(namespace);
  return (
    <>
      <PageMeta title={t(HEAD_KEYS.title)} description={t(HEAD_KEYS.description)} />
      {demoForm ? (
        <WithDemoDialog form={demoForm} hero={hero} below={below} sectionProps={sectionProps} />
      ) : (
        <Sections hero={hero} below={below} sectionProps={sectionProps} onRequestDemo={noDemoForm} />
      )}
    </>
  );
}

function WithDemoDialog<P extends object>({
  form,
  hero,
  below,
  sectionProps,
}: PageShellProps<P> & { form: NonNullable<SitePage['demoForm']> }) {
  const demo = useDemoModal();
  return (
    <>
      <Sections hero={hero} below={below} sectionProps={sectionProps} onRequestDemo={demo.open} />
      <LazyDemoModal load={demo.load} dialogRef={demo.dialogRef} variant={form} onClose={demo.onClose} />
    </>
  );
}

function Sections<P extends object>({
  hero: Hero,
  below: Below,
  sectionProps,
  onRequestDemo,
}: SectionsProps<P>) {
  // A page without sectionProps leaves P at `object`: its sections take SectionProps alone.
  const props = useShallowStable({ ...sectionProps, onRequestDemo } as P & SectionProps);
  // One element while its props keep their values, for the reason DeferredSections gives.
  const rest = useMemo(() => (Below ? <Below {...props} /> : null), [Below, props]);
  return (
    <>
      <Hero {...props} />
      {rest ? <DeferredSections>{rest}</DeferredSections> : null}
    </>
  );
}
