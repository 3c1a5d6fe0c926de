import { z } from 'zod';
import { eventInstant, eventSchema, eventSerial, eventText, eventUserId } from '../../eventstore/event-schema';

/** Who wrote a message or added a file: the client or the coach. */
export const workspaceSides = ['client', 'coach'] as const;
export type WorkspaceSide = (typeof workspaceSides)[number];
const side = z.enum(workspaceSides);

/** What a workspace file may be, told by its bytes (`file-kinds.ts`). */
export const workspaceFileKinds = ['pdf', 'png', 'jpeg', 'gif', 'webp', 'docx', 'xlsx', 'pptx', 'odt'] as const;
export type WorkspaceFileKind = (typeof workspaceFileKinds)[number];

/** 20 MiB: a scan, a workbook or a presentation; anything larger is a link's business. */
export const maxWorkspaceFileBytes = 20 * 1024 * 1024;
export const maxMessageLength = 5000;
export const maxAttachments = 10;

/**
 * A message of the thread, `number` its place from 1. `text` is personal data, encrypted under the
 * client's key (`privacy/personal-data-policy.ts`); `attachments` are ids of files of the same thread.
 */
export const WorkspaceMessagePosted = eventSchema(
  'WorkspaceMessagePosted',
  z.object({
    userId: eventUserId(),
    number: eventSerial(),
    author: side,
    text: eventText(maxMessageLength).min(1),
    attachments: z.array(z.uuid()).max(maxAttachments),
    postedAt: eventInstant(),
  }),
);
export type WorkspaceMessagePosted = z.infer<typeof WorkspaceMessagePosted>;

/**
 * A file added to the client's workspace: uploaded by her, or shared by the coach (with her alone,
 * or with every holder of a package, `packageTypeId`). `name` is personal data; the bytes live
 * encrypted under the same key in the data folder (`workspace-files.ts`).
 */
export const WorkspaceFileAdded = eventSchema(
  'WorkspaceFileAdded',
  z.object({
    userId: eventUserId(),
    fileId: z.uuid(),
    from: side,
    name: eventText(200).min(1),
    kind: z.enum(workspaceFileKinds),
    bytes: z.int().min(1).max(maxWorkspaceFileBytes),
    packageTypeId: eventSerial().nullable(),
    addedAt: eventInstant(),
  }),
);
export type WorkspaceFileAdded = z.infer<typeof WorkspaceFileAdded>;

/** One side has read the thread up to message `upTo` (a mark never moves back). */
export const WorkspaceThreadRead = eventSchema(
  'WorkspaceThreadRead',
  z.object({ userId: eventUserId(), reader: side, upTo: eventSerial(), readAt: eventInstant() }),
);
export type WorkspaceThreadRead = z.infer<typeof WorkspaceThreadRead>;

/** The mail telling side `to` of `count` new messages, up to message `upTo`, went out. */
export const WorkspaceMessagesAnnounced = eventSchema(
  'WorkspaceMessagesAnnounced',
  z.object({ userId: eventUserId(), to: side, upTo: eventSerial(), count: eventSerial(), announcedAt: eventInstant() }),
);
export type WorkspaceMessagesAnnounced = z.infer<typeof WorkspaceMessagesAnnounced>;

/** The coach turned the mails about her clients' messages on or off. */
export const WorkspaceAnnouncementsChanged = eventSchema('WorkspaceAnnouncementsChanged', z.object({ announcements: z.boolean(), changedAt: eventInstant() }));
export type WorkspaceAnnouncementsChanged = z.infer<typeof WorkspaceAnnouncementsChanged>;

export const workspaceThreadEventSchemas = [WorkspaceMessagePosted, WorkspaceFileAdded, WorkspaceThreadRead, WorkspaceMessagesAnnounced] as const;
export type WorkspaceThreadEvent = z.infer<(typeof workspaceThreadEventSchemas)[number]>;

export const workspaceSettingsEventSchemas = [WorkspaceAnnouncementsChanged] as const;
export type WorkspaceSettingsEvent = z.infer<(typeof workspaceSettingsEventSchemas)[number]>;

export const workspaceEventSchemas = [...workspaceThreadEventSchemas, ...workspaceSettingsEventSchemas] as const;

/** One client's thread and files: `workspace-{userId}`, erased with her account. */
export const workspaceStreamId = (userId: string) => `workspace-${userId}`;
/** The coach's one choice about the mails of her clients' messages. */
export const workspaceSettingsStreamId = 'workspace-settings';
