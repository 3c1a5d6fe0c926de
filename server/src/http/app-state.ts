import type { Logger } from '../config/logger';

/** The signed-in user as the HTTP layer sees it. */
export type SessionUser = {
  id: string;
  email: string;
  isSuperuser: boolean;
};

export type AppState = {
  requestId: string;
  /** The request's one clock: read when it starts, the time of every decision it makes. */
  now: Date;
  /** The client's network address as the app sees it (`ctx.ip`, behind a trusted proxy its forwarded one): recorded with a consent. */
  clientAddress: string;
  log: Logger;
  /** Set by the session middleware when a valid session cookie came with the request. */
  user?: SessionUser;
  sessionId?: string;
  /** A handler sets this to answer with another status of its contract than the success one. */
  responseStatus?: number;
};
