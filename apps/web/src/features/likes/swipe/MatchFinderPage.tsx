import { useTranslation } from 'react-i18next';
import { SwipeGame } from './SwipeGame';

/** /match-finder: the same candidates and cards as the swipe game, under its own heading. */
export default function MatchFinderPage() {
  const { t } = useTranslation();
  return <SwipeGame title={t('pages.match-finder.title')} intro={t('swipe.matchFinderHint')} />;
}
