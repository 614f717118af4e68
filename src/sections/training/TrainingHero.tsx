import { useTranslation } from 'react-i18next';
import { Button } from '@/components/Button';
import type { SectionProps } from '@/components/PageShell';
import { GlassesVisual } from '@/components/visuals/GlassesVisual';
import { HeroSection } from '@/sections/shared/HeroSection';

export function TrainingHero({ onRequestDemo }: SectionProps) {
  const { t } = useTranslation('training');
  return (
    <HeroSection
      badge={t('hero.badge')}
      title={t('hero.title')}
      lead={t('hero.lead')}
      note={t('hero.ctaNote')}
      actions={<Button onClick={onRequestDemo}>{t('hero.cta')}</Button>}
      visual={<GlassesVisual {...t('hero.visual', { returnObjects: true })} />}
    />
  );
}
