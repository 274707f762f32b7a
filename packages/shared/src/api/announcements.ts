/**
 * Announcements (mirume_notifications, spec §3/§7): what operators publish to every company
 * (お知らせ, リリース, 障害情報), the company's notification centre that lists them with the
 * diagnosis status notices (category `shindan`), and the unread counts behind the header's badge.
 *
 * An announcement is a draft (no publish time), scheduled (publish time in the future) or
 * published (publish time reached): the state is derived from `published_at` at read time, so a
 * scheduled announcement appears on the minute it is due without a job (decision 0030).
 */
import { z } from 'zod';
import { defineEnum } from '../enum.ts';
import { NotificationCategory } from '../enums.ts';
import { integer, MESSAGES, requiredString } from '../validation.ts';
import { ZPageQuery } from './system.ts';

/** The categories an operator writes in (the fourth, `shindan`, is the status notices). */
export const AnnouncementCategory = defineEnum({
  notice: NotificationCategory.labels.notice,
  release: NotificationCategory.labels.release,
  incident: NotificationCategory.labels.incident,
});
export type AnnouncementCategoryValue = (typeof AnnouncementCategory.values)[number];

/** The state an operator sees; derived from `published_at` and the current time. */
export const AnnouncementState = defineEnum({
  draft: '下書き',
  scheduled: '公開予約',
  published: '公開中',
});
export type AnnouncementStateValue = (typeof AnnouncementState.values)[number];

/** How the operator saves the form. */
export const AnnouncementPublishMode = defineEnum({
  draft: '下書きとして保存',
  now: '今すぐ公開',
  scheduled: '日時を指定して公開',
});

export const ANNOUNCEMENT_TITLE_MAX = 100;
export const ANNOUNCEMENT_BODY_MAX = 20_000;
/** A scheduled time may be at most this many days ahead. */
export const ANNOUNCEMENT_SCHEDULE_MAX_DAYS = 366;

export const ANNOUNCEMENT_MESSAGES = {
  publishAtRequired: '公開日時を入力してください',
  publishAtPast: '公開日時には現在より後の日時を入力してください',
  publishAtTooFar: `公開日時は${ANNOUNCEMENT_SCHEDULE_MAX_DAYS}日以内で指定してください`,
} as const;

/** What a company user reads. `description` is Markdown (rendered without raw HTML). */
export const ZAnnouncement = z.object({
  id: z.number().int(),
  category: AnnouncementCategory.schema,
  title: z.string(),
  description: z.string(),
  read: z.boolean(),
  /** The publish time (what the user sees as the date). */
  created_at: z.string(),
});
export type TAnnouncement = z.infer<typeof ZAnnouncement>;

/** The notification centre's list: announcements, or the status notices with `category=shindan`. */
export const ZNotificationListCategory = NotificationCategory.schema;
export const ZAnnouncementsQuery = ZPageQuery.extend({
  category: z.preprocess((v) => (v === '' ? undefined : v), AnnouncementCategory.schema.optional()),
  read: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(['read', 'unread'], { message: MESSAGES.oneOf }).optional(),
  ),
  per: integer({ min: 1, max: 100 }).default(20),
});
export type TAnnouncementsQuery = z.infer<typeof ZAnnouncementsQuery>;

export const ZAnnouncementsResponse = z.object({
  data: z.object({
    items: z.array(ZAnnouncement),
    total: z.number().int(),
    unread: z.number().int(),
    page: z.number(),
    per: z.number(),
  }),
});
export const ZAnnouncementResponse = z.object({ data: ZAnnouncement });

/** `latest_mirume_notifications`: the caller's unread announcements for the bell (spec: data.data). */
export const LATEST_ANNOUNCEMENTS_MAX = 20;
export const ZLatestAnnouncementsResponse = z.object({
  data: z.object({ data: z.array(ZAnnouncement) }),
});

/** `notifications`: the caller's unread counts, which drive the header's badge. */
export const ZNotificationCountsResponse = z.object({
  data: z.object({
    /** Unread announcements (お知らせ・リリース・障害情報). */
    mirume_notifications: z.number().int(),
    /** Unread diagnosis status notices (診断状況). */
    shindan_status_notifications: z.number().int(),
    total: z.number().int(),
    /** The newest unread incident announcement (the dashboard's banner), if any. */
    incident: ZAnnouncement.nullable(),
  }),
});
export type TNotificationCounts = z.infer<typeof ZNotificationCountsResponse>['data'];

// ---- operators ---------------------------------------------------------------------------------

export const ZAdminAnnouncement = z.object({
  id: z.number().int(),
  category: AnnouncementCategory.schema,
  title: z.string(),
  description: z.string(),
  state: AnnouncementState.schema,
  published_at: z.string().nullable(),
  /** How many company users have read it. */
  read_count: z.number().int(),
  created_by: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TAdminAnnouncement = z.infer<typeof ZAdminAnnouncement>;

export const ZAdminAnnouncementsQuery = ZPageQuery.extend({
  category: z.preprocess((v) => (v === '' ? undefined : v), AnnouncementCategory.schema.optional()),
  state: z.preprocess((v) => (v === '' ? undefined : v), AnnouncementState.schema.optional()),
  q: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z
      .string()
      .trim()
      .max(100, { message: MESSAGES.max(100) })
      .optional(),
  ),
  per: integer({ min: 1, max: 100 }).default(20),
});
export type TAdminAnnouncementsQuery = z.infer<typeof ZAdminAnnouncementsQuery>;

export const ZAdminAnnouncementsResponse = z.object({
  data: z.object({
    items: z.array(ZAdminAnnouncement),
    total: z.number().int(),
    page: z.number(),
    per: z.number(),
  }),
});
export const ZAdminAnnouncementResponse = z.object({ data: ZAdminAnnouncement });

/**
 * The operator's form. `publish`: `draft` keeps it unpublished, `now` publishes at once,
 * `scheduled` publishes at `publish_at` (an ISO date-time in the future).
 */
export const ZAdminAnnouncementRequest = z
  .object({
    title: requiredString(ANNOUNCEMENT_TITLE_MAX),
    category: AnnouncementCategory.schema,
    description: requiredString(ANNOUNCEMENT_BODY_MAX),
    publish: AnnouncementPublishMode.schema,
    publish_at: z.preprocess(
      (v) => (v === '' || v === undefined ? null : v),
      z.iso.datetime({ offset: true, message: MESSAGES.date }).nullable(),
    ),
  })
  .superRefine((v, ctx) => {
    if (v.publish !== 'scheduled') return;
    if (!v.publish_at) {
      ctx.addIssue({
        code: 'custom',
        path: ['publish_at'],
        message: ANNOUNCEMENT_MESSAGES.publishAtRequired,
      });
      return;
    }
    const at = Date.parse(v.publish_at);
    if (at <= Date.now()) {
      ctx.addIssue({ code: 'custom', path: ['publish_at'], message: ANNOUNCEMENT_MESSAGES.publishAtPast });
    } else if (at > Date.now() + ANNOUNCEMENT_SCHEDULE_MAX_DAYS * 86_400_000) {
      ctx.addIssue({ code: 'custom', path: ['publish_at'], message: ANNOUNCEMENT_MESSAGES.publishAtTooFar });
    }
  });
export type TAdminAnnouncementRequest = z.input<typeof ZAdminAnnouncementRequest>;
