/** The resources that have rules beyond plain CRUD, by descriptor name. Everything else is generic. */
import type { ResourceService } from './service.ts';
import { creditGroupService, creditService } from '../credit/service.ts';
import { exportRecordService } from '../exports/records-service.ts';
import { inviteCodeService } from '../invite_codes/service.ts';
import { noticeService, userNoticeService } from '../notices/service.ts';
import { roleService } from '../roles/service.ts';
import { subUserService } from '../sub_users/service.ts';
import { syncGroupConfigService } from '../sync_group_configs/service.ts';
import { teamService } from '../teams/service.ts';
import { navigationService } from '../website/navigations.ts';
import { woProcessService, woTemplateService } from '../workorders/admin-service.ts';

export const services: Record<string, ResourceService> = {
  credit_groups: creditGroupService,
  credits: creditService,
  credit_lookup: creditService,
  export_records: exportRecordService,
  invite_codes: inviteCodeService,
  navigations: navigationService,
  notices: noticeService,
  roles: roleService,
  sub_users: subUserService,
  sync_group_configs: syncGroupConfigService,
  teams: teamService,
  user_notices: userNoticeService,
  wo_processes: woProcessService,
  wo_templates: woTemplateService,
};
