import type { User } from '../web/src/api/generated/model';

export const clientUser: User = { id: 'u-client', email: 'client@example.ru', is_superuser: false };
export const superUser: User = { id: 'u-coach', email: 'coach@example.ru', is_superuser: true };
