/** A file sent with a mail; `cid` makes it an inline image the HTML part shows as `<img src="cid:…">`. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  /** The bytes, base64 (stored as they are in the outbox, decoded for SMTP). */
  content: string;
  cid?: string;
}
