// Generated from schemas/openauthor.yaml by `npm run gen:types`. Do not edit.

export interface paths {
    "/openauthor/v1/is_check_code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether the next login for this account or address needs a captcha */
        get: operations["isCheckCode"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openauthor/v1/captcha": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A fresh captcha image (SVG) for this account; its text is the next login_code */
        get: operations["getCaptcha"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openauthor/v1/user/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Log in with account and password (MD5 hex of what was typed) */
        post: operations["login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openauthor/v1/user/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Revoke the current ticket */
        post: operations["logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openauthor/v1/user/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The logged-in user's info */
        get: operations["userDetail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openauthor/v1/enterprise/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The enterprise a user belongs to (data null when unsigned) */
        get: operations["enterpriseDetail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openauthor/v1/user/edit_password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change one's own password; clears init_pwd and revokes the user's other tickets */
        post: operations["editPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openauthor/v1/user/clear_init_pwd": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Dismiss the mandatory password-change dialog (clears init_pwd) */
        post: operations["clearInitPwd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openauthor/v1/get_user_role_resource_tree": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The menus and buttons the user's roles grant, as a tree */
        get: operations["getUserRoleResourceTree"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openauthor/v1/is_resource_check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether the user may open the menu with this code */
        get: operations["isResourceCheck"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openauthor/v1/user/get_user_info_by_sso_token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Log in with an sso_access_token the platform issued; answers a new ticket and the user */
        get: operations["getUserInfoBySsoToken"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openauthor/sso/login/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A one-time token (60 s) that another page or app exchanges for its own ticket */
        post: operations["issueExchangeToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openauthor/sso/login/exchange": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Exchange a one-time token for a ticket */
        get: operations["exchangeToken"];
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
        LoginRequest: {
            /** @description The captcha text when is_check_code says so */
            login_code?: string;
            user_name: string;
            password: components["schemas"]["Md5Hex"];
        };
        LoginResult: {
            ticket: string;
            /** Format: date-time */
            expires_at: string;
            user: components["schemas"]["SessionUser"];
        };
        SessionUser: {
            user_id: number;
            user_name: string;
            /** @description Developer certification status */
            check_state: number;
            pdingding?: string | null;
            pnick_name?: string | null;
            sso_access_token: string;
            /** @enum {integer} */
            init_pwd: 0 | 1;
        };
        UserInfo: {
            user_id: number;
            user_name: string;
            puser_name?: string | null;
            user_real_name?: string | null;
            uid?: string;
            /**
             * @description 0 main
             * @enum {integer}
             */
            account_type: 0 | 1 | 2;
            /**
             * @description 0 super admin
             * @enum {integer}
             */
            user_type: 0 | 1 | 2 | 3 | 4;
            check_state?: number;
            /** @enum {integer} */
            init_pwd?: 0 | 1;
            email?: string | null;
            phone?: string | null;
            enterprise_id?: number | null;
            enterprise_name?: string | null;
            /** @description 0 not authenticated */
            enterprise_check_state?: number | null;
            role_names: string[];
            role_codes?: string[];
        };
        Enterprise: {
            enterprise_id: number;
            enterprise_name: string;
            enterprise_code?: string | null;
            enterprise_check_state: number;
        };
        EditPasswordRequest: {
            user_id: number;
            old_password: components["schemas"]["Md5Hex"];
            new_password: components["schemas"]["Md5Hex"];
        };
        PermissionItem: {
            id: number;
            /**
             * @description 1 menu
             * @enum {integer}
             */
            type: 1 | 2;
            parentId?: number | null;
            menuId?: number | null;
            menuCode?: string | null;
            menuName?: string | null;
            buttonName?: string | null;
            buttonCode?: string | null;
            children: components["schemas"]["PermissionItem"][];
        };
        ExchangeToken: {
            token: string;
            /** Format: date-time */
            expires_at: string;
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
        /** @description Lowercase hex MD5 of what the user typed */
        Md5Hex: string;
        NullEnvelope: components["schemas"]["Envelope"] & {
            data?: null;
        };
    };
    responses: {
        /** @description A yes/no answer */
        Boolean: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["BooleanEnvelope"];
            };
        };
        /** @description Done */
        Done: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["NullEnvelope"];
            };
        };
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
    isCheckCode: {
        parameters: {
            query?: {
                user_name?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Boolean"];
            default: components["responses"]["Error"];
        };
    };
    getCaptcha: {
        parameters: {
            query?: {
                user_name?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description SVG image */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/svg+xml": string;
                };
            };
            default: components["responses"]["Error"];
        };
    };
    login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoginRequest"];
            };
        };
        responses: {
            /** @description The ticket and the session user */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["LoginResult"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    logout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Done"];
            default: components["responses"]["Error"];
        };
    };
    userDetail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description User info */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["UserInfo"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    enterpriseDetail: {
        parameters: {
            query: {
                user_id: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Enterprise or null */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: null | components["schemas"]["Enterprise"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    editPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EditPasswordRequest"];
            };
        };
        responses: {
            200: components["responses"]["Done"];
            default: components["responses"]["Error"];
        };
    };
    clearInitPwd: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Done"];
            default: components["responses"]["Error"];
        };
    };
    getUserRoleResourceTree: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Permission tree */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["PermissionItem"][];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    isResourceCheck: {
        parameters: {
            query: {
                menu_code: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Boolean"];
            default: components["responses"]["Error"];
        };
    };
    getUserInfoBySsoToken: {
        parameters: {
            query: {
                sso_token: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A new session */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["LoginResult"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    issueExchangeToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The one-time token */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["ExchangeToken"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    exchangeToken: {
        parameters: {
            query: {
                token: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A new session */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["LoginResult"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
}
