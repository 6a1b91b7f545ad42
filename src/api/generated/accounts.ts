// Generated from schemas/accounts.yaml by `npm run gen:types`. Do not edit.

export interface paths {
    "/openauthor/v1/user/register/send_code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a registration code to an email address or phone (6 digits, 10 minutes; resend after 60 s; 5 an hour) */
        post: operations["sendRegisterCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openauthor/v1/user/register/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether a user name, email, phone, enterprise name or code, ID card or invite code can be used */
        get: operations["registerCheck"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openauthor/v1/user/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Register an account with a verification code (the password as MD5 hex, like login) */
        post: operations["register"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openauthor/v1/user/forget_password/send_code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a password reset code; the same answer whether or not the account exists */
        post: operations["sendResetCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openauthor/v1/user/forget_password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set a new password with a reset code; ends every session of the account */
        post: operations["resetPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openauthor/v1/user/information": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's profile (user info, nick name, avatar, bound external identities) */
        get: operations["userInformation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openauthor/v1/user/modify_information": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change one's real name, nick name or avatar (a public image one uploaded) */
        post: operations["modifyInformation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openauthor/v1/user/bind/send_code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a code to a new email address or phone before changing it */
        post: operations["sendBindCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openauthor/v1/user/change_contact": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change one's email or phone, proven by the code sent to the new address */
        post: operations["changeContact"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openauthor/v1/outbox/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of the messages held in the outbox (demo mode and tests have no real mail or SMS) */
        get: operations["outboxPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openauthor/v1/outbox/{message_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One outbox message */
        get: operations["outboxDetail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openauthor/v1/sign_in_options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The sign-in methods this installation offers (OIDC provider name, workplace chat, domain account prefixes) */
        get: operations["signInOptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openauthor/v1/oidc/authorize": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Where to send the browser to sign in with the configured OpenID Connect provider (data.url) */
        get: operations["oidcAuthorize"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openauthor/v1/oidc/bind": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Where to send the browser to bind the caller's account to their OpenID Connect identity (data.url) */
        post: operations["oidcBindAuthorize"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openauthor/v1/oidc/callback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The provider's redirect; signs in (linking the account on first sign-in) or binds, then redirects to the console */
        get: operations["oidcCallback"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openauthor/v1/oidc/link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A pending link (a first OIDC sign-in whose verified email belongs to an existing account): the account name to log in with and the provider */
        get: operations["oidcLinkDetail"];
        put?: never;
        /** Links the pending OIDC identity to the caller's account, once its owner has logged in with the local password */
        post: operations["oidcLinkConfirm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openauthor/v1/user/identity/unbind": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Unbind an external identity (OIDC or workplace chat) from the caller's account */
        post: operations["identityUnbind"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openauthor/v1/user/authority": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Sign in with a workplace-chat authorization code (/ddOpen); the account is linked on first sign-in */
        get: operations["userAuthority"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openauthor/sso/get/captcha_code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A captcha for the area (domain) account login, as captcha_key and the image as a data URL */
        get: operations["areaCaptcha"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openauthor/sso/platform/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Area (domain) account login with a captcha; only accounts with an enabled user source's prefix */
        post: operations["areaLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openauthor/v1/enterprise/join": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Join an enterprise with an invite code (expiry and use count enforced); the caller becomes its sub-account */
        post: operations["joinByInvite"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openauthor/v1/enterprise/join/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's enterprise (signed when enterprise_id exists) and latest join request */
        get: operations["joinStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openauthor/v1/enterprise/join_request": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ask to join an enterprise by its name; its admin approves or rejects */
        post: operations["joinRequestCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openauthor/v1/enterprise/join_request/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of the requests to join the caller's enterprise */
        get: operations["joinRequestPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openauthor/v1/enterprise/join_request/decide": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve or reject a request to join the caller's enterprise */
        post: operations["joinRequestDecide"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openauthor/v1/enterprise/auth": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's enterprise authentication: state (0 not authenticated, 1 under review, 2 authenticated, 3 failed), reason, submitted data */
        get: operations["enterpriseAuthDetail"];
        put?: never;
        /** Submit (or resubmit after a failure) the enterprise authentication; the review runs as an enterprise_auth work order */
        post: operations["enterpriseAuthSubmit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openauthor/v1/user/role_apply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Apply to become a developer, a provider or an enterprise admin; a role_apply work order decides */
        post: operations["roleApplyCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openauthor/v1/user/role_apply/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The status flags (developerStatus, enterpriseDeveloperStatus, providersStatus; 0 none, 1 under review, 2 granted, 3 rejected) and the caller's applications */
        get: operations["roleApplyStatus"];
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
        /** @enum {string} */
        Channel: "email" | "sms";
        Code: string;
        CodeRequest: {
            channel: components["schemas"]["Channel"];
            address: string;
            /** @description registration: the account name the code is for; the resend wait and the code are that account's (a code asked without it serves any name) */
            user_name?: string;
        };
        OutboxMessage: {
            message_id?: number;
            channel?: string;
            recipient?: string;
            subject?: string;
            body?: string;
            /** Format: date-time */
            created_at?: string;
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
        /** @description Lowercase hex MD5 of what the user typed */
        Md5Hex: string;
        NullEnvelope: components["schemas"]["Envelope"] & {
            data?: null;
        };
    };
    responses: {
        /** @description The answer (see the summary) */
        Any: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Envelope"] & {
                    data?: unknown;
                };
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
        /** @description The code is on its way; another may be asked for after resend_after seconds */
        CodeSent: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Envelope"] & {
                    data?: {
                        resend_after: number;
                    };
                };
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
    sendRegisterCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CodeRequest"];
            };
        };
        responses: {
            200: components["responses"]["CodeSent"];
            default: components["responses"]["Error"];
        };
    };
    registerCheck: {
        parameters: {
            query: {
                field: "user_name" | "email" | "phone" | "enterprise_name" | "enterprise_code" | "id_card" | "invite_code";
                value: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Any"];
            default: components["responses"]["Error"];
        };
    };
    register: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    user_name: string;
                    password: components["schemas"]["Md5Hex"];
                    /**
                     * @description 0 personal (main) account
                     * @enum {integer}
                     */
                    account_type?: 0 | 2;
                    channel: components["schemas"]["Channel"];
                    email?: string;
                    phone?: string;
                    code: components["schemas"]["Code"];
                    invite_code?: string;
                    agreement: boolean;
                    captcha_code: string;
                };
            };
        };
        responses: {
            200: components["responses"]["Any"];
            default: components["responses"]["Error"];
        };
    };
    sendResetCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CodeRequest"];
            };
        };
        responses: {
            200: components["responses"]["CodeSent"];
            default: components["responses"]["Error"];
        };
    };
    resetPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    channel: components["schemas"]["Channel"];
                    address: string;
                    code: components["schemas"]["Code"];
                    new_password: components["schemas"]["Md5Hex"];
                };
            };
        };
        responses: {
            200: components["responses"]["Done"];
            default: components["responses"]["Error"];
        };
    };
    userInformation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Any"];
            default: components["responses"]["Error"];
        };
    };
    modifyInformation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    user_real_name?: string | null;
                    pnick_name?: string | null;
                    avatar_file_id?: string | null;
                };
            };
        };
        responses: {
            200: components["responses"]["Any"];
            default: components["responses"]["Error"];
        };
    };
    sendBindCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CodeRequest"];
            };
        };
        responses: {
            200: components["responses"]["CodeSent"];
            default: components["responses"]["Error"];
        };
    };
    changeContact: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    channel: components["schemas"]["Channel"];
                    address: string;
                    code: components["schemas"]["Code"];
                };
            };
        };
        responses: {
            200: components["responses"]["Any"];
            default: components["responses"]["Error"];
        };
    };
    outboxPage: {
        parameters: {
            query?: {
                page_num?: number;
                page_size?: number;
                sort_field?: "message_id" | "channel" | "recipient" | "subject" | "created_at";
                sort_order?: "ASC" | "DESC" | "asc" | "desc";
                recipient?: string;
                channel?: "email" | "sms";
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
                            list: components["schemas"]["OutboxMessage"][];
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
    outboxDetail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                message_id: number;
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
                        data?: components["schemas"]["OutboxMessage"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    signInOptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Any"];
            default: components["responses"]["Error"];
        };
    };
    oidcAuthorize: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Any"];
            default: components["responses"]["Error"];
        };
    };
    oidcBindAuthorize: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Any"];
            default: components["responses"]["Error"];
        };
    };
    oidcCallback: {
        parameters: {
            query?: {
                code?: string;
                state?: string;
                iss?: string;
                session_state?: string;
                error?: string;
                error_description?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description To the console with a one-time token */
            302: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            default: components["responses"]["Error"];
        };
    };
    oidcLinkDetail: {
        parameters: {
            query: {
                link_token: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Any"];
            default: components["responses"]["Error"];
        };
    };
    oidcLinkConfirm: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    link_token: string;
                };
            };
        };
        responses: {
            200: components["responses"]["Any"];
            default: components["responses"]["Error"];
        };
    };
    identityUnbind: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    provider: "oidc" | "workchat";
                };
            };
        };
        responses: {
            200: components["responses"]["Done"];
            default: components["responses"]["Error"];
        };
    };
    userAuthority: {
        parameters: {
            query: {
                auth_code: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Any"];
            default: components["responses"]["Error"];
        };
    };
    areaCaptcha: {
        parameters: {
            query?: {
                account?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Any"];
            default: components["responses"]["Error"];
        };
    };
    areaLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    account: string;
                    password: components["schemas"]["Md5Hex"];
                    captcha_code: string;
                    captcha_key: string;
                };
            };
        };
        responses: {
            200: components["responses"]["Any"];
            default: components["responses"]["Error"];
        };
    };
    joinByInvite: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    invite_code: string;
                };
            };
        };
        responses: {
            200: components["responses"]["Any"];
            default: components["responses"]["Error"];
        };
    };
    joinStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Any"];
            default: components["responses"]["Error"];
        };
    };
    joinRequestCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    enterprise_name: string;
                    remark?: string;
                };
            };
        };
        responses: {
            200: components["responses"]["Any"];
            default: components["responses"]["Error"];
        };
    };
    joinRequestPage: {
        parameters: {
            query?: {
                page_num?: number;
                page_size?: number;
                state?: 0 | 1 | 2;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Any"];
            default: components["responses"]["Error"];
        };
    };
    joinRequestDecide: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    join_request_id: number;
                    approve: boolean;
                };
            };
        };
        responses: {
            200: components["responses"]["Done"];
            default: components["responses"]["Error"];
        };
    };
    enterpriseAuthDetail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Any"];
            default: components["responses"]["Error"];
        };
    };
    enterpriseAuthSubmit: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    enterprise_name: string;
                    credit_code: string;
                    legal_person: string;
                    legal_id_card: string;
                    licence_file_id: string;
                };
            };
        };
        responses: {
            200: components["responses"]["Any"];
            default: components["responses"]["Error"];
        };
    };
    roleApplyCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    role_code: "developer" | "provider" | "enterprise_admin";
                    reason?: string;
                };
            };
        };
        responses: {
            200: components["responses"]["Any"];
            default: components["responses"]["Error"];
        };
    };
    roleApplyStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Any"];
            default: components["responses"]["Error"];
        };
    };
}
