import { belowTheFold, PageShell } from '@/components/PageShell';
import { GeneralHero } from '@/sections/general/GeneralHero';

const Below = belowTheFold(async () => ({
  default: (await import('@/sections/general/GeneralBelowFold')).GeneralBelowFold,
}));

export const preloadBelowFold = Below.preload;

export default function GeneralPage() {
  return <PageShell hero={GeneralHero} below={Below} sectionProps={{ videoId: 'video' }} />;
}
