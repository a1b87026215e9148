import type { ReactNode } from 'react';

/*
 * What a modal is, apart from the context that opens it and the host that shows it: both import this
 * file, so the host (loaded lazily by the context) does not import the context back.
 */

/** The modal types (docs/product.md); the project-submit modal's type is chosen by its caller. */
export const MODAL_TYPES = [
  'login',
  'event',
  'profile',
  'error',
  'plan',
  'logout',
  'support',
  'video',
  'project',
  'confirmation',
  'resourcePreview',
  'awards',
  'thirdPartySso',
] as const;
export type ModalType = (typeof MODAL_TYPES)[number] | `projectSubmit:${string}`;

export interface ModalRequest {
  type: ModalType;
  title: string;
  render: (close: () => void) => ReactNode;
  /** A modal can be closed unless its settings forbid it (docs/product.md). */
  closable?: boolean;
  size?: 'small' | 'medium' | 'large';
}

/** What had focus when a modal opened: focus goes back there when it closes (docs/accessibility.md). */
export type Opener = { current: HTMLElement | null };
