import { belowTheFold, PageShell } from '@/components/PageShell';
import type { TrainingVariant } from '@/sections/training/TrainingBelowFold';
import { TrainingHero } from '@/sections/training/TrainingHero';

const Below = belowTheFold(async () => ({
  default: (await import('@/sections/training/TrainingBelowFold')).TrainingBelowFold,
}));

export const preloadBelowFold = Below.preload;

type TrainingPageProps = {
  variant: TrainingVariant;
};

export default function TrainingPage({ variant }: TrainingPageProps) {
  return <PageShell hero={TrainingHero} below={Below} sectionProps={{ variant }} />;
}
