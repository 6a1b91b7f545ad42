// Generated from schemas/newopen.yaml by `npm run gen:types`. Do not edit.

export interface paths {
    "/newopen/service/resource/check_unique": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether a value is still free in a resource's unique field (true = free) */
        get: operations["checkUnique"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newopen/service/partner/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of partners */
        get: operations["partnerPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newopen/service/partner/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** All partners (at most 1000), for pickers */
        get: operations["partnerList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newopen/service/partner/{partner_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One partner */
        get: operations["partnerDetail"];
        put?: never;
        post?: never;
        /** Delete a partner */
        delete: operations["partnerDelete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newopen/service/partner": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Update a partner */
        put: operations["partnerUpdate"];
        /** Create a partner */
        post: operations["partnerCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newopen/service/enterprise_group/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of enterprise groups */
        get: operations["enterpriseGroupPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newopen/service/enterprise_group/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** All enterprise groups (at most 1000), for pickers */
        get: operations["enterpriseGroupList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newopen/service/enterprise_group/{enterprise_group_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One enterprise group */
        get: operations["enterpriseGroupDetail"];
        put?: never;
        post?: never;
        /** Delete a enterprise group */
        delete: operations["enterpriseGroupDelete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newopen/service/enterprise_group": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Update a enterprise group */
        put: operations["enterpriseGroupUpdate"];
        /** Create a enterprise group */
        post: operations["enterpriseGroupCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newopen/service/field_group/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of field groups */
        get: operations["fieldGroupPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newopen/service/field_group/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** All field groups (at most 1000), for pickers */
        get: operations["fieldGroupList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newopen/service/field_group/{field_group_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One field group */
        get: operations["fieldGroupDetail"];
        put?: never;
        post?: never;
        /** Delete a field group */
        delete: operations["fieldGroupDelete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newopen/service/field_group": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Update a field group */
        put: operations["fieldGroupUpdate"];
        /** Create a field group */
        post: operations["fieldGroupCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newopen/service/env/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of environments */
        get: operations["envPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newopen/service/env/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** All environments (at most 1000), for pickers */
        get: operations["envList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newopen/service/env/{env_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One environment */
        get: operations["envDetail"];
        put?: never;
        post?: never;
        /** Delete a environment */
        delete: operations["envDelete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newopen/service/env": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Update a environment */
        put: operations["envUpdate"];
        /** Create a environment */
        post: operations["envCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newopen/service/survey/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The survey check (SPEC sections 2 and 7): the enabled survey of the environment, its type and the url to open in a new tab, carrying the platform code and the caller's identity; type and url null when there is none */
        get: operations["surveyCheck"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newopen/service/ops_card/public": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The enabled operations cards of an environment and a placement (SPEC section 1), in the operator's order */
        get: operations["opsCardPublic"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newopen/service/cost_center/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of cost centers */
        get: operations["costCenterPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newopen/service/cost_center/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** All cost centers (at most 1000), for pickers */
        get: operations["costCenterList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newopen/service/cost_center/{cost_center_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One cost center */
        get: operations["costCenterDetail"];
        put?: never;
        post?: never;
        /** Delete a cost center */
        delete: operations["costCenterDelete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newopen/service/cost_center": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Update a cost center */
        put: operations["costCenterUpdate"];
        /** Create a cost center */
        post: operations["costCenterCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newopen/service/credit_group/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of credit groups */
        get: operations["creditGroupPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newopen/service/credit_group/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** All credit groups (at most 1000), for pickers */
        get: operations["creditGroupList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newopen/service/credit_group/{credit_group_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One credit group */
        get: operations["creditGroupDetail"];
        put?: never;
        post?: never;
        /** Delete a credit group */
        delete: operations["creditGroupDelete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newopen/service/credit_group": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Update a credit group */
        put: operations["creditGroupUpdate"];
        /** Create a credit group */
        post: operations["creditGroupCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newopen/service/credit/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of credits */
        get: operations["creditPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newopen/service/credit/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** All credits (at most 1000), for pickers */
        get: operations["creditList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newopen/service/credit/{credit_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One credit */
        get: operations["creditDetail"];
        put?: never;
        post?: never;
        /** Delete a credit */
        delete: operations["creditDelete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newopen/service/credit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Update a credit */
        put: operations["creditUpdate"];
        /** Create a credit */
        post: operations["creditCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newopen/service/sync_group_config/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of group sync configs */
        get: operations["syncGroupConfigPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newopen/service/sync_group_config/{sync_config_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One group sync config */
        get: operations["syncGroupConfigDetail"];
        put?: never;
        post?: never;
        /** Delete a group sync config */
        delete: operations["syncGroupConfigDelete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newopen/service/sync_group_config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Update a group sync config */
        put: operations["syncGroupConfigUpdate"];
        /** Create a group sync config */
        post: operations["syncGroupConfigCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newopen/service/team/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of teams */
        get: operations["teamPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newopen/service/team/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** All teams (at most 1000), for pickers */
        get: operations["teamList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newopen/service/team/{team_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One team */
        get: operations["teamDetail"];
        put?: never;
        post?: never;
        /** Delete a team */
        delete: operations["teamDelete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newopen/service/team": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Update a team */
        put: operations["teamUpdate"];
        /** Create a team */
        post: operations["teamCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newopen/service/groups_notice/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of notices */
        get: operations["groupsNoticePage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newopen/service/groups_notice/{groups_notice_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One notice */
        get: operations["groupsNoticeDetail"];
        put?: never;
        post?: never;
        /** Delete a notice */
        delete: operations["groupsNoticeDelete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newopen/service/groups_notice": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Update a notice */
        put: operations["groupsNoticeUpdate"];
        /** Create a notice */
        post: operations["groupsNoticeCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newopen/service/groups_notice/user_notices/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of my notices */
        get: operations["userNoticePage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newopen/service/groups_notice/user_notices/{groups_notice_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One my notice */
        get: operations["userNoticeDetail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newopen/service/team/bound/user/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The members of a team */
        get: operations["teamBoundUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newopen/service/team/resource/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The menus and buttons the caller may share with a team, as a tree */
        get: operations["teamAssignableResources"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newopen/service/team/bound/resource/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The resource ids a team shares with its members */
        get: operations["teamBoundResources"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newopen/service/team/bound/user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Replace a team's members */
        post: operations["teamBindUsers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newopen/service/team/user_bound_team": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Replace the teams one user belongs to */
        post: operations["teamBindUserTeams"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newopen/service/team/bound/resource": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Replace the resources a team shares (only ones the caller holds) */
        post: operations["teamBindResources"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newopen/service/groups_notice/publish/{groups_notice_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Publish a draft or withdrawn notice to developers */
        post: operations["groupsNoticePublish"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newopen/service/groups_notice/withdraw/{groups_notice_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Withdraw a published notice */
        post: operations["groupsNoticeWithdraw"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newopen/service/groups_notice/user_notices/unread": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How many published notices of this env type the caller has not read (the header bell) */
        get: operations["userNoticeUnread"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newopen/service/groups_notice/user_notices/read_all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark every published notice read for the caller */
        post: operations["userNoticeReadAll"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newopen/service/credit/lookup/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of credit lookups */
        get: operations["creditLookupPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newopen/service/credit/lookup/{credit_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One credit lookup */
        get: operations["creditLookupDetail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newopen/service/file/upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upload one file (10M at most); answers its id and the URL it is served at */
        post: operations["fileUpload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newopen/service/file/{file_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A stored file; checked images are shown inline, anything else downloads as an attachment. Private files need the ticket of someone who may see them (404 otherwise). */
        get: operations["fileDownload"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newopen/service/field_group/binding/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of field group bindings */
        get: operations["fieldGroupBindingPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newopen/service/field_group/binding/{binding_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One field group binding */
        get: operations["fieldGroupBindingDetail"];
        put?: never;
        post?: never;
        /** Delete a field group binding */
        delete: operations["fieldGroupBindingDelete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newopen/service/field_group/binding": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Update a field group binding */
        put: operations["fieldGroupBindingUpdate"];
        /** Create a field group binding */
        post: operations["fieldGroupBindingCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newopen/service/export/record": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start an export of a list (its current filters and sort) as CSV or XLSX; the job runs in the background
         * @description The caller needs what reading the list needs, plus the list's export button where its page has one. The rows are those the caller's scope shows on the list. Answers the export record; poll exportRecordDetail for progress.
         */
        post: operations["exportCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newopen/service/export/record/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of the caller's own export records */
        get: operations["exportRecordPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newopen/service/export/record/{export_job_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of the caller's export records, with its progress (polled while the export runs) */
        get: operations["exportRecordDetail"];
        put?: never;
        post?: never;
        /** Delete one of the caller's export records and its file (a running export stops) */
        delete: operations["exportRecordDelete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newopen/service/export/record/{export_job_id}/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The export's file, for its owner only, once the export is done (409 INVALID_STATE before) */
        get: operations["exportRecordDownload"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newopen/service/workbench": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's workbench: to-dos and key figures of their scope (each with the page it opens), and recent activity */
        get: operations["workbenchGet"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newopen/service/call_log/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A keyset page of gateway calls the caller may see (newest first): a developer's applications' calls, a provider's groups' calls, every call for platform admins. Pass next_cursor back as cursor for the next page. */
        get: operations["callLogPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newopen/service/statistics/overview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Totals of the calls the caller may see over a period (from rollups) */
        get: operations["statisticsOverview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newopen/service/statistics/series": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A time series of the calls the caller may see (minutes, hours or business days) */
        get: operations["statisticsSeries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newopen/service/statistics/ranking": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The APIs, groups or applications with the most calls over a period */
        get: operations["statisticsRanking"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newopen/service/survey/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of surveies */
        get: operations["surveyPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newopen/service/survey/{survey_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One survey */
        get: operations["surveyDetail"];
        put?: never;
        post?: never;
        /** Delete a survey */
        delete: operations["surveyDelete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newopen/service/survey": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Update a survey */
        put: operations["surveyUpdate"];
        /** Create a survey */
        post: operations["surveyCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newopen/service/ops_card/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of operations cards */
        get: operations["opsCardPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newopen/service/ops_card/{card_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One operations card */
        get: operations["opsCardDetail"];
        put?: never;
        post?: never;
        /** Delete a operations card */
        delete: operations["opsCardDelete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newopen/service/ops_card": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Update a operations card */
        put: operations["opsCardUpdate"];
        /** Create a operations card */
        post: operations["opsCardCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newopen/service/data_template/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of data templates */
        get: operations["dataTemplatePage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newopen/service/data_template/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** All data templates (at most 1000), for pickers */
        get: operations["dataTemplateList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newopen/service/data_template/{template_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One data template */
        get: operations["dataTemplateDetail"];
        put?: never;
        post?: never;
        /** Delete a data template */
        delete: operations["dataTemplateDelete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newopen/service/data_template": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Update a data template */
        put: operations["dataTemplateUpdate"];
        /** Create a data template */
        post: operations["dataTemplateCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        StoredFile: {
            file_id: string;
            file_name: string;
            content_type: string;
            size: number;
            /** @enum {string} */
            visibility?: "private" | "public";
            url: string;
        };
        Partner: {
            partner_id: number;
            partner_name: string;
            /** @enum {string} */
            partner_type: "isv" | "integrator" | "channel" | "supplier";
            contact_name?: string | null;
            contact_phone?: string | null;
            email?: string | null;
            /** @enum {integer} */
            cooperation_state: 1 | 0 | 2;
            /** Format: date */
            started_on?: string | null;
            remark?: string | null;
            /** Format: date-time */
            created_at?: string | null;
            /** Format: date-time */
            updated_at?: string | null;
            created_by?: number | null;
        };
        PartnerInput: {
            partner_name: string;
            /** @enum {string} */
            partner_type: "isv" | "integrator" | "channel" | "supplier";
            contact_name?: string | null;
            contact_phone?: string | null;
            email?: string | null;
            /** @enum {integer} */
            cooperation_state?: 1 | 0 | 2;
            /** Format: date */
            started_on?: string | null;
            remark?: string | null;
            /** @description required on update */
            partner_id?: number;
        };
        PartnerPage: {
            list: components["schemas"]["Partner"][];
            total: number;
            page_num: number;
            page_size: number;
        };
        EnterpriseGroup: {
            enterprise_group_id: number;
            group_name: string;
            group_code: string;
            group_desc?: string | null;
            /** Format: date-time */
            created_at?: string | null;
            /** Format: date-time */
            updated_at?: string | null;
            created_by?: number | null;
        };
        EnterpriseGroupInput: {
            group_name: string;
            group_code: string;
            group_desc?: string | null;
            /** @description required on update */
            enterprise_group_id?: number;
        };
        EnterpriseGroupPage: {
            list: components["schemas"]["EnterpriseGroup"][];
            total: number;
            page_num: number;
            page_size: number;
        };
        FieldGroup: {
            field_group_id: number;
            field_group_name: string;
            /** @enum {integer} */
            sensitivity: 1 | 2 | 3;
            field_list?: string | null;
            field_group_desc?: string | null;
            /** Format: date-time */
            created_at?: string | null;
            /** Format: date-time */
            updated_at?: string | null;
            created_by?: number | null;
        };
        FieldGroupInput: {
            field_group_name: string;
            /** @enum {integer} */
            sensitivity?: 1 | 2 | 3;
            field_list?: string | null;
            field_group_desc?: string | null;
            /** @description required on update */
            field_group_id?: number;
        };
        FieldGroupPage: {
            list: components["schemas"]["FieldGroup"][];
            total: number;
            page_num: number;
            page_size: number;
        };
        Env: {
            env_id: number;
            env_key: string;
            env_value: string;
            /** @enum {integer} */
            env_type: 1 | 2 | 3;
            dc_name?: string | null;
            gateway_url?: string | null;
            remark?: string | null;
            /** Format: date-time */
            created_at?: string | null;
            /** Format: date-time */
            updated_at?: string | null;
            created_by?: number | null;
        };
        EnvInput: {
            env_key: string;
            env_value: string;
            /** @enum {integer} */
            env_type: 1 | 2 | 3;
            dc_name?: string | null;
            gateway_url?: string | null;
            remark?: string | null;
            /** @description required on update */
            env_id?: number;
        };
        EnvPage: {
            list: components["schemas"]["Env"][];
            total: number;
            page_num: number;
            page_size: number;
        };
        CostCenter: {
            cost_center_id: number;
            cost_center_code: string;
            cost_center_name: string;
            manager_name?: string | null;
            budget?: number | null;
            /** @enum {integer} */
            state: 1 | 0;
            enterprise_id?: number | null;
            /** Format: date-time */
            created_at?: string | null;
            /** Format: date-time */
            updated_at?: string | null;
            created_by?: number | null;
        };
        CostCenterInput: {
            cost_center_code: string;
            cost_center_name: string;
            manager_name?: string | null;
            budget?: number | null;
            /** @enum {integer} */
            state?: 1 | 0;
            /** @description required on update */
            cost_center_id?: number;
        };
        CostCenterPage: {
            list: components["schemas"]["CostCenter"][];
            total: number;
            page_num: number;
            page_size: number;
        };
        CreditGroup: {
            credit_group_id: number;
            credit_group_name: string;
            min_score: number;
            max_score: number;
            credit_group_desc?: string | null;
            /** Format: date-time */
            created_at?: string | null;
            /** Format: date-time */
            updated_at?: string | null;
            created_by?: number | null;
        };
        CreditGroupInput: {
            credit_group_name: string;
            min_score: number;
            max_score: number;
            credit_group_desc?: string | null;
            /** @description required on update */
            credit_group_id?: number;
        };
        CreditGroupPage: {
            list: components["schemas"]["CreditGroup"][];
            total: number;
            page_num: number;
            page_size: number;
        };
        Credit: {
            credit_id: number;
            enterprise_id: number;
            enterprise_name?: string | null;
            score: number;
            credit_group_name?: string | null;
            /** Format: date */
            evaluated_on: string;
            remark?: string | null;
            /** Format: date-time */
            created_at?: string | null;
            /** Format: date-time */
            updated_at?: string | null;
            created_by?: number | null;
        };
        CreditInput: {
            enterprise_id: number;
            score: number;
            /** Format: date */
            evaluated_on: string;
            remark?: string | null;
            /** @description required on update */
            credit_id?: number;
        };
        CreditPage: {
            list: components["schemas"]["Credit"][];
            total: number;
            page_num: number;
            page_size: number;
        };
        SyncGroupConfig: {
            sync_config_id: number;
            config_name: string;
            source_env_id: number;
            target_env_id: number;
            /** @enum {string} */
            sync_mode: "manual" | "scheduled";
            cron?: string | null;
            /** @enum {integer} */
            state: 1 | 0;
            /** Format: date-time */
            created_at?: string | null;
            /** Format: date-time */
            updated_at?: string | null;
            created_by?: number | null;
        };
        SyncGroupConfigInput: {
            config_name: string;
            source_env_id: number;
            target_env_id: number;
            /** @enum {string} */
            sync_mode: "manual" | "scheduled";
            cron?: string | null;
            /** @enum {integer} */
            state?: 1 | 0;
            /** @description required on update */
            sync_config_id?: number;
        };
        SyncGroupConfigPage: {
            list: components["schemas"]["SyncGroupConfig"][];
            total: number;
            page_num: number;
            page_size: number;
        };
        Team: {
            team_id: number;
            team_name: string;
            team_desc?: string | null;
            member_count?: number | null;
            /** Format: date-time */
            created_at?: string | null;
            /** Format: date-time */
            updated_at?: string | null;
            created_by?: number | null;
        };
        TeamInput: {
            team_name: string;
            team_desc?: string | null;
            /** @description required on update */
            team_id?: number;
        };
        TeamPage: {
            list: components["schemas"]["Team"][];
            total: number;
            page_num: number;
            page_size: number;
        };
        Notice: {
            groups_notice_id: number;
            notice_title: string;
            /** @enum {integer} */
            notice_type: 1 | 2 | 3 | 4;
            /** @enum {integer} */
            env_type: 1 | 2 | 3;
            notice_content: string;
            /** @enum {integer|null} */
            notice_state?: 0 | 1 | 2 | null;
            /**
             * @description platform: every user (a platform admin's); subscribers: users subscribed to the sender's groups
             * @enum {string|null}
             */
            audience?: "platform" | "subscribers" | null;
            /** Format: date-time */
            published_at?: string | null;
            /** Format: date-time */
            created_at?: string | null;
            /** Format: date-time */
            updated_at?: string | null;
            created_by?: number | null;
        };
        NoticeInput: {
            notice_title: string;
            /** @enum {integer} */
            notice_type: 1 | 2 | 3 | 4;
            /** @enum {integer} */
            env_type: 1 | 2 | 3;
            notice_content: string;
            /** @description required on update */
            groups_notice_id?: number;
        };
        NoticePage: {
            list: components["schemas"]["Notice"][];
            total: number;
            page_num: number;
            page_size: number;
        };
        UserNotice: {
            groups_notice_id: number;
            notice_title?: string | null;
            /** @enum {integer|null} */
            notice_type?: 1 | 2 | 3 | 4 | 5 | null;
            /** @description the page a personal notice is about */
            link?: string | null;
            /** @description who sent it: the platform, the system (personal notices) or the provider's name */
            sender_name?: string | null;
            /** @enum {integer|null} */
            env_type?: 1 | 2 | 3 | null;
            notice_content?: string | null;
            /** Format: date-time */
            published_at?: string | null;
            /** @enum {integer|null} */
            read_state?: 0 | 1 | null;
        };
        UserNoticeInput: {
            /** @description required on update */
            groups_notice_id?: number;
        };
        UserNoticePage: {
            list: components["schemas"]["UserNotice"][];
            total: number;
            page_num: number;
            page_size: number;
        };
        CreditLookup: {
            credit_id: number;
            enterprise_id?: number | null;
            enterprise_name?: string | null;
            score?: number | null;
            credit_group_name?: string | null;
            /** Format: date */
            evaluated_on?: string | null;
            remark?: string | null;
        };
        CreditLookupInput: {
            /** @description required on update */
            credit_id?: number;
        };
        CreditLookupPage: {
            list: components["schemas"]["CreditLookup"][];
            total: number;
            page_num: number;
            page_size: number;
        };
        FieldGroupBinding: {
            binding_id: number;
            field_group_id: number;
            enterprise_group_id: number;
            /** Format: date */
            expires_on?: string | null;
            remark?: string | null;
            /** Format: date-time */
            created_at?: string | null;
            /** Format: date-time */
            updated_at?: string | null;
            created_by?: number | null;
        };
        FieldGroupBindingInput: {
            field_group_id: number;
            enterprise_group_id: number;
            /** Format: date */
            expires_on?: string | null;
            remark?: string | null;
            /** @description required on update */
            binding_id?: number;
        };
        FieldGroupBindingPage: {
            list: components["schemas"]["FieldGroupBinding"][];
            total: number;
            page_num: number;
            page_size: number;
        };
        ExportRecord: {
            export_job_id: number;
            source: string;
            source_label: string;
            file_name: string;
            /** @enum {string} */
            format: "csv" | "xlsx";
            /** @enum {string} */
            state: "queued" | "running" | "done" | "failed";
            total_rows?: number | null;
            processed_rows: number;
            /** Format: int64 */
            file_size?: number | null;
            error_message?: string | null;
            /** Format: date-time */
            started_at?: string | null;
            /** Format: date-time */
            finished_at?: string | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at?: string | null;
            created_by: number;
        };
        ExportRecordPage: {
            list: components["schemas"]["ExportRecord"][];
            total: number;
            page_num: number;
            page_size: number;
        };
        Workbench: {
            widgets: {
                key: string;
                /** @enum {string} */
                kind: "todo" | "figure";
                title: string;
                link: string;
                value: number;
            }[];
            activity: {
                source: string;
                category: string;
                title: string;
                /** Format: date-time */
                at: string;
                link?: string;
            }[];
        };
        StatsFigures: {
            /** Format: int64 */
            calls: number;
            /** Format: int64 */
            ok_calls: number;
            /** Format: int64 */
            client_errors: number;
            /** Format: int64 */
            server_errors: number;
            /** Format: int64 */
            gateway_refusals: number;
            success_rate: number | null;
            avg_latency_ms: number | null;
            max_latency_ms?: number;
            /** Format: int64 */
            bytes_in?: number;
            /** Format: int64 */
            bytes_out?: number;
        };
        StatsOverview: components["schemas"]["StatsFigures"] & {
            /** Format: date-time */
            start_time?: string;
            /** Format: date-time */
            end_time?: string;
        };
        StatsSeries: {
            /** @enum {string} */
            granularity: "m" | "h" | "d";
            points: (components["schemas"]["StatsFigures"] & {
                /** Format: date-time */
                bucket_start?: string;
            })[];
        };
        StatsRanking: {
            by: string;
            list: (components["schemas"]["StatsFigures"] & {
                id?: number;
                tool_name?: string | null;
            })[];
        };
        CallLog: {
            request_id: string;
            /** Format: date-time */
            called_at: string;
            env_type: number;
            group_id?: number | null;
            api_id?: number | null;
            apply_id?: number | null;
            /** @description the owner of the calling application */
            developer_id?: number | null;
            client_ip?: string | null;
            method?: string;
            path?: string;
            status: number;
            error_code?: string | null;
            upstream_latency_ms?: number | null;
            latency_ms: number;
            /** Format: int64 */
            bytes_in?: number;
            /** Format: int64 */
            bytes_out?: number;
            /**
             * @description api: a signed call; mcp: an MCP tool call
             * @enum {string}
             */
            channel?: "api" | "mcp";
            /** @description the MCP tool called */
            tool_name?: string | null;
        };
        CallLogPage: {
            list: components["schemas"]["CallLog"][];
            next_cursor: string | null;
            has_more: boolean;
        };
        Survey: {
            survey_id: number;
            survey_name: string;
            survey_name_en?: string | null;
            /** @enum {string} */
            survey_type: "satisfaction" | "nps" | "feedback" | "research";
            /** @enum {integer} */
            env_type: 1 | 2 | 3;
            url: string;
            enabled?: boolean | null;
            remark?: string | null;
            /** Format: date-time */
            created_at?: string | null;
            /** Format: date-time */
            updated_at?: string | null;
            created_by?: number | null;
        };
        SurveyInput: {
            survey_name: string;
            survey_name_en?: string | null;
            /** @enum {string} */
            survey_type?: "satisfaction" | "nps" | "feedback" | "research";
            /** @enum {integer} */
            env_type?: 1 | 2 | 3;
            url: string;
            enabled?: boolean | null;
            remark?: string | null;
            /** @description required on update */
            survey_id?: number;
        };
        SurveyPage: {
            list: components["schemas"]["Survey"][];
            total: number;
            page_num: number;
            page_size: number;
        };
        OpsCard: {
            card_id: number;
            /** @enum {string} */
            card_type: "announcement" | "promotion" | "support";
            /** @enum {integer} */
            env_type: 1 | 2 | 3;
            /** @enum {string} */
            placement: "workbench" | "home" | "market" | "product" | "doccenter";
            title: string;
            title_en?: string | null;
            body?: string | null;
            body_en?: string | null;
            link_text?: string | null;
            link_text_en?: string | null;
            link_url?: string | null;
            sort: number;
            enabled?: boolean | null;
            /** Format: date-time */
            created_at?: string | null;
            /** Format: date-time */
            updated_at?: string | null;
            created_by?: number | null;
        };
        OpsCardInput: {
            /** @enum {string} */
            card_type?: "announcement" | "promotion" | "support";
            /** @enum {integer} */
            env_type?: 1 | 2 | 3;
            /** @enum {string} */
            placement?: "workbench" | "home" | "market" | "product" | "doccenter";
            title: string;
            title_en?: string | null;
            body?: string | null;
            body_en?: string | null;
            link_text?: string | null;
            link_text_en?: string | null;
            link_url?: string | null;
            sort?: number;
            enabled?: boolean | null;
            /** @description required on update */
            card_id?: number;
        };
        OpsCardPage: {
            list: components["schemas"]["OpsCard"][];
            total: number;
            page_num: number;
            page_size: number;
        };
        DataTemplate: {
            template_id: number;
            template_name: string;
            template_name_en?: string | null;
            template_desc?: string | null;
            request_params?: {
                [key: string]: unknown;
            }[] | null;
            response_schema?: {
                [key: string]: unknown;
            } | null;
            error_codes?: {
                [key: string]: unknown;
            }[] | null;
            used_by?: number | null;
            enterprise_id?: number | null;
            /** Format: date-time */
            created_at?: string | null;
            /** Format: date-time */
            updated_at?: string | null;
            created_by?: number | null;
        };
        DataTemplateInput: {
            template_name: string;
            template_name_en?: string | null;
            template_desc?: string | null;
            request_params?: Record<string, never>[] | null;
            response_schema?: {
                [key: string]: unknown;
            } | null;
            error_codes?: Record<string, never>[] | null;
            /** @description required on update */
            template_id?: number;
        };
        DataTemplatePage: {
            list: components["schemas"]["DataTemplate"][];
            total: number;
            page_num: number;
            page_size: number;
        };
        FieldError: {
            field: string;
            message: string;
        };
        ErrorEnvelope: {
            success: boolean;
            code: string;
            message: string;
            data: {
                errors?: components["schemas"]["FieldError"][];
            } | null;
        };
        Envelope: {
            success: boolean;
            /** @description OK or a stable upper-snake error code */
            code: string;
            /** @description Human text in the request's language */
            message: string;
        };
        BooleanEnvelope: components["schemas"]["Envelope"] & {
            data?: boolean;
        };
        UserBrief: {
            user_id: number;
            user_name: string;
            user_real_name?: string | null;
        };
        PermissionItem: {
            id: number;
            /**
             * @description 1 menu
             * @enum {integer}
             */
            type: 1 | 2;
            parentId?: number | null;
            menuId?: number | null;
            menuCode?: string | null;
            menuName?: string | null;
            buttonName?: string | null;
            buttonCode?: string | null;
            children: components["schemas"]["PermissionItem"][];
        };
        NullEnvelope: components["schemas"]["Envelope"] & {
            data?: null;
        };
    };
    responses: {
        /** @description Done */
        Done: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["NullEnvelope"];
            };
        };
        /** @description Ids */
        IdList: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Envelope"] & {
                    data?: number[];
                };
            };
        };
        /** @description Any failure, as the envelope with a stable code */
        Error: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
    };
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    checkUnique: {
        parameters: {
            query: {
                resource: string;
                field: string;
                value: string;
                exclude_id?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description true when the value is free */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BooleanEnvelope"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    partnerPage: {
        parameters: {
            query?: {
                page_num?: number;
                page_size?: number;
                sort_field?: "partner_id" | "partner_name" | "partner_type" | "contact_name" | "contact_phone" | "email" | "cooperation_state" | "started_on" | "remark" | "created_at" | "updated_at" | "created_by";
                sort_order?: "ASC" | "DESC" | "asc" | "desc";
                partner_name?: string;
                partner_type?: "isv" | "integrator" | "channel" | "supplier";
                cooperation_state?: 1 | 0 | 2;
                started_on_start?: string;
                started_on_end?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["PartnerPage"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    partnerList: {
        parameters: {
            query?: {
                partner_name?: string;
                partner_type?: "isv" | "integrator" | "channel" | "supplier";
                cooperation_state?: 1 | 0 | 2;
                started_on_start?: string;
                started_on_end?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["Partner"][];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    partnerDetail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                partner_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["Partner"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    partnerDelete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                partner_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: null;
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    partnerUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PartnerInput"] & {
                    partner_id: number;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["Partner"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    partnerCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PartnerInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["Partner"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    enterpriseGroupPage: {
        parameters: {
            query?: {
                page_num?: number;
                page_size?: number;
                sort_field?: "enterprise_group_id" | "group_name" | "group_code" | "group_desc" | "created_at" | "updated_at" | "created_by";
                sort_order?: "ASC" | "DESC" | "asc" | "desc";
                group_name?: string;
                group_code?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["EnterpriseGroupPage"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    enterpriseGroupList: {
        parameters: {
            query?: {
                group_name?: string;
                group_code?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["EnterpriseGroup"][];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    enterpriseGroupDetail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                enterprise_group_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["EnterpriseGroup"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    enterpriseGroupDelete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                enterprise_group_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: null;
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    enterpriseGroupUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EnterpriseGroupInput"] & {
                    enterprise_group_id: number;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["EnterpriseGroup"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    enterpriseGroupCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EnterpriseGroupInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["EnterpriseGroup"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    fieldGroupPage: {
        parameters: {
            query?: {
                page_num?: number;
                page_size?: number;
                sort_field?: "field_group_id" | "field_group_name" | "sensitivity" | "field_list" | "field_group_desc" | "created_at" | "updated_at" | "created_by";
                sort_order?: "ASC" | "DESC" | "asc" | "desc";
                field_group_name?: string;
                sensitivity?: 1 | 2 | 3;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["FieldGroupPage"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    fieldGroupList: {
        parameters: {
            query?: {
                field_group_name?: string;
                sensitivity?: 1 | 2 | 3;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["FieldGroup"][];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    fieldGroupDetail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                field_group_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["FieldGroup"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    fieldGroupDelete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                field_group_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: null;
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    fieldGroupUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FieldGroupInput"] & {
                    field_group_id: number;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["FieldGroup"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    fieldGroupCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FieldGroupInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["FieldGroup"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    envPage: {
        parameters: {
            query?: {
                page_num?: number;
                page_size?: number;
                sort_field?: "env_id" | "env_key" | "env_value" | "env_type" | "dc_name" | "gateway_url" | "remark" | "created_at" | "updated_at" | "created_by";
                sort_order?: "ASC" | "DESC" | "asc" | "desc";
                env_value?: string;
                env_type?: 1 | 2 | 3;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["EnvPage"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    envList: {
        parameters: {
            query?: {
                env_value?: string;
                env_type?: 1 | 2 | 3;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["Env"][];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    envDetail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                env_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["Env"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    envDelete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                env_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: null;
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    envUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EnvInput"] & {
                    env_id: number;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["Env"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    envCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EnvInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["Env"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    surveyCheck: {
        parameters: {
            query?: {
                env_type?: 1 | 2 | 3;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: {
                            /** @description the survey's type (satisfaction */
                            type: string | null;
                            /** @description the survey address with platform_code */
                            url: string | null;
                            survey_id?: number | null;
                            survey_name?: string | null;
                            survey_name_en?: string | null;
                        };
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    opsCardPublic: {
        parameters: {
            query: {
                env_type?: 1 | 2 | 3;
                placement: "workbench" | "home" | "market" | "product" | "doccenter";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: {
                            card_id: number;
                            /** @enum {string} */
                            card_type: "announcement" | "promotion" | "support";
                            title: string;
                            title_en?: string | null;
                            body?: string | null;
                            body_en?: string | null;
                            link_text?: string | null;
                            link_text_en?: string | null;
                            link_url?: string | null;
                        }[];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    costCenterPage: {
        parameters: {
            query?: {
                page_num?: number;
                page_size?: number;
                sort_field?: "cost_center_id" | "cost_center_code" | "cost_center_name" | "manager_name" | "budget" | "state" | "enterprise_id" | "created_at" | "updated_at" | "created_by";
                sort_order?: "ASC" | "DESC" | "asc" | "desc";
                cost_center_name?: string;
                cost_center_code?: string;
                state?: 1 | 0;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["CostCenterPage"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    costCenterList: {
        parameters: {
            query?: {
                cost_center_name?: string;
                cost_center_code?: string;
                state?: 1 | 0;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["CostCenter"][];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    costCenterDetail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                cost_center_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["CostCenter"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    costCenterDelete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                cost_center_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: null;
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    costCenterUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CostCenterInput"] & {
                    cost_center_id: number;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["CostCenter"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    costCenterCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CostCenterInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["CostCenter"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    creditGroupPage: {
        parameters: {
            query?: {
                page_num?: number;
                page_size?: number;
                sort_field?: "credit_group_id" | "credit_group_name" | "min_score" | "max_score" | "credit_group_desc" | "created_at" | "updated_at" | "created_by";
                sort_order?: "ASC" | "DESC" | "asc" | "desc";
                credit_group_name?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["CreditGroupPage"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    creditGroupList: {
        parameters: {
            query?: {
                credit_group_name?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["CreditGroup"][];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    creditGroupDetail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                credit_group_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["CreditGroup"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    creditGroupDelete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                credit_group_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: null;
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    creditGroupUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreditGroupInput"] & {
                    credit_group_id: number;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["CreditGroup"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    creditGroupCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreditGroupInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["CreditGroup"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    creditPage: {
        parameters: {
            query?: {
                page_num?: number;
                page_size?: number;
                sort_field?: "credit_id" | "enterprise_id" | "score" | "evaluated_on" | "remark" | "created_at" | "updated_at" | "created_by";
                sort_order?: "ASC" | "DESC" | "asc" | "desc";
                enterprise_id?: number;
                evaluated_on_start?: string;
                evaluated_on_end?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["CreditPage"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    creditList: {
        parameters: {
            query?: {
                enterprise_id?: number;
                evaluated_on_start?: string;
                evaluated_on_end?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["Credit"][];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    creditDetail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                credit_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["Credit"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    creditDelete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                credit_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: null;
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    creditUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreditInput"] & {
                    credit_id: number;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["Credit"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    creditCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreditInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["Credit"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    syncGroupConfigPage: {
        parameters: {
            query?: {
                page_num?: number;
                page_size?: number;
                sort_field?: "sync_config_id" | "config_name" | "source_env_id" | "target_env_id" | "sync_mode" | "cron" | "state" | "created_at" | "updated_at" | "created_by";
                sort_order?: "ASC" | "DESC" | "asc" | "desc";
                config_name?: string;
                sync_mode?: "manual" | "scheduled";
                state?: 1 | 0;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["SyncGroupConfigPage"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    syncGroupConfigDetail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                sync_config_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["SyncGroupConfig"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    syncGroupConfigDelete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                sync_config_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: null;
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    syncGroupConfigUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SyncGroupConfigInput"] & {
                    sync_config_id: number;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["SyncGroupConfig"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    syncGroupConfigCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SyncGroupConfigInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["SyncGroupConfig"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    teamPage: {
        parameters: {
            query?: {
                page_num?: number;
                page_size?: number;
                sort_field?: "team_id" | "team_name" | "team_desc" | "created_at" | "updated_at" | "created_by";
                sort_order?: "ASC" | "DESC" | "asc" | "desc";
                team_name?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["TeamPage"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    teamList: {
        parameters: {
            query?: {
                team_name?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["Team"][];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    teamDetail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                team_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["Team"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    teamDelete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                team_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: null;
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    teamUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TeamInput"] & {
                    team_id: number;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["Team"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    teamCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TeamInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["Team"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    groupsNoticePage: {
        parameters: {
            query?: {
                page_num?: number;
                page_size?: number;
                sort_field?: "groups_notice_id" | "notice_title" | "notice_type" | "env_type" | "notice_content" | "notice_state" | "published_at" | "created_at" | "updated_at" | "created_by";
                sort_order?: "ASC" | "DESC" | "asc" | "desc";
                notice_title?: string;
                notice_type?: 1 | 2 | 3 | 4;
                env_type?: 1 | 2 | 3;
                notice_state?: 0 | 1 | 2;
                published_at_start?: string;
                published_at_end?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["NoticePage"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    groupsNoticeDetail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                groups_notice_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["Notice"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    groupsNoticeDelete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                groups_notice_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: null;
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    groupsNoticeUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NoticeInput"] & {
                    groups_notice_id: number;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["Notice"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    groupsNoticeCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NoticeInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["Notice"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    userNoticePage: {
        parameters: {
            query?: {
                page_num?: number;
                page_size?: number;
                sort_field?: "groups_notice_id" | "notice_title" | "notice_type" | "env_type" | "notice_content" | "published_at";
                sort_order?: "ASC" | "DESC" | "asc" | "desc";
                notice_title?: string;
                notice_type?: 1 | 2 | 3 | 4 | 5;
                env_type?: 1 | 2 | 3;
                read_state?: 0 | 1;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["UserNoticePage"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    userNoticeDetail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                groups_notice_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["UserNotice"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    teamBoundUsers: {
        parameters: {
            query: {
                team_id: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Members */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["UserBrief"][];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    teamAssignableResources: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Assignable tree */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["PermissionItem"][];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    teamBoundResources: {
        parameters: {
            query: {
                team_id: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["IdList"];
            default: components["responses"]["Error"];
        };
    };
    teamBindUsers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    team_id: number;
                    user_ids: number[];
                };
            };
        };
        responses: {
            200: components["responses"]["Done"];
            default: components["responses"]["Error"];
        };
    };
    teamBindUserTeams: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    user_id: number;
                    team_ids: number[];
                };
            };
        };
        responses: {
            200: components["responses"]["Done"];
            default: components["responses"]["Error"];
        };
    };
    teamBindResources: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    team_id: number;
                    resource_ids: number[];
                };
            };
        };
        responses: {
            200: components["responses"]["Done"];
            default: components["responses"]["Error"];
        };
    };
    groupsNoticePublish: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                groups_notice_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Done"];
            default: components["responses"]["Error"];
        };
    };
    groupsNoticeWithdraw: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                groups_notice_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Done"];
            default: components["responses"]["Error"];
        };
    };
    userNoticeUnread: {
        parameters: {
            query: {
                env_type: 1 | 2 | 3;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Unread count */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: number;
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    userNoticeReadAll: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Done"];
            default: components["responses"]["Error"];
        };
    };
    creditLookupPage: {
        parameters: {
            query?: {
                page_num?: number;
                page_size?: number;
                sort_field?: "credit_id" | "enterprise_id" | "score" | "evaluated_on" | "remark";
                sort_order?: "ASC" | "DESC" | "asc" | "desc";
                credit_group_name?: string;
                evaluated_on_start?: string;
                evaluated_on_end?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["CreditLookupPage"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    creditLookupDetail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                credit_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["CreditLookup"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    fileUpload: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** Format: binary */
                    file: string;
                    /**
                     * @description public only for PNG/JPEG/GIF/WebP images (checked by their bytes), served to anyone holding the id; private files need a ticket
                     * @default private
                     * @enum {string}
                     */
                    visibility?: "private" | "public";
                };
            };
        };
        responses: {
            /** @description The stored file */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["StoredFile"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    fileDownload: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                file_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file's bytes */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                };
            };
            default: components["responses"]["Error"];
        };
    };
    fieldGroupBindingPage: {
        parameters: {
            query?: {
                page_num?: number;
                page_size?: number;
                sort_field?: "binding_id" | "field_group_id" | "enterprise_group_id" | "expires_on" | "remark" | "created_at" | "updated_at" | "created_by";
                sort_order?: "ASC" | "DESC" | "asc" | "desc";
                field_group_id?: number;
                enterprise_group_id?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["FieldGroupBindingPage"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    fieldGroupBindingDetail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                binding_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["FieldGroupBinding"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    fieldGroupBindingDelete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                binding_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: null;
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    fieldGroupBindingUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FieldGroupBindingInput"] & {
                    binding_id: number;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["FieldGroupBinding"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    fieldGroupBindingCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FieldGroupBindingInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["FieldGroupBinding"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    exportCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description what to export: a resource name, or another registered source */
                    source: string;
                    /** @enum {string} */
                    format: "csv" | "xlsx";
                    /** @description the list's filters, as its page operation takes them in the query */
                    filter?: {
                        [key: string]: string | number | boolean | unknown[] | null;
                    };
                    sort_field?: string;
                    /** @enum {string} */
                    sort_order?: "ASC" | "DESC";
                    /** @description IANA time zone the dates are written in */
                    time_zone?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["ExportRecord"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    exportRecordPage: {
        parameters: {
            query?: {
                page_num?: number;
                page_size?: number;
                sort_field?: "export_job_id" | "file_name" | "source_label" | "source" | "format" | "state" | "processed_rows" | "total_rows" | "file_size" | "error_message" | "started_at" | "finished_at" | "created_at" | "updated_at" | "created_by";
                sort_order?: "ASC" | "DESC" | "asc" | "desc";
                file_name?: string;
                source_label?: string;
                format?: "csv" | "xlsx";
                state?: "queued" | "running" | "done" | "failed";
                created_at_start?: string;
                created_at_end?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["ExportRecordPage"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    exportRecordDetail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                export_job_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["ExportRecord"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    exportRecordDelete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                export_job_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Done"];
            default: components["responses"]["Error"];
        };
    };
    exportRecordDownload: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                export_job_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The CSV or XLSX file, as an attachment */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            default: components["responses"]["Error"];
        };
    };
    workbenchGet: {
        parameters: {
            query?: {
                /** @description the environment chosen in the header (unread notices) */
                env_type?: 1 | 2 | 3;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["Workbench"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    callLogPage: {
        parameters: {
            query?: {
                cursor?: string;
                page_size?: number;
                env_type?: 1 | 2 | 3;
                group_id?: number;
                api_id?: number;
                apply_id?: number;
                start_time?: string;
                end_time?: string;
                status?: number;
                /** @description api: signed calls; mcp: MCP tool calls */
                channel?: "api" | "mcp";
                tool_name?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["CallLogPage"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    statisticsOverview: {
        parameters: {
            query: {
                start_time: string;
                end_time: string;
                env_type?: 1 | 2 | 3;
                group_id?: number;
                api_id?: number;
                apply_id?: number;
                /** @description api: signed calls; mcp: MCP tool calls */
                channel?: "api" | "mcp";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["StatsOverview"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    statisticsSeries: {
        parameters: {
            query: {
                start_time: string;
                end_time: string;
                env_type?: 1 | 2 | 3;
                group_id?: number;
                api_id?: number;
                apply_id?: number;
                /** @description api: signed calls; mcp: MCP tool calls */
                channel?: "api" | "mcp";
                granularity?: "m" | "h" | "d";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["StatsSeries"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    statisticsRanking: {
        parameters: {
            query: {
                start_time: string;
                end_time: string;
                env_type?: 1 | 2 | 3;
                group_id?: number;
                api_id?: number;
                apply_id?: number;
                /** @description api: signed calls; mcp: MCP tool calls */
                channel?: "api" | "mcp";
                /** @description tool: APIs called as MCP tools, with their tool names */
                by?: "api" | "group" | "app" | "tool";
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["StatsRanking"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    surveyPage: {
        parameters: {
            query?: {
                page_num?: number;
                page_size?: number;
                sort_field?: "survey_id" | "survey_name" | "survey_name_en" | "survey_type" | "env_type" | "url" | "enabled" | "remark" | "created_at" | "updated_at" | "created_by";
                sort_order?: "ASC" | "DESC" | "asc" | "desc";
                survey_name?: string;
                env_type?: 1 | 2 | 3;
                survey_type?: "satisfaction" | "nps" | "feedback" | "research";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["SurveyPage"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    surveyDetail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                survey_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["Survey"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    surveyDelete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                survey_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: null;
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    surveyUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SurveyInput"] & {
                    survey_id: number;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["Survey"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    surveyCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SurveyInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["Survey"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    opsCardPage: {
        parameters: {
            query?: {
                page_num?: number;
                page_size?: number;
                sort_field?: "card_id" | "card_type" | "env_type" | "placement" | "title" | "title_en" | "body" | "body_en" | "link_text" | "link_text_en" | "link_url" | "sort" | "enabled" | "created_at" | "updated_at" | "created_by";
                sort_order?: "ASC" | "DESC" | "asc" | "desc";
                title?: string;
                env_type?: 1 | 2 | 3;
                placement?: "workbench" | "home" | "market" | "product" | "doccenter";
                card_type?: "announcement" | "promotion" | "support";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["OpsCardPage"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    opsCardDetail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                card_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["OpsCard"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    opsCardDelete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                card_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: null;
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    opsCardUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OpsCardInput"] & {
                    card_id: number;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["OpsCard"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    opsCardCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OpsCardInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["OpsCard"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    dataTemplatePage: {
        parameters: {
            query?: {
                page_num?: number;
                page_size?: number;
                sort_field?: "template_id" | "template_name" | "template_name_en" | "template_desc" | "request_params" | "response_schema" | "error_codes" | "enterprise_id" | "created_at" | "updated_at" | "created_by";
                sort_order?: "ASC" | "DESC" | "asc" | "desc";
                template_name?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["DataTemplatePage"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    dataTemplateList: {
        parameters: {
            query?: {
                template_name?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["DataTemplate"][];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    dataTemplateDetail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                template_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["DataTemplate"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    dataTemplateDelete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                template_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: null;
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    dataTemplateUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DataTemplateInput"] & {
                    template_id: number;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["DataTemplate"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    dataTemplateCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DataTemplateInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["DataTemplate"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
}
