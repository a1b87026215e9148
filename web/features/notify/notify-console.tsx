/**
 * The console's notification screens, one chunk named by their paths: they share their code and
 * their text (the notify namespace, which loads as they render).
 */
export { ConsoleAnnouncements as announcements } from '../console/announcements';
export { ConsoleLiveStreams as live } from '../console/live-streams';
export { ConsoleSubmissionForm as form } from '../console/submission-form';
export { ConsoleSupportInbox as support } from '../console/support';
