import { useTranslation } from 'react-i18next';
import { Dialog } from '../../components/Dialog';

const LINES = ['line1', 'line2', 'line3', 'line4', 'line5', 'line6'] as const;

/** Friendly opening lines for an empty conversation; a pick fills the composer (docs/product.md#screens). */
export default function IcebreakerDialog({
  name,
  onPick,
  onClose,
}: {
  name: string;
  onPick: (text: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog labelledBy="icebreaker-title" onClose={onClose} className="icebreaker-dialog">
      <div className="modal-header">
        <h2 id="icebreaker-title" className="modal-title h5">
          <span aria-hidden="true">💬 </span>
          {t('icebreaker.title')}
        </h2>
        <button type="button" className="btn-close" aria-label={t('common.close')} onClick={onClose} />
      </div>
      <div className="modal-body">
        <p className="text-body-secondary">{t('icebreaker.intro')}</p>
        <ul className="icebreaker-list">
          {LINES.map((line, index) => {
            const text = t(`icebreaker.${line}`, { name });
            return (
              <li key={line}>
                <button
                  type="button"
                  className="icebreaker-chip"
                  onClick={() => onPick(text)}
                  data-autofocus={index === 0 ? true : undefined}
                >
                  {text}
                </button>
              </li>
            );
          })}
        </ul>
      </div>
    </Dialog>
  );
}
