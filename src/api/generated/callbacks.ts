// Generated from schemas/callbacks.yaml by `npm run gen:types`. Do not edit.

export interface paths {
    "/newopen/service/apply/callback/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The application's callbacks (never their secret) and the event types one can ask for */
        get: operations["callbackList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newopen/service/apply/callback/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Register a callback URL for one environment of the application; answers its signing secret (whsec_…) */
        post: operations["callbackCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newopen/service/apply/callback/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change a callback's URL, events, remark, or switch it on or off */
        post: operations["callbackUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newopen/service/apply/callback/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Remove a callback and its deliveries */
        post: operations["callbackDelete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newopen/service/apply/callback/secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The callback's signing secret (whsec_…), to its application's owner only */
        get: operations["callbackSecret"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newopen/service/apply/callback/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Queue a callback.test event to this callback; answers the delivery (sent within a second) */
        post: operations["callbackTest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newopen/service/apply/callback/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The application's deliveries, newest first, with the last attempt's status and response excerpt */
        get: operations["callbackDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newopen/service/apply/callback/redeliver": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a delivery again (the same webhook-id, a fresh timestamp and signature) */
        post: operations["callbackRedeliver"];
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
        /** @enum {string} */
        CallbackEvent: "access.approved" | "access.rejected" | "app.secret_reset" | "quota.threshold" | "price.change_announced";
        Callback: {
            callback_id: number;
            apply_id: number;
            /** @enum {integer} */
            env_type: 1 | 2 | 3;
            url: string;
            events: string[];
            enabled: boolean;
            remark?: string | null;
            /** Format: date-time */
            created_at?: string;
            /** Format: date-time */
            updated_at?: string;
        };
        CallbackDelivery: {
            delivery_id: number;
            callback_id: number;
            apply_id?: number;
            env_type?: number;
            event_type: string;
            /** @description the webhook-id header */
            msg_id: string;
            /** @description the JSON body sent */
            payload?: string;
            /** @enum {string} */
            status: "pending" | "sending" | "succeeded" | "failed";
            attempts: number;
            /** Format: date-time */
            next_attempt_at?: string | null;
            /** Format: date-time */
            last_attempt_at?: string | null;
            last_status_code?: number | null;
            /** @description the first 1000 characters of the last answer */
            last_response?: string | null;
            last_error?: string | null;
            /** Format: date-time */
            created_at?: string;
            /** Format: date-time */
            delivered_at?: string | null;
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
    callbackList: {
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
                            list: components["schemas"]["Callback"][];
                            events: components["schemas"]["CallbackEvent"][];
                        };
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    callbackCreate: {
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
                    url: string;
                    events: components["schemas"]["CallbackEvent"][];
                    remark?: string | null;
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
                        data?: components["schemas"]["Callback"] & {
                            secret: string;
                        };
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    callbackUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    callback_id: number;
                    url?: string;
                    events?: components["schemas"]["CallbackEvent"][];
                    remark?: string | null;
                    enabled?: boolean;
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
                        data?: components["schemas"]["Callback"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    callbackDelete: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    callback_id: number;
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
                            callback_id: number;
                        };
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    callbackSecret: {
        parameters: {
            query: {
                callback_id: number;
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
                            callback_id: number;
                            secret: string;
                        };
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    callbackTest: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    callback_id: number;
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
                        data?: components["schemas"]["CallbackDelivery"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    callbackDeliveries: {
        parameters: {
            query: {
                apply_id: number;
                callback_id?: number;
                env_type?: 1 | 2 | 3;
                status?: "pending" | "sending" | "succeeded" | "failed";
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
                            list: components["schemas"]["CallbackDelivery"][];
                            total: number;
                            page_num?: number;
                            page_size?: number;
                        };
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    callbackRedeliver: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    delivery_id: number;
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
                        data?: components["schemas"]["CallbackDelivery"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
}
