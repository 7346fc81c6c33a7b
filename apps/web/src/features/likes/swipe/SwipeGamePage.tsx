import { useTranslation } from 'react-i18next';
import { SwipeGame } from './SwipeGame';

/** /swipe-game: like or pass, one card at a time. */
export default function SwipeGamePage() {
  const { t } = useTranslation();
  return <SwipeGame title={t('pages.swipe-game.title')} intro={t('pages.swipe-game.intro')} />;
}
