/** The resources that have rules beyond plain CRUD, by descriptor name. Everything else is generic. */
import type { ResourceService } from './resources/service.ts';
import { appService } from './apps/service.ts';
import { groupService } from './catalog/groups.ts';
import { apiService } from './catalog/apis.ts';
import { chargeRuleService } from './catalog/charge-rules.ts';
import { ipSettingService } from './catalog/ip-settings.ts';
import { releaseService } from './catalog/releases.ts';
import { applyRecordService } from './apps/access-service.ts';
import { creditGroupService, creditService } from './credit/service.ts';
import { exportRecordService } from './exports/records-service.ts';
import { inviteCodeService } from './invite_codes/service.ts';
import { noticeService, userNoticeService } from './notices/service.ts';
import { roleService } from './roles/service.ts';
import { subUserService } from './sub_users/service.ts';
import { syncGroupConfigService } from './sync_group_configs/service.ts';
import { teamService } from './teams/service.ts';
import { navigationService } from './website/navigations.ts';
import { announcementService, documentService } from './store/service.ts';
import { woProcessService, woTemplateService } from './workorders/admin-service.ts';
import { alarmRuleService } from './traffic/alarm-rules-service.ts';
import { billService, costCenterAppService, settlementService } from './billing/service.ts';
import { auditLogService } from './audit/service.ts';
import { dataTemplateService } from './catalog/data-templates.ts';

export const services: Record<string, ResourceService> = {
  alarm_rules: alarmRuleService,
  announcements: announcementService,
  apps: appService,
  api_groups: groupService,
  apis: apiService,
  charge_rules: chargeRuleService,
  group_ip_settings: ipSettingService,
  group_releases: releaseService,
  apply_records: applyRecordService,
  credit_groups: creditGroupService,
  documents: documentService,
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
  bills: billService,
  settlements: settlementService,
  cost_center_apps: costCenterAppService,
  audit_log: auditLogService,
  data_templates: dataTemplateService,
};
