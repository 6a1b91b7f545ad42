// Generated from schemas/oauth.yaml by `npm run gen:types`. Do not edit.

export interface paths {
    "/openauthor/v1/oauth/grants": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's authorized agent applications (one per client) with the scopes granted */
        get: operations["oauthGrantList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openauthor/v1/oauth/grants/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Revoke the caller's grant to one client; its tokens stop at once (404 for a client the caller never authorized) */
        post: operations["oauthGrantRevoke"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openauthor/v1/oauth/grants/all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every user's grant to every agent client (platform admin) */
        get: operations["oauthGrantAll"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openauthor/v1/oauth/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Agent access settings */
        get: operations["oauthSettingsGet"];
        /** Turn agent access on or off, choose the scopes that exist, whether clients may register (and to which redirect URIs), which clients may be used */
        put: operations["oauthSettingsUpdate"];
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
        OauthGrant: {
            user_id?: number;
            user_name?: string | null;
            client_id: string;
            client_name: string | null;
            scopes: string[];
            remember: boolean;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        OauthSettings: {
            enabled: boolean;
            registration_enabled: boolean;
            scopes: string[];
            redirect_patterns: string[];
            allowed_clients: string[] | null;
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
    oauthGrantList: {
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
                        data?: components["schemas"]["OauthGrant"][];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    oauthGrantRevoke: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    client_id: string;
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
    oauthGrantAll: {
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
                        data?: components["schemas"]["OauthGrant"][];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    oauthSettingsGet: {
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
                        data?: components["schemas"]["OauthSettings"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    oauthSettingsUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    enabled?: boolean;
                    registration_enabled?: boolean;
                    scopes?: ("store:read" | "apps:manage" | "access:apply" | "usage:read")[];
                    redirect_patterns?: string[];
                    allowed_clients?: string[] | null;
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
                        data?: components["schemas"]["OauthSettings"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
}
