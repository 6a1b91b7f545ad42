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
}
