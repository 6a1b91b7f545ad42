// Generated from schemas/newopen.yaml by `npm run gen:types`. Do not edit.

export interface paths {
    "/newopen/service/resource/check_unique": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether a value is still free in a resource's unique field (true = free) */
        get: operations["checkUnique"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newopen/service/partner/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of partners */
        get: operations["partnerPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newopen/service/partner/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** All partners (at most 1000), for pickers */
        get: operations["partnerList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newopen/service/partner/{partner_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One partner */
        get: operations["partnerDetail"];
        put?: never;
        post?: never;
        /** Delete a partner */
        delete: operations["partnerDelete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newopen/service/partner": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Update a partner */
        put: operations["partnerUpdate"];
        /** Create a partner */
        post: operations["partnerCreate"];
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
        Partner: {
            partner_id: number;
            partner_name: string;
            /** @enum {string} */
            partner_type: "isv" | "integrator" | "channel" | "supplier";
            contact_name?: string | null;
            contact_phone?: string | null;
            email?: string | null;
            /** @enum {integer} */
            cooperation_state: 1 | 0 | 2;
            /** Format: date */
            started_on?: string | null;
            remark?: string | null;
            /** Format: date-time */
            created_at?: string | null;
            /** Format: date-time */
            updated_at?: string | null;
            created_by?: number | null;
        };
        PartnerInput: {
            partner_name: string;
            /** @enum {string} */
            partner_type: "isv" | "integrator" | "channel" | "supplier";
            contact_name?: string | null;
            contact_phone?: string | null;
            email?: string | null;
            /** @enum {integer} */
            cooperation_state?: 1 | 0 | 2;
            /** Format: date */
            started_on?: string | null;
            remark?: string | null;
            /** @description required on update */
            partner_id?: number;
        };
        PartnerPage: {
            list: components["schemas"]["Partner"][];
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
        BooleanEnvelope: components["schemas"]["Envelope"] & {
            data?: boolean;
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
    checkUnique: {
        parameters: {
            query: {
                resource: string;
                field: string;
                value: string;
                exclude_id?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description true when the value is free */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BooleanEnvelope"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    partnerPage: {
        parameters: {
            query?: {
                page_num?: number;
                page_size?: number;
                sort_field?: "partner_id" | "partner_name" | "partner_type" | "contact_name" | "contact_phone" | "email" | "cooperation_state" | "started_on" | "remark" | "created_at" | "updated_at" | "created_by";
                sort_order?: "ASC" | "DESC" | "asc" | "desc";
                partner_name?: string;
                partner_type?: "isv" | "integrator" | "channel" | "supplier";
                cooperation_state?: 1 | 0 | 2;
                started_on_start?: string;
                started_on_end?: string;
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
                        data?: components["schemas"]["PartnerPage"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    partnerList: {
        parameters: {
            query?: {
                partner_name?: string;
                partner_type?: "isv" | "integrator" | "channel" | "supplier";
                cooperation_state?: 1 | 0 | 2;
                started_on_start?: string;
                started_on_end?: string;
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
                        data?: components["schemas"]["Partner"][];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    partnerDetail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                partner_id: number;
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
                        data?: components["schemas"]["Partner"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    partnerDelete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                partner_id: number;
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
    partnerUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PartnerInput"] & {
                    partner_id: number;
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
                        data?: components["schemas"]["Partner"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    partnerCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PartnerInput"];
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
                        data?: components["schemas"]["Partner"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
}
