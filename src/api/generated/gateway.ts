// Generated from schemas/gateway.yaml by `npm run gen:types`. Do not edit.

export interface paths {
    "/newopen/service/alarm_rule/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of alarm rules */
        get: operations["alarmRulePage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newopen/service/alarm_rule/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** All alarm rules (at most 1000), for pickers */
        get: operations["alarmRuleList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newopen/service/alarm_rule/{alarm_rule_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One alarm rule */
        get: operations["alarmRuleDetail"];
        put?: never;
        post?: never;
        /** Delete a alarm rule */
        delete: operations["alarmRuleDelete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newopen/service/alarm_rule": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Update a alarm rule */
        put: operations["alarmRuleUpdate"];
        /** Create a alarm rule */
        post: operations["alarmRuleCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newopen/service/alarm_record/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of alarm records (firing, recovered) of the caller's alarm rules, newest first; platform admins see all */
        get: operations["alarmRecordPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newopen/service/call_log/labels": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Names (in the caller's language) of the groups, APIs, applications or users behind ids shown on the statistics and call-log screens; only ids that occur in calls the caller may see are named */
        get: operations["callLogLabels"];
        put?: never;
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
        CallLogLabel: {
            id: number;
            name: string;
        };
        AlarmRule: {
            alarm_rule_id: number;
            alarm_rule_name: string;
            /** @enum {string} */
            metric: "error_rate" | "p95_latency_ms" | "quota_use";
            threshold: number;
            window_minutes: number;
            group_id?: number | null;
            api_id?: number | null;
            /** @enum {integer} */
            enabled: 1 | 0;
            /** @enum {string|null} */
            alarm_state?: "ok" | "firing" | null;
            last_value?: number | null;
            /** Format: date-time */
            evaluated_at?: string | null;
            /** Format: date-time */
            created_at?: string | null;
            /** Format: date-time */
            updated_at?: string | null;
            created_by?: number | null;
        };
        AlarmRuleInput: {
            alarm_rule_name: string;
            /** @enum {string} */
            metric?: "error_rate" | "p95_latency_ms" | "quota_use";
            threshold: number;
            window_minutes?: number;
            group_id?: number | null;
            api_id?: number | null;
            /** @enum {integer} */
            enabled?: 1 | 0;
            /** @description required on update */
            alarm_rule_id?: number;
        };
        AlarmRulePage: {
            list: components["schemas"]["AlarmRule"][];
            total: number;
            page_num: number;
            page_size: number;
        };
        AlarmRecord: {
            alarm_record_id: number;
            alarm_rule_id: number;
            alarm_rule_name?: string;
            /** @enum {string} */
            metric: "error_rate" | "p95_latency_ms" | "quota_use";
            threshold: number;
            fired_value?: number | null;
            recovered_value?: number | null;
            /** @enum {string} */
            record_state: "firing" | "recovered";
            /** Format: date-time */
            fired_at: string;
            /** Format: date-time */
            recovered_at?: string | null;
        };
        AlarmRecordPage: {
            list: components["schemas"]["AlarmRecord"][];
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
    alarmRulePage: {
        parameters: {
            query?: {
                page_num?: number;
                page_size?: number;
                sort_field?: "alarm_rule_id" | "alarm_rule_name" | "metric" | "threshold" | "window_minutes" | "group_id" | "api_id" | "enabled" | "alarm_state" | "last_value" | "evaluated_at" | "created_at" | "updated_at" | "created_by";
                sort_order?: "ASC" | "DESC" | "asc" | "desc";
                alarm_rule_name?: string;
                metric?: "error_rate" | "p95_latency_ms" | "quota_use";
                enabled?: 1 | 0;
                alarm_state?: "ok" | "firing";
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
                        data?: components["schemas"]["AlarmRulePage"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    alarmRuleList: {
        parameters: {
            query?: {
                alarm_rule_name?: string;
                metric?: "error_rate" | "p95_latency_ms" | "quota_use";
                enabled?: 1 | 0;
                alarm_state?: "ok" | "firing";
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
                        data?: components["schemas"]["AlarmRule"][];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    alarmRuleDetail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                alarm_rule_id: number;
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
                        data?: components["schemas"]["AlarmRule"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    alarmRuleDelete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                alarm_rule_id: number;
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
    alarmRuleUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AlarmRuleInput"] & {
                    alarm_rule_id: number;
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
                        data?: components["schemas"]["AlarmRule"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    alarmRuleCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AlarmRuleInput"];
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
                        data?: components["schemas"]["AlarmRule"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    alarmRecordPage: {
        parameters: {
            query?: {
                page_num?: number;
                page_size?: number;
                alarm_rule_id?: number;
                record_state?: "firing" | "recovered";
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
                        data?: components["schemas"]["AlarmRecordPage"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    callLogLabels: {
        parameters: {
            query: {
                kind: "group" | "api" | "app" | "user";
                /** @description comma-separated ids (at most 200) */
                ids: string;
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
                        data?: components["schemas"]["CallLogLabel"][];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
}
