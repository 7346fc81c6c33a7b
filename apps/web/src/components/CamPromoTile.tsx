import type { Settings } from '@amora/shared/api/site';
import { useTranslation } from 'react-i18next';

/**
 * The adult-cam promotion tile (docs/product.md#screens), a site setting (link, image, on/off). Marked as an
 * advertisement; the link is sponsored and opens outside the site.
 */
export function CamPromoTile({ settings }: { settings: Settings | undefined }) {
  const { t } = useTranslation();
  const promo = settings?.cam_promo;
  if (!promo) return null;
  return (
    <a className="cam-promo" href={promo.url} target="_blank" rel="sponsored noopener noreferrer">
      {promo.image && <img src={promo.image} alt="" width={96} height={72} loading="lazy" />}
      <span>
        <span className="cam-promo__ad">{t('camPromo.ad')}</span>
        <strong>{t('camPromo.title')}</strong>
        <span className="d-block small">{t('camPromo.text')}</span>
      </span>
    </a>
  );
}
