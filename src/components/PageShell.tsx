import { useMemo, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useOfferDemoRequest } from './demoRequestChannel';
import { DeferredSections } from './DeferredSections';
import { lazyWithPreload } from './lazyWithPreload';
import { PageMeta } from './PageMeta';
import { useShallowStable } from './useShallowStable';
import { LazyDemoModal } from '@/features/demo-request/LazyDemoModal';
import { useDemoModal, type OpenDemo } from '@/features/demo-request/useDemoModal';
import { sitePageAt, type SitePage } from '@/sitePages';

/** What the shell adds to a page's own props for its hero and the sections below it. */
export type SectionProps = { onRequestDemo: OpenDemo };

/** Below the hero, in a chunk of its own; a page module exports its `preload` as `preloadBelowFold` for the router. */
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

const noDemoForm = () => {};

function pageRow(pathname: string) {
  const page = sitePageAt(pathname);
  const namespace = page?.namespaces[0];
  if (!page || !namespace)
    throw new Error(`PageShell: ${pathname} has no row with a namespace in src/sitePages.ts`);
  return { namespace, demoForm: page.demoForm };
}

/** In whichever page's namespace is shown, so the locale check cannot see them: the allow-list names them. */
const HEAD_KEYS = { title: 'meta.title', description: 'meta.description' } as const;

/** A page: its head tags, its hero, the rest once the first screen is painted, the demo dialog if its row has one. */
export function PageShell<P extends object>(props: PageShellProps<P>) {
  const { namespace, demoForm } = pageRow(useLocation().pathname);
  const { t } = useTranslation(namespace);
  return (
    <>
      <PageMeta title={t(HEAD_KEYS.title)} description={t(HEAD_KEYS.description)} />
      {demoForm ? (
        <WithDemoDialog form={demoForm} {...props} />
      ) : (
        <Sections {...props} onRequestDemo={noDemoForm} />
      )}
    </>
  );
}

function WithDemoDialog<P extends object>({
  form,
  ...props
}: PageShellProps<P> & { form: NonNullable<SitePage['demoForm']> }) {
  const demo = useDemoModal();
  useOfferDemoRequest(demo.open);
  return (
    <>
      <Sections {...props} onRequestDemo={demo.open} />
      <LazyDemoModal
        load={demo.load}
        dialogRef={demo.dialogRef}
        variant={form}
        topic={demo.topic}
        onClose={demo.onClose}
      />
    </>
  );
}

function Sections<P extends object>({
  hero: Hero,
  below: Below,
  sectionProps,
  onRequestDemo,
}: PageShellProps<P> & SectionProps) {
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
