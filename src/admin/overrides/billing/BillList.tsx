/** reconciliationList: the spend charts (providers: their revenue) above the generated bill list. */
import { GeneratedList } from '../../resources/generate/index.ts';
import { useAppState } from '../../../shell/app-state.ts';
import { BillingCharts } from '../../features/billing/Charts.tsx';

export function BillList() {
  const { roles } = useAppState();
  return (
    <>
      <BillingCharts side={roles.includes('provider') ? 'provider' : 'consumer'} />
      <GeneratedList />
    </>
  );
}
