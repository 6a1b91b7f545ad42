// Generated from schemas/mcp.yaml by `npm run gen:types`. Do not edit.

export interface paths {
    "/newopen/service/apply/mcp_token/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A new MCP token for one environment of the application, answered once, with the endpoints it opens */
        post: operations["appMcpTokenCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newopen/service/apply/mcp_token/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The application's MCP tokens (never the token itself) and the endpoints of its approved groups */
        get: operations["appMcpTokenList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newopen/service/apply/mcp_token/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Revoke an MCP token; the gateway refuses it within seconds */
        post: operations["appMcpTokenRevoke"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newopen/service/group/mcp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The group's MCP settings, per-API tool settings and a live preview of tools/list as the gateway builds it */
        get: operations["groupMcpGet"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newopen/service/group/mcp/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Switch MCP for the group; optionally which APIs are exposed, their descriptions for agents and tool QPS */
        post: operations["groupMcpUpdate"];
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
        McpEndpoint: {
            group_id: number;
            group_name: string;
            /** @enum {integer} */
            env_type: 1 | 2 | 3;
            /** @description the gateway's /mcp/{group_id} address */
            url: string;
        };
        McpToken: {
            mcp_token_id: number;
            apply_id: number;
            /** @enum {integer} */
            env_type: 1 | 2 | 3;
            token_name?: string | null;
            /** @description the token's first characters */
            token_prefix: string;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            expires_at: string;
            /** Format: date-time */
            last_used_at?: string | null;
            /** Format: date-time */
            revoked_at?: string | null;
            /** @enum {string} */
            state?: "active" | "expired" | "revoked";
        };
        McpTokenIssued: {
            mcp_token_id: number;
            apply_id: number;
            /** @enum {integer} */
            env_type: 1 | 2 | 3;
            /** @description the Bearer token, in full only in this answer */
            token: string;
            token_prefix: string;
            token_name?: string | null;
            /** Format: date-time */
            expires_at: string;
            /** @description the /mcp/{group_id} addresses of the groups this application is approved for in this environment */
            endpoints: components["schemas"]["McpEndpoint"][];
        };
        McpTool: {
            name: string;
            title?: string;
            description?: string;
            inputSchema: {
                [key: string]: unknown;
            };
            outputSchema?: {
                [key: string]: unknown;
            };
            annotations?: {
                [key: string]: unknown;
            };
        };
        GroupMcpApi: {
            api_id: number;
            api_name: string;
            method_type: string;
            listen_path: string;
            operation_id?: string | null;
            tool_name: string;
            exposed: boolean;
            /** @description the description for agents */
            description?: string | null;
            qps?: number | null;
        };
        GroupMcp: {
            group_id: number;
            enabled: boolean;
            group_state?: string;
            apis: components["schemas"]["GroupMcpApi"][];
            /** @description the preview of tools/list for an application approved for every exposed API */
            tools: components["schemas"]["McpTool"][];
            endpoints: components["schemas"]["McpEndpoint"][];
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
    appMcpTokenCreate: {
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
                    token_name?: string;
                    /** @default 90 */
                    expires_in_days?: number;
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
                        data?: components["schemas"]["McpTokenIssued"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    appMcpTokenList: {
        parameters: {
            query: {
                apply_id: number;
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
                            list: components["schemas"]["McpToken"][];
                            endpoints: components["schemas"]["McpEndpoint"][];
                        };
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    appMcpTokenRevoke: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    mcp_token_id: number;
                    apply_id?: number;
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
                        data?: components["schemas"]["McpToken"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    groupMcpGet: {
        parameters: {
            query: {
                group_id: number;
                language?: "zh" | "en";
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
                        data?: components["schemas"]["GroupMcp"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    groupMcpUpdate: {
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
                    enabled: boolean;
                    /** @description when given, exactly these APIs of the group are offered as tools; the others are left out */
                    exposed_api_ids?: number[];
                    /** @description per-API tool settings; an API not named keeps its settings */
                    tools?: {
                        api_id: number;
                        exposed?: boolean;
                        description?: string | null;
                        qps?: number | null;
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
                        data?: components["schemas"]["GroupMcp"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
}
