// Generated from schemas/apps.yaml by `npm run gen:types`. Do not edit.

export interface paths {
    "/newopen/service/apply/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of applications */
        get: operations["appPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newopen/service/apply/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** All applications (at most 1000), for pickers */
        get: operations["appList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newopen/service/apply/{apply_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One application */
        get: operations["appDetail"];
        put?: never;
        post?: never;
        /** Delete an application */
        delete: operations["appDelete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newopen/service/apply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Update an application */
        put: operations["appUpdate"];
        /** Create an application with credentials for test, uat and prod; the secrets are answered only here */
        post: operations["appCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newopen/service/apply/state": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Enable (1) or disable (0) an application; the gateway refuses a disabled application's calls */
        put: operations["appUpdateState"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newopen/service/apply/publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Publish an application */
        post: operations["appPublish"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newopen/service/apply/credentials": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The application's app_key per environment (never the secret) */
        get: operations["appCredentials"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newopen/service/apply/secret/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A new secret for one environment, answered once; the previous one works through the grace period */
        post: operations["appSecretReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newopen/service/apply/ip_whitelist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The application's IP whitelist in each environment */
        get: operations["appIpWhitelistGet"];
        /** Replace one environment's IP whitelist (addresses and CIDR ranges, IPv4 and IPv6) and its enable state */
        put: operations["appIpWhitelistSave"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newopen/service/apply/gateway_info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Where the gateway listens (for the signature tool's curl command and /apitry) and the secret reset's grace period */
        get: operations["gatewayInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newopen/service/access/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of the caller's access applications and subscriptions */
        get: operations["accessApplyPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newopen/service/access/{r_apply_groups_record_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One subscription */
        get: operations["accessApplyDetail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newopen/service/access": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Apply for a published group with one of your applications; starts the access_apply work order */
        post: operations["accessApplyCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newopen/service/access/batch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Apply for several published groups with one of your applications at once; every application and its work order is created, or none (the error names the group that failed) */
        post: operations["accessApplyBatch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newopen/service/access/state": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Enable (1) or disable (0) an active subscription; the gateway refuses calls of a disabled one */
        put: operations["accessApplyToggle"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newopen/service/access/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The developer confirms an approved subscription */
        post: operations["accessApplyConfirm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newopen/service/access/price/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The developer accepts the price in force of a subscription's charge rule (after a free rule became paid) */
        post: operations["accessPriceAccept"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newopen/service/access/resubmit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a rejected (or withdrawn) application back to review as a new work order */
        post: operations["accessApplyResubmit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newopen/service/access/provider/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of the access applications and subscriptions for the caller's groups (platform admins - all) */
        get: operations["accessProviderPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newopen/service/access/apis": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Data authority - the group's APIs and which of them the subscription may call (api_ids null = all) */
        get: operations["accessApis"];
        /** The group's provider sets which APIs a subscription may call (api_ids null = all) */
        put: operations["accessApisSave"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newopen/service/access/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What can be applied for - published groups with their enabled charge rules */
        get: operations["accessApplyOptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newopen/service/apply/try": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Relay a request signed in the browser to the gateway on this host and answer what it said (/apitry) */
        post: operations["apitrySend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newopen/service/developer/apis": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The APIs the caller's applications may call now (active, enabled, unexpired subscriptions, within their data authority) */
        get: operations["developerApiPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newopen/service/developer/apis/{api_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One API the caller's applications may call - its request and response description and the subscriptions that allow it */
        get: operations["developerApiDetail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newopen/service/developer/groups/{group_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A capability (group) the caller has applied for - its description, the caller's applications for it and the APIs they may call */
        get: operations["developerGroupDetail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newopen/service/developer/territories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The domains (classifications) of the capabilities the caller may call, with how many capabilities and APIs each */
        get: operations["developerTerritories"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newopen/service/access/group-fields": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The response fields a group exposes for granting, with names suggested from its APIs' response schemas (the group's provider) */
        get: operations["groupFieldList"];
        /** Replace the fields a group exposes (a field kept by name keeps its grants) */
        put: operations["groupFieldSave"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newopen/service/access/fields": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Data authority - the response fields of the group a subscription may use (field_ids null = all) */
        get: operations["accessFields"];
        /** The group's provider sets which response fields a subscription may use (field_ids null = all) */
        put: operations["accessFieldsSave"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newopen/service/access/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Data authority - which of the subscriber's users may use a subscription (user_ids null = all) */
        get: operations["accessUsers"];
        /** The group's provider sets which of the subscriber's users may use a subscription (user_ids null = all) */
        put: operations["accessUsersSave"];
        post?: never;
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
        GroupFields: {
            group_id: number;
            fields: components["schemas"]["GroupField"][];
            suggestions: string[];
        };
        GroupField: {
            field_id: number;
            field_name: string;
            field_desc?: string | null;
        };
        AccessFields: {
            r_apply_groups_record_id: number;
            group_id: number;
            field_ids?: number[] | null;
            fields: components["schemas"]["GroupField"][];
        };
        AccessUsers: {
            r_apply_groups_record_id: number;
            user_ids?: number[] | null;
            users: {
                user_id?: number;
                user_name?: string;
                user_real_name?: string | null;
            }[];
        };
        DeveloperApi: {
            api_id: number;
            api_name: string;
            api_desc?: string | null;
            method_type: string;
            listen_path: string;
            group_id: number;
            group_name: string;
            group_name_en?: string | null;
            classify_id?: number | null;
            classify_name?: string | null;
            /** @description environments in which one of the caller's applications may call it */
            envs: number[];
        };
        DeveloperApiPage: {
            list: components["schemas"]["DeveloperApi"][];
            total: number;
            page_num: number;
            page_size: number;
        };
        DeveloperGrant: {
            r_apply_groups_record_id: number;
            apply_id: number;
            apply_name: string;
            env_type: number;
            state?: string;
            enabled?: number;
            rule_name?: string | null;
            /** Format: date-time */
            start_time?: string | null;
            /** Format: date-time */
            end_time?: string | null;
            reject_reason?: string | null;
        };
        DeveloperApiDetail: components["schemas"]["DeveloperApi"] & {
            request_params?: unknown;
            request_body?: unknown;
            response_schema?: unknown;
            response_example?: string | null;
            error_codes?: unknown;
            grants: components["schemas"]["DeveloperGrant"][];
        };
        DeveloperGroup: {
            group_id: number;
            group_name: string;
            group_name_en?: string | null;
            description?: string | null;
            classify_id?: number | null;
            classify_name?: string | null;
            group_state?: string;
            records: components["schemas"]["DeveloperGrant"][];
            apis: components["schemas"]["DeveloperApi"][];
        };
        Territory: {
            /** @description 0 = no classification */
            classify_id: number;
            classify_name: string | null;
            group_count: number;
            api_count: number;
        };
        ApplyRecord: {
            r_apply_groups_record_id: number;
            apply_id: number;
            apply_name?: string | null;
            group_id: number;
            group_name?: string | null;
            group_name_en?: string | null;
            developer_name?: string | null;
            /** @enum {integer} */
            env_type: 3 | 2 | 1;
            charge_rule_id: number;
            rule_name?: string | null;
            reason?: string | null;
            /** @enum {string|null} */
            state?: "pending" | "active" | "rejected" | "withdrawn" | null;
            /** @enum {integer|null} */
            enabled?: 1 | 0 | null;
            /**
             * @description 1: the subscription stays on a free version of its rule until its developer accepts the new price
             * @enum {integer}
             */
            price_pinned?: 0 | 1;
            /** @enum {integer|null} */
            confirmed?: 0 | 1 | null;
            /** Format: date-time */
            start_time?: string | null;
            /** Format: date-time */
            end_time?: string | null;
            reject_reason?: string | null;
            work_order_id?: number | null;
            /** Format: date-time */
            created_at?: string | null;
            /** Format: date-time */
            updated_at?: string | null;
            created_by?: number | null;
        };
        ApplyRecordInput: {
            apply_id: number;
            group_id: number;
            /** @enum {integer} */
            env_type: 3 | 2 | 1;
            charge_rule_id: number;
            reason?: string | null;
        };
        ApplyRecordPage: {
            list: components["schemas"]["ApplyRecord"][];
            total: number;
            page_num: number;
            page_size: number;
        };
        AccessApplied: {
            r_apply_groups_record_id: number;
            work_order_id: number;
        };
        AccessApplyBatchInput: {
            apply_id: number;
            /** @enum {integer} */
            env_type: 3 | 2 | 1;
            reason?: string | null;
            items: {
                group_id: number;
                charge_rule_id: number;
            }[];
        };
        AccessAppliedBatch: {
            list: {
                group_id: number;
                r_apply_groups_record_id: number;
                work_order_id: number;
            }[];
        };
        AccessApis: {
            r_apply_groups_record_id: number;
            group_id: number;
            api_ids?: number[] | null;
            apis: {
                api_id?: number;
                api_name?: string;
                method_type?: string;
                listen_path?: string;
            }[];
        };
        AccessOption: {
            group_id: number;
            group_name: string;
            group_name_en?: string | null;
            /** @description the environments where the capability has a backend address: the only ones an application may be made for */
            env_types?: number[];
            rules: {
                charge_rule_id?: number;
                rule_name?: string;
                rule_type?: string;
                is_default?: boolean;
            }[];
        };
        App: {
            apply_id: number;
            apply_name: string;
            description?: string | null;
            team_id?: number | null;
            app_key?: string | null;
            /** @enum {integer|null} */
            enabled?: 1 | 0 | null;
            /** @enum {integer|null} */
            published?: 0 | 1 | null;
            /** Format: date-time */
            published_at?: string | null;
            enterprise_id?: number | null;
            /** Format: date-time */
            created_at?: string | null;
            /** Format: date-time */
            updated_at?: string | null;
            created_by?: number | null;
        };
        AppInput: {
            apply_name: string;
            description?: string | null;
            team_id?: number | null;
            /** @description required on update */
            apply_id?: number;
        };
        AppPage: {
            list: components["schemas"]["App"][];
            total: number;
            page_num: number;
            page_size: number;
        };
        AppCreated: components["schemas"]["App"] & {
            credentials: {
                /** @enum {integer} */
                env_type: 1 | 2 | 3;
                app_key: string;
                /** @description shown in full only here and on reset */
                secret: string;
            }[];
        };
        AppCredential: {
            /** @enum {integer} */
            env_type: 1 | 2 | 3;
            app_key: string;
            /** Format: date-time */
            created_at?: string | null;
            /** Format: date-time */
            secret_reset_at?: string | null;
            /**
             * Format: date-time
             * @description the previous secret works until then
             */
            previous_valid_until?: string | null;
        };
        AppSecret: {
            apply_id: number;
            /** @enum {integer} */
            env_type: 1 | 2 | 3;
            app_key: string;
            secret: string;
            /** Format: date-time */
            previous_valid_until?: string | null;
        };
        AppIpWhitelist: {
            apply_id: number;
            /** @enum {integer} */
            env_type: 1 | 2 | 3;
            ip_list: string[];
            /** @enum {integer} */
            enabled: 0 | 1;
            /** Format: date-time */
            updated_at?: string | null;
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
    appPage: {
        parameters: {
            query?: {
                page_num?: number;
                page_size?: number;
                sort_field?: "apply_id" | "apply_name" | "description" | "team_id" | "enabled" | "published" | "published_at" | "enterprise_id" | "created_at" | "updated_at" | "created_by";
                sort_order?: "ASC" | "DESC" | "asc" | "desc";
                apply_name?: string;
                enabled?: 1 | 0;
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
                        data?: components["schemas"]["AppPage"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    appList: {
        parameters: {
            query?: {
                apply_name?: string;
                enabled?: 1 | 0;
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
                        data?: components["schemas"]["App"][];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    appDetail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                apply_id: number;
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
                        data?: components["schemas"]["App"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    appDelete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                apply_id: number;
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
    appUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AppInput"] & {
                    apply_id: number;
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
                        data?: components["schemas"]["App"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    appCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AppInput"];
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
                        data?: components["schemas"]["AppCreated"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    appUpdateState: {
        parameters: {
            query: {
                apply_id: number;
                enabled: 0 | 1;
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
                        data?: components["schemas"]["App"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    appPublish: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    apply_id: number;
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
                        data?: components["schemas"]["App"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    appCredentials: {
        parameters: {
            query: {
                apply_id: number;
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
                        data?: components["schemas"]["AppCredential"][];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    appSecretReset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    apply_id: number;
                    /** @enum {integer} */
                    env_type: 1 | 2 | 3;
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
                        data?: components["schemas"]["AppSecret"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    appIpWhitelistGet: {
        parameters: {
            query: {
                apply_id: number;
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
                        data?: components["schemas"]["AppIpWhitelist"][];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    appIpWhitelistSave: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    apply_id: number;
                    /** @enum {integer} */
                    env_type: 1 | 2 | 3;
                    ip_list: string[];
                    /** @enum {integer} */
                    enabled: 0 | 1;
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
                        data?: components["schemas"]["AppIpWhitelist"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    gatewayInfo: {
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
                            gateway_port: number;
                            /** @description the gateway's public address: GATEWAY_PUBLIC_URL, else the request's host on GATEWAY_PORT */
                            gateway_url: string;
                            /** @description how long a reset secret's predecessor keeps working (APP_SECRET_GRACE_HOURS; 0: it stops at once) */
                            secret_grace_hours: number;
                        };
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    accessApplyPage: {
        parameters: {
            query?: {
                page_num?: number;
                page_size?: number;
                sort_field?: "r_apply_groups_record_id" | "apply_id" | "group_id" | "env_type" | "charge_rule_id" | "reason" | "state" | "enabled" | "confirmed" | "start_time" | "end_time" | "reject_reason" | "work_order_id" | "created_at" | "updated_at" | "created_by";
                sort_order?: "ASC" | "DESC" | "asc" | "desc";
                apply_id?: number;
                group_id?: number;
                env_type?: 3 | 2 | 1;
                state?: "pending" | "active" | "rejected" | "withdrawn";
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
                        data?: components["schemas"]["ApplyRecordPage"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    accessApplyDetail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                r_apply_groups_record_id: number;
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
                        data?: components["schemas"]["ApplyRecord"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    accessApplyCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ApplyRecordInput"];
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
                        data?: components["schemas"]["AccessApplied"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    accessApplyBatch: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AccessApplyBatchInput"];
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
                        data?: components["schemas"]["AccessAppliedBatch"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    accessApplyToggle: {
        parameters: {
            query: {
                r_apply_groups_record_id: number;
                enabled: 0 | 1;
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
                        data?: components["schemas"]["ApplyRecord"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    accessApplyConfirm: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    r_apply_groups_record_id: number;
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
                        data?: components["schemas"]["ApplyRecord"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    accessPriceAccept: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    r_apply_groups_record_id: number;
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
                        data?: components["schemas"]["ApplyRecord"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    accessApplyResubmit: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    r_apply_groups_record_id: number;
                    reason?: string | null;
                    charge_rule_id?: number;
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
                        data?: components["schemas"]["AccessApplied"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    accessProviderPage: {
        parameters: {
            query?: {
                page_num?: number;
                page_size?: number;
                group_id?: number;
                apply_id?: number;
                env_type?: 1 | 2 | 3;
                state?: "pending" | "active" | "rejected" | "withdrawn";
                apply_name?: string;
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
                        data?: components["schemas"]["ApplyRecordPage"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    accessApis: {
        parameters: {
            query: {
                r_apply_groups_record_id: number;
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
                        data?: components["schemas"]["AccessApis"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    accessApisSave: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    r_apply_groups_record_id: number;
                    api_ids: number[] | null;
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
                        data?: null;
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    accessApplyOptions: {
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
                        data?: components["schemas"]["AccessOption"][];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    apitrySend: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    method: "GET" | "POST" | "PUT" | "DELETE" | "PATCH" | "HEAD";
                    /** @description path and query on the gateway */
                    target: string;
                    headers: {
                        [key: string]: string;
                    };
                    body?: string | null;
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
                            reachable: boolean;
                            gateway?: string;
                            error?: string;
                            status?: number;
                            headers?: {
                                [key: string]: string;
                            };
                            body?: string;
                            truncated?: boolean;
                            elapsed_ms?: number;
                        };
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    developerApiPage: {
        parameters: {
            query?: {
                page_num?: number;
                page_size?: number;
                api_name?: string;
                group_id?: number;
                /** @description 0 = groups in no classification */
                classify_id?: number;
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
                        data?: components["schemas"]["DeveloperApiPage"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    developerApiDetail: {
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
                        data?: components["schemas"]["DeveloperApiDetail"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    developerGroupDetail: {
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
                        data?: components["schemas"]["DeveloperGroup"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    developerTerritories: {
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
                        data?: components["schemas"]["Territory"][];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    groupFieldList: {
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
                        data?: components["schemas"]["GroupFields"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    groupFieldSave: {
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
                    fields: {
                        field_name: string;
                        field_desc?: string | null;
                    }[];
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
                        data?: components["schemas"]["GroupFields"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    accessFields: {
        parameters: {
            query: {
                r_apply_groups_record_id: number;
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
                        data?: components["schemas"]["AccessFields"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    accessFieldsSave: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    r_apply_groups_record_id: number;
                    field_ids: number[] | null;
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
                        data?: null;
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    accessUsers: {
        parameters: {
            query: {
                r_apply_groups_record_id: number;
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
                        data?: components["schemas"]["AccessUsers"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    accessUsersSave: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    r_apply_groups_record_id: number;
                    user_ids: number[] | null;
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
                        data?: null;
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
}
