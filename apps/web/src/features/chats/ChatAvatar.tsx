import type { ProfileCard } from '@amora/shared/api/profile';
import type { CSSProperties } from 'react';
import { useOnline } from '../../components/Presence';

/** A member's round photo (or initial) with the online dot; decorative, the text says who. */
export function ChatAvatar({ profile, size }: { profile: ProfileCard; size: number }) {
  const online = useOnline(profile);
  return (
    <span className="chat-avatar" style={{ '--chat-avatar-size': `${size}px` } as CSSProperties}>
      {profile.main_image ? (
        <img
          src={profile.main_image.thumb_filename}
          alt=""
          width={size}
          height={size}
          loading="lazy"
          decoding="async"
        />
      ) : (
        <span className="chat-avatar__initial" aria-hidden="true">
          {profile.name.slice(0, 1).toUpperCase()}
        </span>
      )}
      {online && <span className="chat-avatar__online" aria-hidden="true" />}
    </span>
  );
}
