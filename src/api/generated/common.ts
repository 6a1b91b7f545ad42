// Generated from schemas/common.yaml by `npm run gen:types`. Do not edit.

export interface paths {
    "/healthz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness and database kind */
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
            status: string;
            /** @enum {string} */
            db: "pglite" | "postgres";
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
        };
    };
}
