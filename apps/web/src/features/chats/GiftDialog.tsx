import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../components/Dialog';
import { type Gift, giftsQuery } from './api';

/** The gift catalogue (loaded when the dialog opens): image, name and price; a pick sends it. */
export default function GiftDialog({
  onPick,
  onClose,
}: {
  onPick: (gift: Gift) => void;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const gifts = useQuery(giftsQuery(i18n.language));
  return (
    <Dialog labelledBy="gift-title" onClose={onClose} className="gift-dialog">
      <div className="modal-header">
        <h2 id="gift-title" className="modal-title h5">
          <span aria-hidden="true">🎁 </span>
          {t('chat.chooseGift')}
        </h2>
        <button type="button" className="btn-close" aria-label={t('common.close')} onClick={onClose} />
      </div>
      <div className="modal-body">
        {gifts.isPending && <p className="text-body-secondary">{t('common.loading')}</p>}
        {gifts.isError && (
          <p className="text-danger" role="alert">
            {t('chat.giftsFailed')}
          </p>
        )}
        {gifts.data && (
          <ul className="gift-grid">
            {gifts.data.gifts.map((gift, index) => (
              <li key={gift.slug}>
                <button
                  type="button"
                  className="gift-grid__item"
                  onClick={() => onPick(gift)}
                  data-autofocus={index === 0 ? true : undefined}
                >
                  <img src={gift.image} alt="" width={64} height={64} loading="lazy" />
                  <span className="gift-grid__name">{gift.name}</span>
                  <span className="gift-grid__price">{t('chat.giftCredits', { count: gift.credits })}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Dialog>
  );
}
