/** One illustration per content page, by the page's key (content/api.ts PageKey). */
import type { ComponentType } from 'react';
import type { PageKey } from '../api.ts';
import { BusinessArt, ContactArt, RequirementsArt, RetailArt, SettlementArt } from './service.tsx';
import { ChainArt, FlowArt, MasterDataArt, MetadataArt, MetricsArt, SecurityArt } from './systems.tsx';

export const PAGE_ART: Record<PageKey, ComponentType> = {
  contactUs: ContactArt,
  business: BusinessArt,
  pbc: RequirementsArt,
  tripartite: SettlementArt,
  masterDataService: MasterDataArt,
  metadata: MetadataArt,
  flowPathManage: FlowArt,
  financeService: SecurityArt,
  Web3: ChainArt,
  beCurrent: MetricsArt,
  application: RetailArt,
};
