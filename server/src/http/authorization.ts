import type { SessionUser } from './app-state';
import { forbidden } from './errors';

/** The coach's calls: 403 with a detail for everyone else. */
export function requireSuperuser(user: SessionUser): SessionUser {
  if (!user.isSuperuser) throw forbidden('Это действие доступно только коучу.');
  return user;
}
