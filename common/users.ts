interface NamedUser {
  firstName?: string | null;
  lastName?: string | null;
  userName: string;
}

/** 'first last', or '(@userName)' when names are missing (docs/product.md). */
export function displayName(user: NamedUser): string {
  const full = [user.firstName, user.lastName].filter((part) => part?.trim()).join(' ');
  return full || `(@${user.userName})`;
}

/** First letters of first and last name, else the first two letters of the user name (docs/product.md). */
export function initials(user: NamedUser): string {
  const first = user.firstName?.trim()[0];
  const last = user.lastName?.trim()[0];
  if (first && last) return `${first}${last}`.toUpperCase();
  return user.userName.slice(0, 2).toUpperCase();
}

/**
 * An e-mail address with all but the first letter of its local part hidden (n***@example.com): enough
 * for its owner to recognise, too little for anyone else to write to.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email[0]}***${email.slice(at)}`;
}
