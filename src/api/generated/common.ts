// Generated from schemas/common.yaml by `npm run gen:types`. Do not edit.

export interface paths {
    "/healthz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Liveness, the database's state, and the gateway's when it runs in this process
         * @description 503 DB_UNAVAILABLE while the database does not answer (data still holds the report, `db: down`); the gateway's figures (call-log buffer, Redis) are there for monitoring and do not change the status.
         */
        get: operations["healthz"];
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
        Envelope: {
            success: boolean;
            /** @description OK or a stable upper-snake error code */
            code: string;
            /** @description Human text in the request's language */
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
        NullEnvelope: components["schemas"]["Envelope"] & {
            data?: null;
        };
        BooleanEnvelope: components["schemas"]["Envelope"] & {
            data?: boolean;
        };
        FieldError: {
            field: string;
            message: string;
        };
        Health: {
            /** @enum {string} */
            status: "up" | "down";
            /**
             * @description the database kind while it answers
             * @enum {string}
             */
            db: "pglite" | "postgres" | "down";
            database?: {
                /** @enum {string} */
                kind: "pglite" | "postgres";
                /** @enum {string} */
                state: "up" | "down";
                /** Format: date-time */
                down_since?: string;
                /** @description outages seen since the process started */
                outages: number;
            };
            gateway?: components["schemas"]["GatewayHealth"];
        };
        /** @description the gateway of this process (its own port answers the same at GET /healthz without X-Ca-Key) */
        GatewayHealth: {
            /** @description configuration version enforced now */
            snapshot_version: number | null;
            redis: {
                /**
                 * @description unused without REDIS_URL (counters in memory)
                 * @enum {string}
                 */
                state: "up" | "down" | "unused";
                /** Format: date-time */
                down_since?: string;
                outages: number;
            };
            call_log: {
                /** @description calls answered and waiting to be written */
                pending: number;
                /** @description CALL_LOG_BUFFER_MAX */
                max_buffered: number;
                written: number;
                /** @description calls not recorded because the buffer was full (alert on any) */
                dropped: number;
                /** @description rows the database refused for a value of their own */
                rejected: number;
                failed_flushes: number;
            };
        };
        PageQuery: {
            /** @default 1 */
            page_num: number;
            /** @default 10 */
            page_size: number;
        };
        /** @description Lowercase hex MD5 of what the user typed */
        Md5Hex: string;
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
    healthz: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The server is up */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["Health"];
                    };
                };
            };
            /** @description The database is unavailable (DB_UNAVAILABLE) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["Health"];
                    };
                };
            };
        };
    };
}
