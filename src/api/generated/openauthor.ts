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
        /** A fresh captcha image (PNG) for this account; its text is the next login_code */
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
    "/openauthor/v1/invite_code/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of invite codes */
        get: operations["inviteCodePage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openauthor/v1/invite_code/{invite_code_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One invite code */
        get: operations["inviteCodeDetail"];
        put?: never;
        post?: never;
        /** Delete a invite code */
        delete: operations["inviteCodeDelete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openauthor/v1/invite_code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Update a invite code */
        put: operations["inviteCodeUpdate"];
        /** Create a invite code */
        post: operations["inviteCodeCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openauthor/v1/account/role/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of roles */
        get: operations["rolePage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openauthor/v1/account/role/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** All roles (at most 1000), for pickers */
        get: operations["roleList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openauthor/v1/account/role/{role_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One role */
        get: operations["roleDetail"];
        put?: never;
        post?: never;
        /** Delete a role */
        delete: operations["roleDelete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openauthor/v1/account/role": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Update a role */
        put: operations["roleUpdate"];
        /** Create a role */
        post: operations["roleCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openauthor/v1/sub/user/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of sub-users */
        get: operations["subUserPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openauthor/v1/sub/user/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** All sub-users (at most 1000), for pickers */
        get: operations["subUserList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openauthor/v1/sub/user/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One sub-user */
        get: operations["subUserDetail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openauthor/v1/sub/user/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a sub-user */
        post: operations["subUserRegister"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openauthor/v1/sub/user/edit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Update a sub-user */
        put: operations["subUserEdit"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openauthor/v1/sub/user/del": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Delete a sub-user */
        put: operations["subUserDel"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openauthor/v1/resource/sub/user/get_all_resource_tree": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The menus and buttons the caller may hand out (everything for the super admin), as a tree */
        get: operations["getAllResourceTree"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openauthor/v1/account/role/bound/resource": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The resource ids a role holds */
        get: operations["roleBoundResources"];
        put?: never;
        /** Replace the resources a role holds (only ones the caller holds may be handed out) */
        post: operations["roleBindResources"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openauthor/v1/account/role/get_user_bound_role": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The users bound to a role */
        get: operations["roleBoundUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openauthor/v1/account/role/bound/user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Replace the users bound to a role (only users the caller manages) */
        post: operations["roleBindUsers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openauthor/v1/user/update/state": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Enable (1) or disable (0) a sub-user; disabling ends their sessions */
        get: operations["userUpdateState"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openauthor/v1/user_source/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of user sources */
        get: operations["userSourcePage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openauthor/v1/user_source/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** All user sources (at most 1000), for pickers */
        get: operations["userSourceList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openauthor/v1/user_source/{user_source_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One user source */
        get: operations["userSourceDetail"];
        put?: never;
        post?: never;
        /** Delete a user source */
        delete: operations["userSourceDelete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openauthor/v1/user_source": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Update a user source */
        put: operations["userSourceUpdate"];
        /** Create a user source */
        post: operations["userSourceCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openauthor/v1/enterprise/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of enterprises */
        get: operations["enterprisePage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openauthor/v1/enterprise/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** All enterprises (at most 1000), for pickers */
        get: operations["enterpriseList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openauthor/v1/enterprise/{enterprise_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One enterprise */
        get: operations["enterpriseGet"];
        put?: never;
        post?: never;
        /** Delete a enterprise */
        delete: operations["enterpriseDelete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openauthor/v1/enterprise": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Update a enterprise */
        put: operations["enterpriseUpdate"];
        /** Create a enterprise */
        post: operations["enterpriseCreate"];
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
        UserBrief: {
            user_id: number;
            user_name: string;
            user_real_name?: string | null;
        };
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
            /** Format: date-time */
            created_at?: string;
            /** Format: date-time */
            updated_at?: string;
            created_by?: number | null;
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
        InviteCode: {
            invite_code_id: number;
            invite_code?: string | null;
            max_uses: number;
            use_count?: number | null;
            /** Format: date-time */
            expires_at: string;
            /** @enum {string|null} */
            code_state?: "valid" | "expired" | "used_up" | null;
            remark?: string | null;
            role_codes?: string | null;
            enterprise_id?: number | null;
            /** Format: date-time */
            created_at?: string | null;
            /** Format: date-time */
            updated_at?: string | null;
            created_by?: number | null;
        };
        InviteCodeInput: {
            invite_code?: string | null;
            max_uses?: number;
            /** Format: date-time */
            expires_at: string;
            remark?: string | null;
            role_codes?: string | null;
            /** @description required on update */
            invite_code_id?: number;
        };
        InviteCodePage: {
            list: components["schemas"]["InviteCode"][];
            total: number;
            page_num: number;
            page_size: number;
        };
        Role: {
            role_id: number;
            role_name: string;
            role_code: string;
            role_name_en?: string | null;
            role_desc?: string | null;
            /** @enum {integer|null} */
            built_in?: 1 | 0 | null;
            user_count?: number | null;
            /** Format: date-time */
            created_at?: string | null;
            /** Format: date-time */
            updated_at?: string | null;
            created_by?: number | null;
        };
        RoleInput: {
            role_name: string;
            role_code: string;
            role_name_en?: string | null;
            role_desc?: string | null;
            /** @description required on update */
            role_id?: number;
        };
        RolePage: {
            list: components["schemas"]["Role"][];
            total: number;
            page_num: number;
            page_size: number;
        };
        SubUser: {
            user_id: number;
            user_name: string;
            user_real_name: string;
            email?: string | null;
            phone?: string | null;
            puser_name?: string | null;
            /** @enum {integer|null} */
            state?: 1 | 0 | null;
            role_ids?: number[];
            role_names?: string[];
            /** @description the same roles' English names (the Chinese name where a role has none) */
            role_names_en?: string[];
            /** Format: date-time */
            created_at?: string | null;
            /** Format: date-time */
            updated_at?: string | null;
            created_by?: number | null;
        };
        SubUserInput: {
            user_name: string;
            user_real_name: string;
            email?: string | null;
            phone?: string | null;
            password?: string | null;
            /** @description required on update */
            user_id?: number;
            role_ids?: number[];
        };
        SubUserPage: {
            list: components["schemas"]["SubUser"][];
            total: number;
            page_num: number;
            page_size: number;
        };
        UserSource: {
            user_source_id: number;
            source_name: string;
            source_code: string;
            /** @enum {string} */
            source_type: "local" | "ldap" | "ad" | "sso" | "workchat";
            account_prefix?: string | null;
            endpoint?: string | null;
            /** @enum {integer} */
            state: 1 | 0;
            remark?: string | null;
            /** Format: date-time */
            created_at?: string | null;
            /** Format: date-time */
            updated_at?: string | null;
            created_by?: number | null;
        };
        UserSourceInput: {
            source_name: string;
            source_code: string;
            /** @enum {string} */
            source_type: "local" | "ldap" | "ad" | "sso" | "workchat";
            account_prefix?: string | null;
            endpoint?: string | null;
            /** @enum {integer} */
            state?: 1 | 0;
            remark?: string | null;
            /** @description required on update */
            user_source_id?: number;
        };
        UserSourcePage: {
            list: components["schemas"]["UserSource"][];
            total: number;
            page_num: number;
            page_size: number;
        };
        EnterpriseInput: {
            enterprise_name: string;
            enterprise_code?: string | null;
            /** @enum {integer} */
            enterprise_check_state?: 0 | 1 | 2 | 3;
            /** @description required on update */
            enterprise_id?: number;
        };
        EnterprisePage: {
            list: components["schemas"]["Enterprise"][];
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
        /** @description Lowercase hex MD5 of what the user typed */
        Md5Hex: string;
        NullEnvelope: components["schemas"]["Envelope"] & {
            data?: null;
        };
    };
    responses: {
        /** @description Ids */
        IdList: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Envelope"] & {
                    data?: number[];
                };
            };
        };
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
            /** @description PNG image */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/png": string;
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
    inviteCodePage: {
        parameters: {
            query?: {
                page_num?: number;
                page_size?: number;
                sort_field?: "invite_code_id" | "invite_code" | "max_uses" | "use_count" | "expires_at" | "remark" | "enterprise_id" | "created_at" | "updated_at" | "created_by";
                sort_order?: "ASC" | "DESC" | "asc" | "desc";
                invite_code?: string;
                expires_at_start?: string;
                expires_at_end?: string;
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
                        data?: components["schemas"]["InviteCodePage"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    inviteCodeDetail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                invite_code_id: number;
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
                        data?: components["schemas"]["InviteCode"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    inviteCodeDelete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                invite_code_id: number;
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
    inviteCodeUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InviteCodeInput"] & {
                    invite_code_id: number;
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
                        data?: components["schemas"]["InviteCode"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    inviteCodeCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InviteCodeInput"];
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
                        data?: components["schemas"]["InviteCode"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    rolePage: {
        parameters: {
            query?: {
                page_num?: number;
                page_size?: number;
                sort_field?: "role_id" | "role_name" | "role_code" | "role_name_en" | "role_desc" | "built_in" | "created_at" | "updated_at" | "created_by";
                sort_order?: "ASC" | "DESC" | "asc" | "desc";
                role_name?: string;
                role_code?: string;
                built_in?: 1 | 0;
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
                        data?: components["schemas"]["RolePage"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    roleList: {
        parameters: {
            query?: {
                role_name?: string;
                role_code?: string;
                built_in?: 1 | 0;
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
                        data?: components["schemas"]["Role"][];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    roleDetail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                role_id: number;
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
                        data?: components["schemas"]["Role"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    roleDelete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                role_id: number;
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
    roleUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RoleInput"] & {
                    role_id: number;
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
                        data?: components["schemas"]["Role"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    roleCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RoleInput"];
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
                        data?: components["schemas"]["Role"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    subUserPage: {
        parameters: {
            query?: {
                page_num?: number;
                page_size?: number;
                sort_field?: "user_id" | "user_name" | "user_real_name" | "email" | "phone" | "puser_name" | "state" | "created_at" | "updated_at" | "created_by";
                sort_order?: "ASC" | "DESC" | "asc" | "desc";
                user_name?: string;
                user_real_name?: string;
                state?: 1 | 0;
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
                        data?: components["schemas"]["SubUserPage"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    subUserList: {
        parameters: {
            query?: {
                user_name?: string;
                user_real_name?: string;
                state?: 1 | 0;
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
                        data?: components["schemas"]["SubUser"][];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    subUserDetail: {
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["SubUser"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    subUserRegister: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SubUserInput"];
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
                        data?: components["schemas"]["SubUser"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    subUserEdit: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SubUserInput"] & {
                    user_id: number;
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
                        data?: components["schemas"]["SubUser"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    subUserDel: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    user_id: number;
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
    getAllResourceTree: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Assignable tree */
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
    roleBoundResources: {
        parameters: {
            query: {
                role_id: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["IdList"];
            default: components["responses"]["Error"];
        };
    };
    roleBindResources: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    role_id: number;
                    resource_ids: number[];
                };
            };
        };
        responses: {
            200: components["responses"]["Done"];
            default: components["responses"]["Error"];
        };
    };
    roleBoundUsers: {
        parameters: {
            query: {
                role_id: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Bound users */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["UserBrief"][];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    roleBindUsers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    role_id: number;
                    user_ids: number[];
                };
            };
        };
        responses: {
            200: components["responses"]["Done"];
            default: components["responses"]["Error"];
        };
    };
    userUpdateState: {
        parameters: {
            query: {
                user_id: number;
                state: 0 | 1;
            };
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
    userSourcePage: {
        parameters: {
            query?: {
                page_num?: number;
                page_size?: number;
                sort_field?: "user_source_id" | "source_name" | "source_code" | "source_type" | "account_prefix" | "endpoint" | "state" | "remark" | "created_at" | "updated_at" | "created_by";
                sort_order?: "ASC" | "DESC" | "asc" | "desc";
                source_name?: string;
                source_type?: "local" | "ldap" | "ad" | "sso" | "workchat";
                state?: 1 | 0;
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
                        data?: components["schemas"]["UserSourcePage"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    userSourceList: {
        parameters: {
            query?: {
                source_name?: string;
                source_type?: "local" | "ldap" | "ad" | "sso" | "workchat";
                state?: 1 | 0;
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
                        data?: components["schemas"]["UserSource"][];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    userSourceDetail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                user_source_id: number;
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
                        data?: components["schemas"]["UserSource"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    userSourceDelete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                user_source_id: number;
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
    userSourceUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserSourceInput"] & {
                    user_source_id: number;
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
                        data?: components["schemas"]["UserSource"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    userSourceCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserSourceInput"];
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
                        data?: components["schemas"]["UserSource"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    enterprisePage: {
        parameters: {
            query?: {
                page_num?: number;
                page_size?: number;
                sort_field?: "enterprise_id" | "enterprise_name" | "enterprise_code" | "enterprise_check_state" | "created_at" | "updated_at" | "created_by";
                sort_order?: "ASC" | "DESC" | "asc" | "desc";
                enterprise_name?: string;
                enterprise_code?: string;
                enterprise_check_state?: 0 | 1 | 2 | 3;
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
                        data?: components["schemas"]["EnterprisePage"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    enterpriseList: {
        parameters: {
            query?: {
                enterprise_name?: string;
                enterprise_code?: string;
                enterprise_check_state?: 0 | 1 | 2 | 3;
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
                        data?: components["schemas"]["Enterprise"][];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    enterpriseGet: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                enterprise_id: number;
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
                        data?: components["schemas"]["Enterprise"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    enterpriseDelete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                enterprise_id: number;
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
    enterpriseUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EnterpriseInput"] & {
                    enterprise_id: number;
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
                        data?: components["schemas"]["Enterprise"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    enterpriseCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EnterpriseInput"];
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
                        data?: components["schemas"]["Enterprise"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
}
