/**
 * What an avatar may be, checked in the browser before anything is sent (the server checks
 * the bytes again, docs/api.md user/editAvatar): a PNG, JPEG, GIF or WebP picture of at most
 * 2 MB. The file's declared type is all the browser can cheaply know; a renamed text file is
 * refused by the server, whose message the profile screen shows.
 */
import type { MessageKey } from './i18n';

export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
/** The server's limit (demo/api/uploads.ts MAX_IMAGE_BYTES). */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

export interface AvatarProblem {
  key: MessageKey;
  args: (string | number)[];
}

/** Undefined when `file` may be sent; otherwise the message key (with the limit as an argument). */
export function checkAvatar(file: Pick<File, 'type' | 'size'>): AvatarProblem | undefined {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return { key: 'profile.avatarType', args: [] };
  if (file.size > AVATAR_MAX_BYTES) return { key: 'profile.avatarSize', args: [AVATAR_MAX_BYTES / 1024 / 1024] };
  if (file.size === 0) return { key: 'profile.avatarEmpty', args: [] };
  return undefined;
}
