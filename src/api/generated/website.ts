// Generated from schemas/website.yaml by `npm run gen:types`. Do not edit.

export interface paths {
    "/website/site/classify/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of domains */
        get: operations["classifyPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/website/site/classify/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** All domains (at most 1000), for pickers */
        get: operations["classifyList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/website/site/classify/{classify_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One domain */
        get: operations["classifyDetail"];
        put?: never;
        post?: never;
        /** Delete a domain */
        delete: operations["classifyDelete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/website/site/classify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Update a domain */
        put: operations["classifyUpdate"];
        /** Create a domain */
        post: operations["classifyCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/website/site/navigation/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of navigation items */
        get: operations["navigationPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/website/site/navigation/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** All navigation items (at most 1000), for pickers */
        get: operations["navigationList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/website/site/navigation/{navigation_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One navigation item */
        get: operations["navigationDetail"];
        put?: never;
        post?: never;
        /** Delete a navigation item */
        delete: operations["navigationDelete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/website/site/navigation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Update a navigation item */
        put: operations["navigationUpdate"];
        /** Create a navigation item */
        post: operations["navigationCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/website/site/banner/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of banners */
        get: operations["bannerPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/website/site/banner/{banner_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One banner */
        get: operations["bannerDetail"];
        put?: never;
        post?: never;
        /** Delete a banner */
        delete: operations["bannerDelete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/website/site/banner": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Update a banner */
        put: operations["bannerUpdate"];
        /** Create a banner */
        post: operations["bannerCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/website/site/site_node/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of footer entries */
        get: operations["siteNodePage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/website/site/site_node/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** All footer entries (at most 1000), for pickers */
        get: operations["siteNodeList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/website/site/site_node/{site_node_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One footer entry */
        get: operations["siteNodeDetail"];
        put?: never;
        post?: never;
        /** Delete a footer entry */
        delete: operations["siteNodeDelete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/website/site/site_node": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Update a footer entry */
        put: operations["siteNodeUpdate"];
        /** Create a footer entry */
        post: operations["siteNodeCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/website/site/site_link/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of links */
        get: operations["siteLinkPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/website/site/site_link/{link_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One link */
        get: operations["siteLinkDetail"];
        put?: never;
        post?: never;
        /** Delete a link */
        delete: operations["siteLinkDelete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/website/site/site_link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Update a link */
        put: operations["siteLinkUpdate"];
        /** Create a link */
        post: operations["siteLinkCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/website/site/classify/tree": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The two-level domain tree of an env type, for the store and the navigation hover panel */
        get: operations["classifyTree"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/website/site/footer/tree": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The footer's site tree (columns and their entries) */
        get: operations["footerTree"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/website/site/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The content of a footer entry (by its document id and type) */
        get: operations["siteDetail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/website/site/link/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The footer links, in order */
        get: operations["linkList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/website/site/banner/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The enabled banners of one page, in order */
        get: operations["bannerList"];
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
        ClassifyNode: {
            classify_id: number;
            classify_name: string;
            classify_name_en?: string | null;
            classify_desc?: string | null;
            children: components["schemas"]["ClassifyNode"][];
        };
        SiteTreeNode: {
            show_name: string;
            type: number;
            index_doc_id?: number | null;
            content?: string | null;
            childs: components["schemas"]["SiteTreeNode"][];
        };
        PublicBanner: {
            banner_pic: string;
            banner_title: string;
            banner_desc?: string | null;
            jump_flag_pic?: number;
            jump_url_pic?: string | null;
            add_button_flag: number;
            banner_button?: {
                button_name?: string | null;
                jump_flag?: number | null;
                jump_url?: string | null;
            } | null;
        };
        Classify: {
            classify_id: number;
            classify_name: string;
            classify_name_en?: string | null;
            parent_id?: number | null;
            classify_desc?: string | null;
            /**
             * @description null: the domain holds for every environment
             * @enum {integer|null}
             */
            env_type: 1 | 2 | 3 | null;
            sort: number;
            /** Format: date-time */
            created_at?: string | null;
            /** Format: date-time */
            updated_at?: string | null;
            created_by?: number | null;
        };
        ClassifyInput: {
            classify_name: string;
            classify_name_en?: string | null;
            parent_id?: number | null;
            classify_desc?: string | null;
            /**
             * @description null: the domain holds for every environment
             * @enum {integer|null}
             */
            env_type?: 1 | 2 | 3 | null;
            sort?: number;
            /** @description required on update */
            classify_id?: number;
        };
        ClassifyPage: {
            list: components["schemas"]["Classify"][];
            total: number;
            page_num: number;
            page_size: number;
        };
        Navigation: {
            navigation_id: number;
            navigation_code: string;
            navigation_name: string;
            navigation_name_en?: string | null;
            /** @enum {integer} */
            type: 1 | 2 | 3;
            /** @enum {integer} */
            jump_flag: 0 | 1 | 2;
            jump_url?: string | null;
            /** @enum {integer} */
            open_panel_flag: 0 | 1;
            sort: number;
            /** @enum {integer} */
            state: 1 | 0;
            /** Format: date-time */
            created_at?: string | null;
            /** Format: date-time */
            updated_at?: string | null;
            created_by?: number | null;
        };
        NavigationInput: {
            navigation_code: string;
            navigation_name: string;
            navigation_name_en?: string | null;
            /** @enum {integer} */
            type: 1 | 2 | 3;
            /** @enum {integer} */
            jump_flag?: 0 | 1 | 2;
            jump_url?: string | null;
            /** @enum {integer} */
            open_panel_flag?: 0 | 1;
            sort?: number;
            /** @enum {integer} */
            state?: 1 | 0;
            /** @description required on update */
            navigation_id?: number;
        };
        NavigationPage: {
            list: components["schemas"]["Navigation"][];
            total: number;
            page_num: number;
            page_size: number;
        };
        Banner: {
            banner_id: number;
            web_page_code: string;
            banner_title: string;
            banner_desc?: string | null;
            banner_title_en?: string | null;
            banner_desc_en?: string | null;
            button_name_en?: string | null;
            banner_pic: string;
            /** @enum {integer} */
            jump_flag_pic: 0 | 1 | 2;
            jump_url_pic?: string | null;
            /** @enum {integer} */
            add_button_flag: 0 | 1;
            button_name?: string | null;
            /** @enum {integer|null} */
            button_jump_flag?: 0 | 1 | 2 | null;
            button_jump_url?: string | null;
            sort: number;
            /** @enum {integer} */
            state: 1 | 0;
            /** Format: date-time */
            created_at?: string | null;
            /** Format: date-time */
            updated_at?: string | null;
            created_by?: number | null;
        };
        BannerInput: {
            web_page_code: string;
            banner_title: string;
            banner_desc?: string | null;
            banner_title_en?: string | null;
            banner_desc_en?: string | null;
            button_name_en?: string | null;
            banner_pic: string;
            /** @enum {integer} */
            jump_flag_pic?: 0 | 1 | 2;
            jump_url_pic?: string | null;
            /** @enum {integer} */
            add_button_flag?: 0 | 1;
            button_name?: string | null;
            /** @enum {integer|null} */
            button_jump_flag?: 0 | 1 | 2 | null;
            button_jump_url?: string | null;
            sort?: number;
            /** @enum {integer} */
            state?: 1 | 0;
            /** @description required on update */
            banner_id?: number;
        };
        BannerPage: {
            list: components["schemas"]["Banner"][];
            total: number;
            page_num: number;
            page_size: number;
        };
        SiteNode: {
            site_node_id: number;
            show_name: string;
            /** @description the name English readers see (show_name when null) */
            show_name_en?: string | null;
            parent_id?: number | null;
            /** @enum {integer} */
            type: 1 | 2 | 3 | 4;
            index_doc_id?: number | null;
            content?: string | null;
            /** @description English content or URL (content when null) */
            content_en?: string | null;
            sort: number;
            /** Format: date-time */
            created_at?: string | null;
            /** Format: date-time */
            updated_at?: string | null;
            created_by?: number | null;
        };
        SiteNodeInput: {
            show_name: string;
            /** @description the name English readers see (show_name when null) */
            show_name_en?: string | null;
            parent_id?: number | null;
            /** @enum {integer} */
            type: 1 | 2 | 3 | 4;
            index_doc_id?: number | null;
            content?: string | null;
            /** @description English content or URL (content when null) */
            content_en?: string | null;
            sort?: number;
            /** @description required on update */
            site_node_id?: number;
        };
        SiteNodePage: {
            list: components["schemas"]["SiteNode"][];
            total: number;
            page_num: number;
            page_size: number;
        };
        SiteLink: {
            link_id: number;
            link_name: string;
            /** @description the name English readers see (link_name when null) */
            link_name_en?: string | null;
            link_url: string;
            sort: number;
            /** Format: date-time */
            created_at?: string | null;
            /** Format: date-time */
            updated_at?: string | null;
            created_by?: number | null;
        };
        SiteLinkInput: {
            link_name: string;
            /** @description the name English readers see (link_name when null) */
            link_name_en?: string | null;
            link_url: string;
            sort?: number;
            /** @description required on update */
            link_id?: number;
        };
        SiteLinkPage: {
            list: components["schemas"]["SiteLink"][];
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
    classifyPage: {
        parameters: {
            query?: {
                page_num?: number;
                page_size?: number;
                sort_field?: "classify_id" | "classify_name" | "parent_id" | "classify_desc" | "env_type" | "sort" | "created_at" | "updated_at" | "created_by";
                sort_order?: "ASC" | "DESC" | "asc" | "desc";
                classify_name?: string;
                parent_id?: number;
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
                        data?: components["schemas"]["ClassifyPage"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    classifyList: {
        parameters: {
            query?: {
                classify_name?: string;
                parent_id?: number;
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
                        data?: components["schemas"]["Classify"][];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    classifyDetail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                classify_id: number;
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
                        data?: components["schemas"]["Classify"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    classifyDelete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                classify_id: number;
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
    classifyUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ClassifyInput"] & {
                    classify_id: number;
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
                        data?: components["schemas"]["Classify"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    classifyCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ClassifyInput"];
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
                        data?: components["schemas"]["Classify"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    navigationPage: {
        parameters: {
            query?: {
                page_num?: number;
                page_size?: number;
                sort_field?: "navigation_id" | "navigation_code" | "navigation_name" | "navigation_name_en" | "type" | "jump_flag" | "jump_url" | "open_panel_flag" | "sort" | "state" | "created_at" | "updated_at" | "created_by";
                sort_order?: "ASC" | "DESC" | "asc" | "desc";
                navigation_name?: string;
                type?: 1 | 2 | 3;
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
                        data?: components["schemas"]["NavigationPage"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    navigationList: {
        parameters: {
            query?: {
                navigation_name?: string;
                type?: 1 | 2 | 3;
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
                        data?: components["schemas"]["Navigation"][];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    navigationDetail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                navigation_id: number;
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
                        data?: components["schemas"]["Navigation"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    navigationDelete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                navigation_id: number;
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
    navigationUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NavigationInput"] & {
                    navigation_id: number;
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
                        data?: components["schemas"]["Navigation"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    navigationCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NavigationInput"];
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
                        data?: components["schemas"]["Navigation"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    bannerPage: {
        parameters: {
            query?: {
                page_num?: number;
                page_size?: number;
                sort_field?: "banner_id" | "web_page_code" | "banner_title" | "banner_desc" | "banner_pic" | "jump_flag_pic" | "jump_url_pic" | "add_button_flag" | "button_name" | "button_jump_flag" | "button_jump_url" | "sort" | "state" | "created_at" | "updated_at" | "created_by";
                sort_order?: "ASC" | "DESC" | "asc" | "desc";
                web_page_code?: string;
                banner_title?: string;
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
                        data?: components["schemas"]["BannerPage"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    bannerDetail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                banner_id: number;
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
                        data?: components["schemas"]["Banner"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    bannerDelete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                banner_id: number;
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
    bannerUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BannerInput"] & {
                    banner_id: number;
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
                        data?: components["schemas"]["Banner"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    bannerCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BannerInput"];
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
                        data?: components["schemas"]["Banner"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    siteNodePage: {
        parameters: {
            query?: {
                page_num?: number;
                page_size?: number;
                sort_field?: "site_node_id" | "show_name" | "parent_id" | "type" | "index_doc_id" | "content" | "sort" | "created_at" | "updated_at" | "created_by";
                sort_order?: "ASC" | "DESC" | "asc" | "desc";
                show_name?: string;
                parent_id?: number;
                type?: 1 | 2 | 3 | 4;
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
                        data?: components["schemas"]["SiteNodePage"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    siteNodeList: {
        parameters: {
            query?: {
                show_name?: string;
                parent_id?: number;
                type?: 1 | 2 | 3 | 4;
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
                        data?: components["schemas"]["SiteNode"][];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    siteNodeDetail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                site_node_id: number;
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
                        data?: components["schemas"]["SiteNode"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    siteNodeDelete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                site_node_id: number;
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
    siteNodeUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SiteNodeInput"] & {
                    site_node_id: number;
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
                        data?: components["schemas"]["SiteNode"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    siteNodeCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SiteNodeInput"];
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
                        data?: components["schemas"]["SiteNode"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    siteLinkPage: {
        parameters: {
            query?: {
                page_num?: number;
                page_size?: number;
                sort_field?: "link_id" | "link_name" | "link_url" | "sort" | "created_at" | "updated_at" | "created_by";
                sort_order?: "ASC" | "DESC" | "asc" | "desc";
                link_name?: string;
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
                        data?: components["schemas"]["SiteLinkPage"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    siteLinkDetail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                link_id: number;
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
                        data?: components["schemas"]["SiteLink"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    siteLinkDelete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                link_id: number;
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
    siteLinkUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SiteLinkInput"] & {
                    link_id: number;
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
                        data?: components["schemas"]["SiteLink"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    siteLinkCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SiteLinkInput"];
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
                        data?: components["schemas"]["SiteLink"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    classifyTree: {
        parameters: {
            query?: {
                env_type?: 1 | 2 | 3;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Domain tree */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["ClassifyNode"][];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    footerTree: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Site tree */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["SiteTreeNode"][];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    siteDetail: {
        parameters: {
            query: {
                index_doc_id: number;
                type: 1 | 2 | 3 | 4;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Content */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: {
                            show_name?: string;
                            content: string | null;
                        };
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    linkList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Links */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: {
                            link_name: string;
                            link_url: string;
                        }[];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    bannerList: {
        parameters: {
            query: {
                web_page_code: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Banners */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["PublicBanner"][];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
}
