import type { PublicProfile } from '@amora/shared/api/profile';
import { type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../components/Dialog';
import { PhotoPlaceholder } from '../../components/ProfileCardView';

type GalleryPhoto = PublicProfile['photos'][number];

/** The main photo large, thumbnails below; any photo opens the lightbox (arrows, Escape). */
export function Gallery({ name, photos }: { name: string; photos: GalleryPhoto[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<number | null>(null);
  const main = photos[0];
  if (!main) {
    return (
      <div className="gallery">
        <div className="gallery__main gallery__main--empty">
          <PhotoPlaceholder name={name} />
        </div>
      </div>
    );
  }
  return (
    <div className="gallery">
      <button
        type="button"
        className="gallery__main"
        onClick={() => setOpen(0)}
        aria-label={t('member.openPhoto', { n: 1, total: photos.length, name })}
      >
        <img src={main.filename} alt="" width={main.width} height={main.height} />
      </button>
      {photos.length > 1 && (
        <ul className="gallery__thumbs">
          {photos.map((photo, i) => (
            <li key={photo.id}>
              <button
                type="button"
                className="gallery__thumb"
                onClick={() => setOpen(i)}
                aria-label={t('member.openPhoto', { n: i + 1, total: photos.length, name })}
              >
                <img src={photo.thumb_filename} alt="" loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {open !== null && (
        <Lightbox name={name} photos={photos} index={open} onIndex={setOpen} onClose={() => setOpen(null)} />
      )}
    </div>
  );
}

function Lightbox({
  name,
  photos,
  index,
  onIndex,
  onClose,
}: {
  name: string;
  photos: GalleryPhoto[];
  index: number;
  onIndex: (i: number) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const photo = photos[index];
  if (!photo) return null;
  const count = photos.length;
  const step = (delta: number) => onIndex((index + delta + count) % count);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') step(1);
    else if (event.key === 'ArrowLeft') step(-1);
  };
  const label = t('member.photoOf', { n: index + 1, total: count, name });
  return (
    <Dialog labelledBy="lightbox-title" onClose={onClose} size="lg" className="lightbox">
      {/* biome-ignore lint/a11y/noStaticElementInteractions: arrow keys anywhere in the dialog page through */}
      <div onKeyDown={onKeyDown}>
        <div className="modal-header">
          <h2 id="lightbox-title" className="modal-title h6">
            {label}
          </h2>
          <button
            type="button"
            className="btn-close btn-close-white"
            aria-label={t('common.close')}
            onClick={onClose}
            data-autofocus
          />
        </div>
        <div className="lightbox__body">
          <img src={photo.filename} alt={label} width={photo.width} height={photo.height} />
          {count > 1 && (
            <>
              <button
                type="button"
                className="lightbox__nav lightbox__nav--prev"
                onClick={() => step(-1)}
                aria-label={t('member.previousPhoto')}
              >
                ‹
              </button>
              <button
                type="button"
                className="lightbox__nav lightbox__nav--next"
                onClick={() => step(1)}
                aria-label={t('member.nextPhoto')}
              >
                ›
              </button>
            </>
          )}
        </div>
      </div>
    </Dialog>
  );
}
