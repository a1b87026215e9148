/**
 * The console's notification screens, one chunk named by their paths: they share their code and
 * their text (the notify namespace, which loads as they render).
 */
export { ConsoleAnnouncements as announcements } from './announcements';
export { ConsoleLiveStreams as live } from './live-streams';
export { ConsoleSubmissionForm as form } from './submission-form';
export { ConsoleSupportInbox as support } from './support';
