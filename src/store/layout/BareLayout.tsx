/** Pages with no frame at all (/blank, /404, /ddOpen, /mobileApprove). */
import type { ReactNode } from 'react';

export default function BareLayout({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
