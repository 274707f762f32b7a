/**
 * The notification entries the header panel shows (spec §3): announcements from the operators
 * (`latest_mirume_notifications`) and diagnosis status notices, both the API's own types.
 */
import type { TAnnouncement, TShindanStatusNotification } from '@mirume/shared';

/** An announcement (お知らせ・リリース・障害情報) from the operators. */
export type HeaderAnnouncement = TAnnouncement;

/** A diagnosis-status notification (診断状況): an examinee finished, or could not finish, a test. */
export type HeaderShindanStatus = TShindanStatusNotification;
