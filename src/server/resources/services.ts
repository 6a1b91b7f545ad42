/** The resources that have rules beyond plain CRUD, by descriptor name. Everything else is generic. */
import type { ResourceService } from './service.ts';

export const services: Record<string, ResourceService> = {};
