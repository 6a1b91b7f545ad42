/** The work-order screens by route name, each loaded on first use. */
import type { ComponentType } from 'react';
import { lazyScreen } from '../../../shell/routing/lazy.ts';

const screen = (
  name:
    'HandleTicket' | 'MobileApprove' | 'CreateTicket' | 'ProcessInformation' | 'Upcoming' | 'Related' | 'TaskManager',
) => lazyScreen<object>(async () => ({ default: (await import('./screens.tsx'))[name] as ComponentType }));

export const workOrderScreens: Record<string, ComponentType> = {
  upcoming: screen('Upcoming'),
  related: screen('Related'),
  createTicket: screen('CreateTicket'),
  handleTicket: screen('HandleTicket'),
  taskManager: screen('TaskManager'),
  mobileApprove: screen('MobileApprove'),
  processInformation: screen('ProcessInformation'),
};
