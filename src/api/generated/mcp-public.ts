// Generated from schemas/mcp-public.yaml by `npm run gen:types`. Do not edit.

export interface paths {
    "/newopen/service/market/group/mcp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether a published group is offered to AI agents over MCP, its endpoint and its tools as the gateway builds them (404 for any group not published) */
        get: operations["marketGroupMcp"];
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
    marketGroupMcp: {
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
                            group_id: number;
                            enabled: boolean;
                            /** @description the gateway's /mcp/{group_id} address when enabled */
                            url?: string | null;
                            /** @description every offered tool (an application sees those it is approved for); empty when MCP is off */
                            tools: components["schemas"]["McpTool"][];
                        };
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
}
