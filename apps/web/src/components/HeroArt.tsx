import { Avatar } from './Avatar';

/** Decorative hero illustration: two profile cards, a match heart and a chat bubble (CSS/SVG only). */
export function HeroArt() {
  return (
    <div className="hero-art" aria-hidden="true">
      <div className="hero-art__glow" />
      <div className="hero-art__card hero-art__card--back">
        <div className="hero-art__photo hero-art__photo--b">
          <Avatar variant={1} size={120} />
        </div>
        <div className="hero-art__lines">
          <span />
          <span />
        </div>
      </div>
      <div className="hero-art__card hero-art__card--front">
        <div className="hero-art__photo">
          <Avatar variant={0} size={132} long />
        </div>
        <div className="hero-art__lines">
          <span />
          <span />
        </div>
        <div className="hero-art__like">
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
            <path
              fill="currentColor"
              d="M12 21s-7.5-4.6-7.5-10.3C4.5 7.6 6.7 5.5 9.3 5.5c1.2 0 2.1.6 2.7 1.5.6-.9 1.5-1.5 2.7-1.5 2.6 0 4.8 2.1 4.8 5.2C19.5 16.4 12 21 12 21z"
            />
          </svg>
        </div>
      </div>
      <div className="hero-art__bubble">
        <span />
        <span />
        <span />
      </div>
      <span className="hero-art__heart hero-art__heart--1">♥</span>
      <span className="hero-art__heart hero-art__heart--2">♥</span>
      <span className="hero-art__heart hero-art__heart--3">♥</span>
    </div>
  );
}
