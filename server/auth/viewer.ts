/** The authenticated caller, or null for anonymous visitors. */
export interface Viewer {
  id: number;
  userName: string;
  isEngStaff: boolean;
  isSuperAdmin: boolean;
}
