// Generated from schemas/catalog.yaml by `npm run gen:types`. Do not edit.

export interface paths {
    "/newopen/service/group/submit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submits a draft group for publish review (or its upgrade for upgrade review); needs an enabled charge rule and at least one API */
        post: operations["groupSubmit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newopen/service/group/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Revokes the publication of a published group */
        post: operations["groupRevoke"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newopen/service/group/overdue": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Marks a published group overdue (off the store and the gateway until republished) */
        post: operations["groupOverdue"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newopen/service/group/republish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Publishes a revoked or overdue group again (its reviewed API set is unchanged) */
        post: operations["groupRepublish"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newopen/service/group/upgrade": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Starts an upgrade of a published group: a new draft version beside it, committed through review */
        post: operations["groupUpgrade"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newopen/service/group/upgrade/back": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Discards an upgrade draft; the published version stays as it is */
        post: operations["groupUpgradeBack"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newopen/service/charge_rule/enable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Enables or disables a charge rule */
        post: operations["chargeRuleEnable"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newopen/service/group/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Imports an OpenAPI 3.0/3.1 or Swagger 2.0 document (YAML or JSON) into a new group or a draft one; dry_run previews and writes nothing; a real import writes all or nothing */
        post: operations["groupImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newopen/service/group/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The group as an OpenAPI 3.1 document */
        get: operations["groupExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newopen/service/group/check_name": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether a group name is free (true) across the platform; exclude_id leaves out the group being edited */
        get: operations["groupNameCheck"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newopen/service/api/check_route": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether method + listen path is free in the group's environments; answers the clashing API when not */
        get: operations["apiRouteCheck"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newopen/service/group/score": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Rates a published group 1-5 with a comment; one rating per user, rating again replaces it (login required: 401 with the log-in message otherwise) */
        post: operations["groupScore"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newopen/service/group/score/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The ratings of a published group, newest first, with its average (raters' names masked) */
        get: operations["groupScoreList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newopen/service/group/collect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Adds a published group to the caller's favourites (collected true) or removes it */
        post: operations["groupCollect"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newopen/service/group/collect/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's favourite groups (published ones), newest first */
        get: operations["groupCollectList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newopen/service/group/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of capabilities */
        get: operations["groupPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newopen/service/group/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** All capabilities (at most 1000), for pickers */
        get: operations["groupList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newopen/service/group/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One capability with its upstreams, APIs and charge rules */
        get: operations["groupDetail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newopen/service/group/{group_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a capability */
        delete: operations["groupDelete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newopen/service/group": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Update a capability */
        put: operations["groupUpdate"];
        /** Create a capability */
        post: operations["groupCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newopen/service/api/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of apis */
        get: operations["apiPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newopen/service/api/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** All apis (at most 1000), for pickers */
        get: operations["apiList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newopen/service/api/{api_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One api */
        get: operations["apiDetail"];
        put?: never;
        post?: never;
        /** Delete a api */
        delete: operations["apiDelete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newopen/service/api": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Update a api */
        put: operations["apiUpdate"];
        /** Create a api */
        post: operations["apiCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newopen/service/group_release/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of release histories */
        get: operations["groupReleasePage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newopen/service/group_release/{release_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One release history */
        get: operations["groupReleaseDetail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newopen/service/charge_rule/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of pricings */
        get: operations["chargeRulePage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newopen/service/charge_rule/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** All pricings (at most 1000), for pickers */
        get: operations["chargeRuleList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newopen/service/charge_rule/{charge_rule_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One pricing */
        get: operations["chargeRuleDetail"];
        put?: never;
        post?: never;
        /** Delete a pricing */
        delete: operations["chargeRuleDelete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newopen/service/charge_rule": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Update a pricing */
        put: operations["chargeRuleUpdate"];
        /** Create a pricing */
        post: operations["chargeRuleCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newopen/service/group_ip/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of group ip allow-lists */
        get: operations["groupIpPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newopen/service/group_ip/{group_ip_setting_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One group ip allow-list */
        get: operations["groupIpDetail"];
        put?: never;
        post?: never;
        /** Delete a group ip allow-list */
        delete: operations["groupIpDelete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newopen/service/group_ip": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Update a group ip allow-list */
        put: operations["groupIpUpdate"];
        /** Create a group ip allow-list */
        post: operations["groupIpCreate"];
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
        ApiGroup: {
            group_id: number;
            group_name: string;
            group_name_en?: string | null;
            classify_id?: number | null;
            description?: string | null;
            documentation?: string | null;
            description_en?: string | null;
            documentation_en?: string | null;
            logo_file_id?: string | null;
            tags?: string | null;
            /** @enum {integer|null} */
            env_type?: 1 | 2 | 3 | null;
            upstreams?: components["schemas"]["GroupUpstream"][];
            /** @description upstreams the gateway refuses to call (SSRF rules) and why, for the group's provider; callers get only UPSTREAM_REFUSED */
            upstream_refusals?: {
                env_type: number;
                reason: string;
            }[];
            apis?: components["schemas"]["Api"][];
            charge_rules?: components["schemas"]["ChargeRule"][];
            team_id?: number | null;
            /** @description strict signature checks at the gateway: Content-MD5 required on bodies that are not forms, repeated parameters refused */
            signature_strict?: boolean;
            /** @enum {string|null} */
            group_state?: "draft" | "submitted" | "published" | "revoked" | "overdue" | null;
            /** @enum {string|null} */
            check_state?: "none" | "pending" | "approved" | "rejected" | null;
            /** @enum {integer|null} */
            ip_restriction?: 0 | 1 | null;
            /** @enum {integer|null} */
            overdue?: 0 | 1 | null;
            version?: number | null;
            parent_group_id?: number | null;
            upgrade_group_id?: number | null;
            reject_reason?: string | null;
            work_order_id?: number | null;
            /** Format: date-time */
            published_at?: string | null;
            api_count?: number | null;
            score_avg?: number | null;
            score_count?: number | null;
            favourite_count?: number | null;
            enterprise_id?: number | null;
            /** Format: date-time */
            created_at?: string | null;
            /** Format: date-time */
            updated_at?: string | null;
            created_by?: number | null;
        };
        ApiGroupInput: {
            group_name: string;
            group_name_en?: string | null;
            classify_id?: number | null;
            description?: string | null;
            documentation?: string | null;
            description_en?: string | null;
            documentation_en?: string | null;
            logo_file_id?: string | null;
            tags?: string | null;
            /** @enum {integer|null} */
            env_type?: 1 | 2 | 3 | null;
            team_id?: number | null;
            signature_strict?: boolean;
            upstreams?: components["schemas"]["GroupUpstreamInput"][] | null;
            /** @description required on update */
            group_id?: number;
        };
        ApiGroupPage: {
            list: components["schemas"]["ApiGroup"][];
            total: number;
            page_num: number;
            page_size: number;
        };
        Api: {
            api_id: number;
            group_id: number;
            api_name: string;
            api_desc?: string | null;
            /** @description English name, read where English is asked for (MCP tools/list with Accept-Language: en); null: the Chinese name */
            api_name_en?: string | null;
            /** @description English description; null: the Chinese one */
            api_desc_en?: string | null;
            api_classify?: string | null;
            /** @enum {string} */
            method_type: "GET" | "POST" | "PUT" | "DELETE" | "PATCH" | "HEAD" | "OPTIONS" | "ANY";
            listen_path: string;
            dc_id?: number | null;
            request_params?: {
                [key: string]: unknown;
            } | unknown[] | null;
            request_body?: {
                [key: string]: unknown;
            } | unknown[] | null;
            response_schema?: {
                [key: string]: unknown;
            } | unknown[] | null;
            /** @description the success response's example: its JSON value for a JSON media type, its text for any other (20000 characters at most) */
            response_example?: unknown;
            error_codes?: {
                [key: string]: unknown;
            } | unknown[] | null;
            backend_path?: string | null;
            /** @enum {string|null} */
            backend_method?: "GET" | "POST" | "PUT" | "DELETE" | "PATCH" | null;
            timeout_ms?: number | null;
            mock_response?: string | null;
            sort: number;
            /** @enum {string|null} */
            group_state?: "draft" | "submitted" | "published" | "revoked" | "overdue" | null;
            /** @description the data templates whose fields the API carries */
            data_template_ids?: number[];
            /** Format: date-time */
            created_at?: string | null;
            /** Format: date-time */
            updated_at?: string | null;
            created_by?: number | null;
        };
        ApiInput: {
            group_id: number;
            api_name: string;
            api_desc?: string | null;
            /** @description English name, read where English is asked for (MCP tools/list with Accept-Language: en); null: the Chinese name */
            api_name_en?: string | null;
            /** @description English description; null: the Chinese one */
            api_desc_en?: string | null;
            api_classify?: string | null;
            /** @enum {string} */
            method_type: "GET" | "POST" | "PUT" | "DELETE" | "PATCH" | "HEAD" | "OPTIONS" | "ANY";
            listen_path: string;
            dc_id?: number | null;
            request_params?: Record<string, never> | unknown[] | null;
            request_body?: Record<string, never> | unknown[] | null;
            response_schema?: Record<string, never> | unknown[] | null;
            /** @description the success response's example: its JSON value for a JSON media type, its text for any other (20000 characters at most) */
            response_example?: unknown;
            error_codes?: Record<string, never> | unknown[] | null;
            backend_path?: string | null;
            /** @enum {string|null} */
            backend_method?: "GET" | "POST" | "PUT" | "DELETE" | "PATCH" | null;
            timeout_ms?: number | null;
            mock_response?: string | null;
            sort?: number;
            /** @description the data templates whose fields the API carries (of the provider's enterprise); their fields are merged in, marked with the template's id */
            data_template_ids?: number[];
            /** @description required on update */
            api_id?: number;
        };
        ApiPage: {
            list: components["schemas"]["Api"][];
            total: number;
            page_num: number;
            page_size: number;
        };
        GroupRelease: {
            release_id: number;
            group_id?: number | null;
            group_name?: string | null;
            group_name_en?: string | null;
            /** @enum {string|null} */
            action?: "submit" | "approve" | "reject" | "withdraw" | "revoke" | "overdue" | "republish" | "upgrade" | "upgrade_back" | "upgrade_commit" | "return" | null;
            /** @enum {string|null} */
            from_state?: "draft" | "submitted" | "published" | "revoked" | "overdue" | null;
            /** @enum {string|null} */
            to_state?: "draft" | "submitted" | "published" | "revoked" | "overdue" | null;
            version?: number | null;
            reason?: string | null;
            api_changes?: {
                [key: string]: unknown;
            } | unknown[] | null;
            work_order_id?: number | null;
            actor_id?: number | null;
            actor_name?: string | null;
            /** Format: date-time */
            created_at?: string | null;
            created_by?: number | null;
        };
        GroupReleaseInput: {
            /** @description required on update */
            release_id?: number;
        };
        GroupReleasePage: {
            list: components["schemas"]["GroupRelease"][];
            total: number;
            page_num: number;
            page_size: number;
        };
        ChargeRule: {
            charge_rule_id: number;
            group_id: number;
            rule_name: string;
            rule_name_en?: string | null;
            /** @enum {string} */
            rule_type: "free" | "per_call" | "package";
            /**
             * @description which calls a bill counts: ok = answered below 400 (default), answered = every call the gateway let through, all = every call
             * @enum {string}
             */
            bill_on?: "ok" | "answered" | "all";
            price_per_thousand?: number | null;
            package_calls?: number | null;
            package_price?: number | null;
            validity_days?: number | null;
            qps?: number | null;
            daily_quota?: number | null;
            monthly_quota?: number | null;
            enabled?: boolean | null;
            is_default?: boolean | null;
            remark?: string | null;
            /**
             * Format: date-time
             * @description when the rule's next version takes effect (null: no change ahead)
             */
            price_changes_at?: string | null;
            /** @enum {string|null} */
            next_rule_type?: "free" | "per_call" | "package" | null;
            /** @description the next version's price: per 1,000 calls, or the package's price; 0 when free */
            next_price?: number | null;
            /** Format: date-time */
            created_at?: string | null;
            /** Format: date-time */
            updated_at?: string | null;
            created_by?: number | null;
        };
        ChargeRuleInput: {
            group_id: number;
            /** @description optional; on create, a blank name becomes the rule type's name in the caller's language (免费 / Free) */
            rule_name?: string;
            /** @description the name English readers see (the Chinese one when null) */
            rule_name_en?: string | null;
            /** @enum {string} */
            rule_type: "free" | "per_call" | "package";
            /**
             * @description which calls a bill counts: ok = answered below 400 (default), answered = every call the gateway let through, all = every call
             * @enum {string}
             */
            bill_on?: "ok" | "answered" | "all";
            price_per_thousand?: number | null;
            package_calls?: number | null;
            package_price?: number | null;
            validity_days?: number | null;
            qps?: number | null;
            daily_quota?: number | null;
            monthly_quota?: number | null;
            enabled?: boolean | null;
            is_default?: boolean | null;
            remark?: string | null;
            /**
             * Format: date-time
             * @description on update: when a change of type, prices, package terms or bill_on takes effect; never before now, and with active subscriptions never before the notice period (billing settings price_notice_days) unless it is a pure decrease; rounded up to a whole hour; default: the earliest allowed
             */
            effective_at?: string | null;
            /** @description required on update */
            charge_rule_id?: number;
        };
        ChargeRulePage: {
            list: components["schemas"]["ChargeRule"][];
            total: number;
            page_num: number;
            page_size: number;
        };
        GroupIpSetting: {
            group_ip_setting_id: number;
            group_id: number;
            /** @enum {integer} */
            env_type: 1 | 2 | 3;
            ip_list: string;
            enabled?: boolean | null;
            remark?: string | null;
            /** Format: date-time */
            created_at?: string | null;
            /** Format: date-time */
            updated_at?: string | null;
            created_by?: number | null;
        };
        GroupIpSettingInput: {
            group_id: number;
            /** @enum {integer} */
            env_type: 1 | 2 | 3;
            ip_list: string;
            enabled?: boolean | null;
            remark?: string | null;
            /** @description required on update */
            group_ip_setting_id?: number;
        };
        GroupIpSettingPage: {
            list: components["schemas"]["GroupIpSetting"][];
            total: number;
            page_num: number;
            page_size: number;
        };
        GroupUpstream: {
            /** @enum {integer} */
            env_type: 1 | 2 | 3;
            base_url: string;
            timeout_ms: number;
        };
        GroupUpstreamInput: {
            /**
             * @description 1 test, 2 uat, 3 prod
             * @enum {integer}
             */
            env_type: 1 | 2 | 3;
            /** @description http(s) origin and optional base path of the backend */
            base_url: string;
            /** @default 10000 */
            timeout_ms: number;
        };
        ImportedApi: {
            api_id?: number | null;
            api_name: string;
            method_type: string;
            listen_path: string;
            /**
             * @description what the import does to it
             * @enum {string}
             */
            change?: "create" | "update" | "unchanged";
        };
        ImportConflict: {
            method_type: string;
            listen_path: string;
            /** @description JSON pointer of the operation in the document */
            pointer?: string;
            /** @description the existing API it clashes with */
            api_id?: number | null;
            api_name?: string | null;
            group_name?: string | null;
            message: string;
        };
        ImportResult: {
            group_id?: number | null;
            group_name?: string | null;
            dry_run: boolean;
            apis: components["schemas"]["ImportedApi"][];
            /** @description APIs of the group the document no longer has (kept; listed for review) */
            removed?: components["schemas"]["ImportedApi"][];
            conflicts: components["schemas"]["ImportConflict"][];
            upstreams?: components["schemas"]["GroupUpstream"][];
            /** @description the document's servers (absolute URLs), each with the environment its description or host names, for the provider to choose which environments they fill */
            servers?: {
                url: string;
                description?: string | null;
                env_type?: number | null;
            }[];
            /** @description the draft group's upstreams before this import (empty for a new group) */
            current_upstreams?: components["schemas"]["GroupUpstream"][];
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
    };
    responses: {
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
    groupSubmit: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    group_id: number;
                    /** @description a note for the reviewer and the history */
                    reason?: string | null;
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
                        data?: {
                            work_order_id: number;
                            group_id?: number;
                            group_state?: string;
                        };
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    groupRevoke: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    group_id: number;
                    reason?: string | null;
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
                        data?: components["schemas"]["ApiGroup"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    groupOverdue: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    group_id: number;
                    reason?: string | null;
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
                        data?: components["schemas"]["ApiGroup"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    groupRepublish: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    group_id: number;
                    reason?: string | null;
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
                        data?: components["schemas"]["ApiGroup"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    groupUpgrade: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    group_id: number;
                    /** @description a note for the reviewer and the history */
                    reason?: string | null;
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
                        data?: components["schemas"]["ApiGroup"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    groupUpgradeBack: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    group_id: number;
                    reason?: string | null;
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
                        data?: components["schemas"]["ApiGroup"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    chargeRuleEnable: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    charge_rule_id: number;
                    enabled: boolean;
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
                        data?: components["schemas"]["ChargeRule"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    groupImport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description the document text, YAML or JSON */
                    content: string;
                    /** @description import into this draft group; omitted: a new group */
                    group_id?: number | null;
                    /** @description name of the new group; default: the document's info.title */
                    group_name?: string | null;
                    classify_id?: number | null;
                    description?: string | null;
                    upstreams?: components["schemas"]["GroupUpstreamInput"][] | null;
                    /** @default false */
                    dry_run?: boolean;
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
                        data?: components["schemas"]["ImportResult"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    groupExport: {
        parameters: {
            query: {
                group_id: number;
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
                            [key: string]: unknown;
                        };
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    groupNameCheck: {
        parameters: {
            query: {
                group_name: string;
                exclude_id?: number;
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
                        data?: boolean;
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    apiRouteCheck: {
        parameters: {
            query: {
                group_id: number;
                method_type: "GET" | "POST" | "PUT" | "DELETE" | "PATCH" | "HEAD" | "OPTIONS" | "ANY";
                listen_path: string;
                exclude_id?: number;
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
                            free: boolean;
                            api_id?: number | null;
                            api_name?: string | null;
                            group_name?: string | null;
                        };
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    groupScore: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    group_id: number;
                    score: number;
                    comment?: string | null;
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
                        data?: {
                            group_id?: number;
                            score?: number;
                            comment?: string | null;
                            score_avg?: number;
                            score_count?: number;
                        };
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    groupScoreList: {
        parameters: {
            query: {
                group_id: number;
                page_num?: number;
                page_size?: number;
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
                            score_avg?: number;
                            score_count?: number;
                            total?: number;
                            page_num?: number;
                            page_size?: number;
                            list?: {
                                user_name?: string;
                                score?: number;
                                comment?: string | null;
                                /** Format: date-time */
                                updated_at?: string;
                            }[];
                        };
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    groupCollect: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    group_id: number;
                    collected: boolean;
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
                        data?: {
                            group_id?: number;
                            collected?: boolean;
                            favourite_count?: number;
                        };
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    groupCollectList: {
        parameters: {
            query?: never;
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
                            group_id?: number;
                            group_name?: string;
                            group_name_en?: string | null;
                            description?: string | null;
                            score_avg?: number;
                            score_count?: number;
                            favourite_count?: number;
                            /** Format: date-time */
                            created_at?: string;
                        }[];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    groupPage: {
        parameters: {
            query?: {
                page_num?: number;
                page_size?: number;
                sort_field?: "group_id" | "group_name" | "group_name_en" | "classify_id" | "description" | "documentation" | "logo_file_id" | "tags" | "env_type" | "team_id" | "group_state" | "check_state" | "ip_restriction" | "overdue" | "version" | "parent_group_id" | "reject_reason" | "work_order_id" | "published_at" | "score_avg" | "score_count" | "favourite_count" | "enterprise_id" | "created_at" | "updated_at" | "created_by";
                sort_order?: "ASC" | "DESC" | "asc" | "desc";
                group_name?: string;
                classify_id?: number;
                group_state?: "draft" | "submitted" | "published" | "revoked" | "overdue";
                check_state?: "none" | "pending" | "approved" | "rejected";
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
                        data?: components["schemas"]["ApiGroupPage"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    groupList: {
        parameters: {
            query?: {
                group_name?: string;
                classify_id?: number;
                group_state?: "draft" | "submitted" | "published" | "revoked" | "overdue";
                check_state?: "none" | "pending" | "approved" | "rejected";
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
                        data?: components["schemas"]["ApiGroup"][];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    groupDetail: {
        parameters: {
            query: {
                group_id: number;
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
                        data?: components["schemas"]["ApiGroup"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    groupDelete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                group_id: number;
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
    groupUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ApiGroupInput"] & {
                    group_id: number;
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
                        data?: components["schemas"]["ApiGroup"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    groupCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ApiGroupInput"];
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
                        data?: components["schemas"]["ApiGroup"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    apiPage: {
        parameters: {
            query?: {
                page_num?: number;
                page_size?: number;
                sort_field?: "api_id" | "group_id" | "api_name" | "api_desc" | "api_classify" | "method_type" | "listen_path" | "dc_id" | "request_params" | "request_body" | "response_schema" | "response_example" | "error_codes" | "backend_path" | "backend_method" | "timeout_ms" | "mock_response" | "sort" | "created_at" | "updated_at" | "created_by";
                sort_order?: "ASC" | "DESC" | "asc" | "desc";
                api_name?: string;
                group_id?: number;
                method_type?: "GET" | "POST" | "PUT" | "DELETE" | "PATCH" | "HEAD" | "OPTIONS" | "ANY";
                listen_path?: string;
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
                        data?: components["schemas"]["ApiPage"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    apiList: {
        parameters: {
            query?: {
                api_name?: string;
                group_id?: number;
                method_type?: "GET" | "POST" | "PUT" | "DELETE" | "PATCH" | "HEAD" | "OPTIONS" | "ANY";
                listen_path?: string;
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
                        data?: components["schemas"]["Api"][];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    apiDetail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                api_id: number;
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
                        data?: components["schemas"]["Api"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    apiDelete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                api_id: number;
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
    apiUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ApiInput"] & {
                    api_id: number;
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
                        data?: components["schemas"]["Api"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    apiCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ApiInput"];
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
                        data?: components["schemas"]["Api"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    groupReleasePage: {
        parameters: {
            query?: {
                page_num?: number;
                page_size?: number;
                sort_field?: "release_id" | "group_id" | "group_name" | "action" | "from_state" | "to_state" | "version" | "reason" | "api_changes" | "work_order_id" | "actor_id" | "created_at" | "created_by";
                sort_order?: "ASC" | "DESC" | "asc" | "desc";
                group_id?: number;
                action?: "submit" | "approve" | "reject" | "withdraw" | "revoke" | "overdue" | "republish" | "upgrade" | "upgrade_back" | "upgrade_commit" | "return";
                created_at_start?: string;
                created_at_end?: string;
                /** @description true: only the entries that put a version live (approve, upgrade_commit, republish), for projectReleased */
                released?: boolean;
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
                        data?: components["schemas"]["GroupReleasePage"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    groupReleaseDetail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                release_id: number;
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
                        data?: components["schemas"]["GroupRelease"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    chargeRulePage: {
        parameters: {
            query?: {
                page_num?: number;
                page_size?: number;
                sort_field?: "charge_rule_id" | "group_id" | "rule_name" | "rule_type" | "price_per_thousand" | "package_calls" | "package_price" | "validity_days" | "qps" | "daily_quota" | "monthly_quota" | "enabled" | "is_default" | "remark" | "created_at" | "updated_at" | "created_by";
                sort_order?: "ASC" | "DESC" | "asc" | "desc";
                rule_name?: string;
                group_id?: number;
                rule_type?: "free" | "per_call" | "package";
                enabled?: boolean;
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
                        data?: components["schemas"]["ChargeRulePage"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    chargeRuleList: {
        parameters: {
            query?: {
                rule_name?: string;
                group_id?: number;
                rule_type?: "free" | "per_call" | "package";
                enabled?: boolean;
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
                        data?: components["schemas"]["ChargeRule"][];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    chargeRuleDetail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                charge_rule_id: number;
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
                        data?: components["schemas"]["ChargeRule"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    chargeRuleDelete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                charge_rule_id: number;
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
    chargeRuleUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChargeRuleInput"] & {
                    charge_rule_id: number;
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
                        data?: components["schemas"]["ChargeRule"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    chargeRuleCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChargeRuleInput"];
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
                        data?: components["schemas"]["ChargeRule"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    groupIpPage: {
        parameters: {
            query?: {
                page_num?: number;
                page_size?: number;
                sort_field?: "group_ip_setting_id" | "group_id" | "env_type" | "ip_list" | "enabled" | "remark" | "created_at" | "updated_at" | "created_by";
                sort_order?: "ASC" | "DESC" | "asc" | "desc";
                group_id?: number;
                env_type?: 1 | 2 | 3;
                enabled?: boolean;
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
                        data?: components["schemas"]["GroupIpSettingPage"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    groupIpDetail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                group_ip_setting_id: number;
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
                        data?: components["schemas"]["GroupIpSetting"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    groupIpDelete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                group_ip_setting_id: number;
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
    groupIpUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GroupIpSettingInput"] & {
                    group_ip_setting_id: number;
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
                        data?: components["schemas"]["GroupIpSetting"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    groupIpCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GroupIpSettingInput"];
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
                        data?: components["schemas"]["GroupIpSetting"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
}
