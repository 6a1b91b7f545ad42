// Generated from schemas/store.yaml by `npm run gen:types`. Do not edit.

export interface paths {
    "/website/site/document/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of documents */
        get: operations["documentPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/website/site/document/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** All documents (at most 1000), for pickers */
        get: operations["documentList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/website/site/document/{doc_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One document */
        get: operations["documentDetail"];
        put?: never;
        post?: never;
        /** Delete a document */
        delete: operations["documentDelete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/website/site/document": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Update a document */
        put: operations["documentUpdate"];
        /** Create a document */
        post: operations["documentCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/website/site/announcement/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of announcements */
        get: operations["announcementPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/website/site/announcement/{announcement_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One announcement */
        get: operations["announcementDetail"];
        put?: never;
        post?: never;
        /** Delete a announcement */
        delete: operations["announcementDelete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/website/site/announcement": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Update a announcement */
        put: operations["announcementUpdate"];
        /** Create a announcement */
        post: operations["announcementCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/website/site/site_page/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of page sections */
        get: operations["sitePagePage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/website/site/site_page/{section_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One page section */
        get: operations["sitePageDetail"];
        put?: never;
        post?: never;
        /** Delete a page section */
        delete: operations["sitePageDelete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/website/site/site_page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Update a page section */
        put: operations["sitePageUpdate"];
        /** Create a page section */
        post: operations["sitePageCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/website/site/document/tree": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The documentation center's tree (folders and documents, without their content), in order */
        get: operations["documentTree"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/website/site/document/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One document with its content in both languages, by its document number (index_doc_id) or its id */
        get: operations["documentRead"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/website/site/announcement/public/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Published announcements, pinned first then newest; with a ticket each carries the caller's read mark */
        get: operations["announcementPublicPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/website/site/announcement/public/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One published announcement with its content in both languages */
        get: operations["announcementPublicDetail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/website/site/announcement/public/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Marks a published announcement read for the caller (idempotent) */
        post: operations["announcementMarkRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/website/site/site_page/sections": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The sections of one content page, in order, in both languages */
        get: operations["sitePageSections"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newopen/service/market/home": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The store home's live figures (published groups, their APIs, providers, calls) with featured and newest published groups */
        get: operations["marketHome"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newopen/service/market/group/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Published groups in a domain (id) or sub-domain (son_id), filtered by trimmed query text, sorted newest, rating or popularity */
        get: operations["marketGroupPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newopen/service/market/group/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One published group for its product page - APIs with parameters, schemas, examples and error codes, enabled charge rules, releases; with a ticket, the caller's favourite and rating (404 for any group not published) */
        get: operations["marketGroupDetail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newopen/service/market/apply/groups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The published groups of a domain (id) or sub-domain (son_id) with their enabled charge rules (default first), for applying by domain */
        get: operations["marketApplyGroups"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newopen/service/market/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Ranked search over published groups (name, tags, description), their APIs (name, listen path, description) and documents (title, content); matches come back as highlighted fragments */
        get: operations["marketSearch"];
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
        DocumentNode: {
            doc_id: number;
            index_doc_id: number | null;
            show_name: string;
            show_name_en: string | null;
            type: number;
            childs: components["schemas"]["DocumentNode"][];
        };
        PublicDocument: {
            doc_id: number;
            index_doc_id: number | null;
            parent_id: number | null;
            show_name: string;
            show_name_en: string | null;
            type: number;
            content: string | null;
            content_en: string | null;
            /** Format: date-time */
            updated_at: string;
        };
        PublicAnnouncement: {
            announcement_id: number;
            title: string;
            title_en: string | null;
            summary: string | null;
            summary_en: string | null;
            /** @description only in the detail */
            content?: string;
            content_en?: string | null;
            pinned: number;
            /** Format: date-time */
            published_at: string;
            /** @description the caller's read mark; null without a (valid) ticket */
            read: boolean | null;
        };
        PublicAnnouncementPage: {
            list: components["schemas"]["PublicAnnouncement"][];
            total: number;
            page_num: number;
            page_size: number;
            /** @description published announcements the caller has not read; null anonymously */
            unread: number | null;
        };
        PublicSection: {
            section_id: number;
            page_key: string;
            title: string;
            title_en: string | null;
            text: string | null;
            text_en: string | null;
            image: string | null;
            cta_text: string | null;
            cta_text_en: string | null;
            cta_url: string | null;
        };
        Document: {
            doc_id: number;
            show_name: string;
            show_name_en?: string | null;
            parent_id?: number | null;
            /** @enum {integer} */
            type: 1 | 2;
            index_doc_id?: number | null;
            content?: string | null;
            content_en?: string | null;
            sort: number;
            /** Format: date-time */
            created_at?: string | null;
            /** Format: date-time */
            updated_at?: string | null;
            created_by?: number | null;
        };
        DocumentInput: {
            show_name: string;
            show_name_en?: string | null;
            parent_id?: number | null;
            /** @enum {integer} */
            type?: 1 | 2;
            index_doc_id?: number | null;
            content?: string | null;
            content_en?: string | null;
            sort?: number;
            /** @description required on update */
            doc_id?: number;
        };
        DocumentPage: {
            list: components["schemas"]["Document"][];
            total: number;
            page_num: number;
            page_size: number;
        };
        Announcement: {
            announcement_id: number;
            title: string;
            title_en?: string | null;
            summary?: string | null;
            summary_en?: string | null;
            content: string;
            content_en?: string | null;
            /** @enum {integer} */
            pinned: 0 | 1;
            /** @enum {integer} */
            state: 1 | 0;
            /** Format: date-time */
            published_at: string;
            /** Format: date-time */
            created_at?: string | null;
            /** Format: date-time */
            updated_at?: string | null;
            created_by?: number | null;
        };
        AnnouncementInput: {
            title: string;
            title_en?: string | null;
            summary?: string | null;
            summary_en?: string | null;
            content: string;
            content_en?: string | null;
            /** @enum {integer} */
            pinned?: 0 | 1;
            /** @enum {integer} */
            state?: 1 | 0;
            /**
             * Format: date-time
             * @description empty publishes now
             */
            published_at?: string | null;
            /** @description required on update */
            announcement_id?: number;
        };
        AnnouncementPage: {
            list: components["schemas"]["Announcement"][];
            total: number;
            page_num: number;
            page_size: number;
        };
        SitePage: {
            section_id: number;
            /** @enum {string} */
            page_key: "contactUs" | "business" | "pbc" | "tripartite" | "masterDataService" | "metadata" | "flowPathManage" | "financeService" | "Web3" | "beCurrent" | "application";
            title: string;
            title_en?: string | null;
            text?: string | null;
            text_en?: string | null;
            image?: string | null;
            cta_text?: string | null;
            cta_text_en?: string | null;
            cta_url?: string | null;
            sort: number;
            /** Format: date-time */
            created_at?: string | null;
            /** Format: date-time */
            updated_at?: string | null;
            created_by?: number | null;
        };
        SitePageInput: {
            /** @enum {string} */
            page_key: "contactUs" | "business" | "pbc" | "tripartite" | "masterDataService" | "metadata" | "flowPathManage" | "financeService" | "Web3" | "beCurrent" | "application";
            title: string;
            title_en?: string | null;
            text?: string | null;
            text_en?: string | null;
            image?: string | null;
            cta_text?: string | null;
            cta_text_en?: string | null;
            cta_url?: string | null;
            sort?: number;
            /** @description required on update */
            section_id?: number;
        };
        SitePagePage: {
            list: components["schemas"]["SitePage"][];
            total: number;
            page_num: number;
            page_size: number;
        };
        MarketGroupCard: {
            group_id: number;
            group_name: string;
            group_name_en: string | null;
            description: string | null;
            tags: string | null;
            classify_id: number | null;
            classify_name: string | null;
            classify_name_en?: string | null;
            provider_name: string | null;
            score_avg: number;
            score_count: number;
            favourite_count: number;
            api_count: number;
            /** @description calls through the gateway in every environment */
            calls: number;
            /** Format: date-time */
            published_at: string | null;
        };
        MarketHome: {
            counts: {
                groups: number;
                apis: number;
                providers: number;
                calls: number;
            };
            featured: components["schemas"]["MarketGroupCard"][];
            newest: components["schemas"]["MarketGroupCard"][];
        };
        MarketGroupPage: {
            list: components["schemas"]["MarketGroupCard"][];
            total: number;
            page_num: number;
            page_size: number;
        };
        MarketApi: {
            api_id: number;
            api_name: string;
            api_desc: string | null;
            method_type: string;
            listen_path: string;
            request_params: {
                name?: string;
                in?: string;
                required?: boolean;
                description?: string | null;
                schema?: {
                    [key: string]: unknown;
                } | null;
            }[] | null;
            request_body: {
                [key: string]: unknown;
            } | null;
            response_schema: {
                [key: string]: unknown;
            } | null;
            response_example: string | null;
            error_codes: {
                code?: string;
                description?: string;
            }[] | null;
        };
        MarketChargeRule: {
            charge_rule_id: number;
            rule_name: string;
            /** @enum {string} */
            rule_type: "free" | "per_call" | "package";
            price_per_thousand: string | null;
            package_calls: number | null;
            package_price: string | null;
            validity_days: number | null;
            qps: number | null;
            daily_quota: number | null;
            monthly_quota: number | null;
            is_default: boolean;
            /**
             * Format: date-time
             * @description when the rule's price changes (its next version takes effect); null: no change ahead
             */
            price_changes_at?: string | null;
            /** @enum {string|null} */
            next_rule_type?: "free" | "per_call" | "package" | null;
            /** @description the price from then on: per 1,000 calls, or the package's price; 0 when free */
            next_price?: number | null;
        };
        MarketApplyGroup: components["schemas"]["MarketGroupCard"] & {
            charge_rules: components["schemas"]["MarketChargeRule"][];
        };
        MarketApplyGroupPage: {
            list: components["schemas"]["MarketApplyGroup"][];
            total: number;
            page_num: number;
            page_size: number;
        };
        MarketGroupDetail: components["schemas"]["MarketGroupCard"] & {
            documentation: string | null;
            parent_classify_id: number | null;
            parent_classify_name: string | null;
            parent_classify_name_en?: string | null;
            version: number;
            /** @description the gateway's public address callers use: GATEWAY_PUBLIC_URL, else the request's host on GATEWAY_PORT */
            gateway_url: string | null;
            /** @description the environments (env_type) where the capability has a backend address: the only ones an access application may name */
            env_types?: number[];
            apis: components["schemas"]["MarketApi"][];
            charge_rules: components["schemas"]["MarketChargeRule"][];
            releases: {
                version?: number;
                action?: string;
                reason?: string | null;
                /** Format: date-time */
                created_at?: string;
            }[];
            /** @description null without a ticket */
            collected: boolean | null;
            my_score: number | null;
        };
        MarketFragment: {
            text: string;
            hit: boolean;
        };
        MarketSearchHit: {
            /** @enum {string} */
            kind: "group" | "api" | "doc";
            /** @description group_id */
            id: number;
            group_id: number | null;
            title: components["schemas"]["MarketFragment"][];
            title_en: string | null;
            method_type: string | null;
            listen_path: string | null;
            snippet: components["schemas"]["MarketFragment"][];
            score: number;
        };
        MarketSearchPage: {
            list: components["schemas"]["MarketSearchHit"][];
            total: number;
            page_num: number;
            page_size: number;
            counts: {
                group: number;
                api: number;
                doc: number;
            };
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
        NullEnvelope: components["schemas"]["Envelope"] & {
            data?: null;
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
    documentPage: {
        parameters: {
            query?: {
                page_num?: number;
                page_size?: number;
                sort_field?: "doc_id" | "show_name" | "show_name_en" | "parent_id" | "type" | "index_doc_id" | "content" | "content_en" | "sort" | "created_at" | "updated_at" | "created_by";
                sort_order?: "ASC" | "DESC" | "asc" | "desc";
                show_name?: string;
                parent_id?: number;
                type?: 1 | 2;
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
                        data?: components["schemas"]["DocumentPage"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    documentList: {
        parameters: {
            query?: {
                show_name?: string;
                parent_id?: number;
                type?: 1 | 2;
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
                        data?: components["schemas"]["Document"][];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    documentDetail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                doc_id: number;
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
                        data?: components["schemas"]["Document"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    documentDelete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                doc_id: number;
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
    documentUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DocumentInput"] & {
                    doc_id: number;
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
                        data?: components["schemas"]["Document"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    documentCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DocumentInput"];
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
                        data?: components["schemas"]["Document"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    announcementPage: {
        parameters: {
            query?: {
                page_num?: number;
                page_size?: number;
                sort_field?: "announcement_id" | "title" | "title_en" | "summary" | "summary_en" | "content" | "content_en" | "pinned" | "state" | "published_at" | "created_at" | "updated_at" | "created_by";
                sort_order?: "ASC" | "DESC" | "asc" | "desc";
                title?: string;
                pinned?: 0 | 1;
                state?: 1 | 0;
                published_at_start?: string;
                published_at_end?: string;
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
                        data?: components["schemas"]["AnnouncementPage"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    announcementDetail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                announcement_id: number;
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
                        data?: components["schemas"]["Announcement"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    announcementDelete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                announcement_id: number;
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
    announcementUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AnnouncementInput"] & {
                    announcement_id: number;
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
                        data?: components["schemas"]["Announcement"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    announcementCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AnnouncementInput"];
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
                        data?: components["schemas"]["Announcement"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    sitePagePage: {
        parameters: {
            query?: {
                page_num?: number;
                page_size?: number;
                sort_field?: "section_id" | "page_key" | "title" | "title_en" | "text" | "text_en" | "image" | "cta_text" | "cta_text_en" | "cta_url" | "sort" | "created_at" | "updated_at" | "created_by";
                sort_order?: "ASC" | "DESC" | "asc" | "desc";
                page_key?: "contactUs" | "business" | "pbc" | "tripartite" | "masterDataService" | "metadata" | "flowPathManage" | "financeService" | "Web3" | "beCurrent" | "application";
                title?: string;
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
                        data?: components["schemas"]["SitePagePage"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    sitePageDetail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                section_id: number;
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
                        data?: components["schemas"]["SitePage"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    sitePageDelete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                section_id: number;
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
    sitePageUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SitePageInput"] & {
                    section_id: number;
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
                        data?: components["schemas"]["SitePage"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    sitePageCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SitePageInput"];
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
                        data?: components["schemas"]["SitePage"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    documentTree: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Document tree */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["DocumentNode"][];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    documentRead: {
        parameters: {
            query?: {
                index_doc_id?: number;
                doc_id?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Document */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["PublicDocument"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    announcementPublicPage: {
        parameters: {
            query?: {
                page_num?: number;
                page_size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Announcements */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["PublicAnnouncementPage"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    announcementPublicDetail: {
        parameters: {
            query: {
                announcement_id: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Announcement */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["PublicAnnouncement"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    announcementMarkRead: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    announcement_id: number;
                };
            };
        };
        responses: {
            /** @description Marked */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NullEnvelope"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    sitePageSections: {
        parameters: {
            query: {
                page_key: "contactUs" | "business" | "pbc" | "tripartite" | "masterDataService" | "metadata" | "flowPathManage" | "financeService" | "Web3" | "beCurrent" | "application";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Sections */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["PublicSection"][];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    marketHome: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Home */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["MarketHome"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    marketGroupPage: {
        parameters: {
            query?: {
                page_num?: number;
                page_size?: number;
                id?: number;
                son_id?: number;
                query_text?: string;
                sort?: "newest" | "rating" | "popular";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Groups */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["MarketGroupPage"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    marketGroupDetail: {
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
            /** @description Group */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["MarketGroupDetail"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    marketApplyGroups: {
        parameters: {
            query?: {
                page_num?: number;
                page_size?: number;
                id?: number;
                son_id?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Groups with charge rules */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["MarketApplyGroupPage"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    marketSearch: {
        parameters: {
            query: {
                q: string;
                kind?: "all" | "group" | "api" | "doc";
                page_num?: number;
                page_size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Hits */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["MarketSearchPage"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
}
