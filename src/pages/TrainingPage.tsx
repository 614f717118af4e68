import { belowTheFold, PageShell } from '@/components/PageShell';
import { TrainingHero } from '@/sections/training/TrainingHero';
import type { PageVariant } from '@/sitePages';

const Below = belowTheFold(async () => ({
  default: (await import('@/sections/training/TrainingBelowFold')).TrainingBelowFold,
}));

export const preloadBelowFold = Below.preload;

type TrainingPageProps = { variant: PageVariant };

export default function TrainingPage({ variant }: TrainingPageProps) {
  return <PageShell hero={TrainingHero} below={Below} sectionProps={{ variant }} />;
}
