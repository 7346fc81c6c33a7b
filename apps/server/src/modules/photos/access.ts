import { can } from '@amora/shared/staff-roles';
import type { UserRow } from '../auth/sessions';
import type { ChatService } from '../chats/service';
import type { PhotoService } from './service';

/**
 * Who may see a file of the private area (decision 020). A profile photo that is not approved:
 * its owner on their own site, and staff who review photos (moderation) or read member details
 * (members_read) on any site. A chat photo: the conversation's members (ChatService decides),
 * and operators (inbox) for a conversation with a fictional member. Everyone else: no — the
 * route answers 404, as for a file that does not exist.
 */
export async function mayViewPrivateFile(
  services: { photos: PhotoService; chats: ChatService },
  name: string,
  viewer: Pick<UserRow, 'id' | 'siteId' | 'role'>,
  siteId: number,
): Promise<boolean> {
  const photo = await services.photos.privateFileOf(name);
  if (photo) {
    if (photo.userId === viewer.id && viewer.siteId === siteId) return true;
    return can(viewer.role, 'moderation') || can(viewer.role, 'members_read');
  }
  return services.chats.mayViewPhoto(name, viewer, { siteId, operator: can(viewer.role, 'inbox') });
}
