import type { ReactNode } from 'react';
import type { AccessKey } from '../access/access-key';
import { useCan } from './use-can';

export interface CanProps {
  /** role key or power key the children need */
  access: AccessKey;
  children: ReactNode;
  /** shown instead when the key is missing (nothing by default) */
  fallback?: ReactNode;
}

/** Renders its children only for a user holding the key. */
export function Can({ access, children, fallback = null }: CanProps) {
  return <>{useCan(access) ? children : fallback}</>;
}
