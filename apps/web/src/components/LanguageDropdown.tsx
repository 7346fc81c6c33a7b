import { LANGUAGE_NAMES, type Language, switcherLanguages } from '@amora/shared/languages';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSettings } from '../app-state/site/useSettings';
import { useChangeLanguage } from '../i18n/useChangeLanguage';

/**
 * Language switcher: the visitor's country's languages first, then all others, so all eleven
 * stay reachable (docs/product.md#numbers-and-limits). Own small disclosure menu on Bootstrap's dropdown classes, rather
 * than react-bootstrap's Dropdown, which brings Popper (≈13 KB gzip) into every page.
 */
export function LanguageDropdown() {
  const { t, i18n } = useTranslation();
  const settings = useSettings();
  const changeLanguage = useChangeLanguage();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const current = i18n.language as Language;
  const { primary, other } = switcherLanguages(settings?.geoip_selected_country);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        toggle.current?.focus();
        return;
      }
      if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
      event.preventDefault();
      const items = [...(root.current?.querySelectorAll<HTMLButtonElement>('.dropdown-item') ?? [])];
      const index = items.indexOf(document.activeElement as HTMLButtonElement);
      const next = event.key === 'ArrowDown' ? index + 1 : index - 1;
      items[(next + items.length) % items.length]?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKeyDown);
    (
      root.current?.querySelector<HTMLButtonElement>('.dropdown-item.active') ??
      root.current?.querySelector<HTMLButtonElement>('.dropdown-item')
    )?.focus();
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  const choose = (language: Language) => {
    setOpen(false);
    toggle.current?.focus();
    void changeLanguage(language);
  };

  const item = (language: Language) => (
    <li key={language}>
      <button
        type="button"
        lang={language}
        className={`dropdown-item${language === current ? ' active' : ''}`}
        aria-current={language === current ? 'true' : undefined}
        onClick={() => choose(language)}
      >
        {LANGUAGE_NAMES[language]}
      </button>
    </li>
  );

  return (
    <div className="dropdown language-dropdown" ref={root}>
      <button
        ref={toggle}
        type="button"
        className={`btn btn-outline-light btn-sm dropdown-toggle${open ? ' show' : ''}`}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((o) => !o)}
      >
        {/* The name starts with what the button shows (WCAG 2.5.3): "EN Choose your language". */}
        {current.toUpperCase()}
        <span className="visually-hidden"> {t('nav.languageMenu')}</span>
      </button>
      {open && (
        <ul id={menuId} className="dropdown-menu dropdown-menu-end show language-dropdown__menu">
          {primary.length > 0 && (
            <>
              <li>
                <h6 className="dropdown-header">{t('nav.yourCountry')}</h6>
              </li>
              {primary.map(item)}
              <li>
                <hr className="dropdown-divider" />
              </li>
              <li>
                <h6 className="dropdown-header">{t('nav.otherLanguages')}</h6>
              </li>
            </>
          )}
          {other.map(item)}
        </ul>
      )}
    </div>
  );
}
