// Generated from schemas/audit.yaml by `npm run gen:types`. Do not edit.

export interface paths {
    "/newopen/service/audit/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of the audit trail in the caller's scope (platform admins all; enterprise admins their enterprise's; providers their groups'; everyone their own changes) */
        get: operations["auditLogPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newopen/service/audit/{seq}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One audit record (404 outside the caller's scope) */
        get: operations["auditLogDetail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newopen/service/audit/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Check the whole chain (platform admins only) and name the first broken record */
        post: operations["auditVerify"];
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
        AuditRecord: {
            /** Format: int64 */
            seq?: number;
            /** Format: date-time */
            at?: string;
            actor_user_id?: number | null;
            actor_name?: string | null;
            actor_roles?: string | null;
            enterprise_id?: number | null;
            /** @description reserved for changes made by an agent on a user's behalf */
            via_agent?: string | null;
            client_ip?: string | null;
            request_id?: string | null;
            operation_id?: string | null;
            object_type?: string;
            object_id?: string | null;
            /** @enum {string} */
            action?: "insert" | "update" | "delete";
            /** @description the fields before the change (secrets masked); null for an insert */
            before?: unknown;
            /** @description the fields after the change (secrets masked); null for a delete */
            after?: unknown;
            group_id?: number | null;
            subject_enterprise_id?: number | null;
            prev_hash?: string;
            hash?: string;
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
    auditLogPage: {
        parameters: {
            query?: {
                page_num?: number;
                page_size?: number;
                sort_field?: "seq" | "at" | "actor_name" | "operation_id" | "object_type" | "action";
                sort_order?: "ASC" | "DESC" | "asc" | "desc";
                at_start?: string;
                at_end?: string;
                actor_name?: string;
                operation_id?: string;
                object_type?: string;
                object_id?: string;
                action?: "insert" | "update" | "delete";
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
                            list: components["schemas"]["AuditRecord"][];
                            total: number;
                            page_num: number;
                            page_size: number;
                        };
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    auditLogDetail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                seq: number;
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
                        data?: components["schemas"]["AuditRecord"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    auditVerify: {
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
                            ok: boolean;
                            /** @description records checked before the break (all when ok) */
                            rows: number;
                            /** Format: int64 */
                            last_seq?: number;
                            /**
                             * Format: int64
                             * @description the first broken record
                             */
                            seq?: number;
                            /** @enum {string} */
                            reason?: "content" | "link" | "missing" | "tail";
                            message: string;
                        };
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
}
