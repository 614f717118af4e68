import { useTranslation } from 'react-i18next';
import { Button } from '@/components/Button';
import { ButtonLink } from '@/components/ButtonLink';
import type { SectionProps } from '@/components/PageShell';
import { GlassesVisual } from '@/components/visuals/GlassesVisual';
import { HeroSection } from '@/sections/shared/HeroSection';

type GeneralHeroProps = SectionProps & { videoId: string };

export function GeneralHero({ onRequestDemo, videoId }: GeneralHeroProps) {
  const { t } = useTranslation('general');
  return (
    <HeroSection
      eyebrow={t('hero.eyebrow')}
      title={t('hero.title')}
      lead={t('hero.lead')}
      actions={
        <>
          <Button onClick={onRequestDemo}>{t('hero.cta')}</Button>
          <ButtonLink href={`#${videoId}`}>{t('hero.watch')}</ButtonLink>
        </>
      }
      visual={<GlassesVisual {...t('hero.visual', { returnObjects: true })} />}
    />
  );
}
