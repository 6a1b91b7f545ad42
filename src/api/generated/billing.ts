// Generated from schemas/billing.yaml by `npm run gen:types`. Do not edit.

export interface paths {
    "/newopen/service/bill/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of bills */
        get: operations["billPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newopen/service/bill/{bill_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One bill */
        get: operations["billDetail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newopen/service/settlement/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of settlements */
        get: operations["settlementPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newopen/service/settlement/{settlement_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One settlement */
        get: operations["settlementDetail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newopen/service/cost_center_app/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of cost center applications */
        get: operations["costCenterAppPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newopen/service/cost_center_app/{cost_center_app_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One cost center application */
        get: operations["costCenterAppDetail"];
        put?: never;
        post?: never;
        /** Delete a cost center application */
        delete: operations["costCenterAppDelete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newopen/service/cost_center_app": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Update a cost center application */
        put: operations["costCenterAppUpdate"];
        /** Create a cost center application */
        post: operations["costCenterAppCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newopen/service/bill/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The consumer confirms an issued, adjusted or upheld bill */
        post: operations["billConfirm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newopen/service/bill/dispute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The consumer disputes an issued bill: a bill_dispute work order to the provider */
        post: operations["billDispute"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newopen/service/bill/breakdown": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A bill's usage per day, each day per API, and its credit lines */
        get: operations["billBreakdown"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newopen/service/bill/recount": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One day of a bill: the rollup's counts beside a recount of the raw call logs */
        get: operations["billRecount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newopen/service/bill/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A bill's state changes, oldest first */
        get: operations["billHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newopen/service/bill/close": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Platform admins: run the billing job now, or close one ended month (idempotent) */
        post: operations["billClose"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newopen/service/bill/app_month/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Bills per application and month (consumer side) */
        get: operations["billAppMonthPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newopen/service/bill/capacity/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Per active subscription: calls used against quota or package, remaining, expiry */
        get: operations["billCapacityPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newopen/service/bill/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Chart series: monthly spend (or provider revenue) and top APIs by amount */
        get: operations["billSummary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newopen/service/settlement/pay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Platform admins: mark a pending settlement settled with its payment reference */
        post: operations["settlementPay"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newopen/service/billing/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The platform commission rate */
        get: operations["billingSettingsDetail"];
        /** Platform admins: set the commission rate (basis points) and the notice period of price increases (days) */
        put: operations["billingSettingsUpdate"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newopen/service/cost_center/spend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The year's spend of the caller's cost centers against their budgets */
        get: operations["costCenterSpendList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newopen/service/bill/package": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Buy a prepaid package on an active subscription under a package rule */
        post: operations["packageOrderCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/newopen/service/bill/package/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Package orders with balance (never below zero) and expiry, in the caller's scope */
        get: operations["packageOrderPage"];
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
        Bill: {
            bill_id: number;
            bill_no?: string | null;
            /** Format: date */
            bill_month?: string | null;
            apply_id?: number | null;
            apply_name?: string | null;
            group_id?: number | null;
            group_name?: string | null;
            group_name_en?: string | null;
            charge_rule_id?: number | null;
            rule_name?: string | null;
            rule_name_en?: string | null;
            /** @enum {string|null} */
            rule_type?: "free" | "per_call" | "package" | null;
            /** @enum {string|null} */
            bill_on?: "ok" | "answered" | "all" | null;
            unit_price_fen?: number | null;
            /** Format: int64 */
            calls?: number | null;
            /** Format: int64 */
            billable_calls?: number | null;
            /** Format: int64 */
            amount_fen?: number | null;
            /** Format: int64 */
            package_fen?: number | null;
            /** Format: int64 */
            credit_fen?: number | null;
            /** Format: int64 */
            total_fen?: number | null;
            total_yuan?: string | null;
            unit_price_yuan?: string | null;
            amount_yuan?: string | null;
            package_yuan?: string | null;
            credit_yuan?: string | null;
            /** @enum {string|null} */
            state?: "open" | "issued" | "confirmed" | "disputed" | "adjusted" | "upheld" | "settled" | null;
            dispute_reason?: string | null;
            work_order_id?: number | null;
            settlement_id?: number | null;
            /** Format: date-time */
            issued_at?: string | null;
            /** Format: date-time */
            confirmed_at?: string | null;
            /** Format: date-time */
            settled_at?: string | null;
            /** Format: date-time */
            computed_at?: string | null;
            provider_id?: number | null;
            enterprise_id?: number | null;
            created_by?: number | null;
            /** Format: date-time */
            created_at?: string | null;
            /** Format: date-time */
            updated_at?: string | null;
        };
        BillPage: {
            list: components["schemas"]["Bill"][];
            total: number;
            page_num: number;
            page_size: number;
        };
        Settlement: {
            settlement_id: number;
            settlement_no?: string | null;
            provider_id?: number | null;
            provider_name?: string | null;
            /** Format: date */
            settle_month?: string | null;
            bill_count?: number | null;
            /** Format: int64 */
            gross_fen?: number | null;
            commission_rate_bp?: number | null;
            /** Format: int64 */
            commission_fen?: number | null;
            /** Format: int64 */
            net_fen?: number | null;
            net_yuan?: string | null;
            gross_yuan?: string | null;
            commission_yuan?: string | null;
            /** @enum {string|null} */
            state?: "pending" | "settled" | null;
            payment_ref?: string | null;
            /** Format: date-time */
            settled_at?: string | null;
            /** Format: date-time */
            created_at?: string | null;
            /** Format: date-time */
            updated_at?: string | null;
        };
        SettlementPage: {
            list: components["schemas"]["Settlement"][];
            total: number;
            page_num: number;
            page_size: number;
        };
        CostCenterApp: {
            cost_center_app_id: number;
            cost_center_id: number;
            apply_id: number;
            apply_name?: string | null;
            enterprise_id?: number | null;
            created_by?: number | null;
            /** Format: date-time */
            created_at?: string | null;
            /** Format: date-time */
            updated_at?: string | null;
        };
        CostCenterAppInput: {
            cost_center_id: number;
            apply_id: number;
            /** @description required on update */
            cost_center_app_id?: number;
        };
        CostCenterAppPage: {
            list: components["schemas"]["CostCenterApp"][];
            total: number;
            page_num: number;
            page_size: number;
        };
        BillBreakdown: {
            bill_id: number;
            unit_price_fen: number;
            days: components["schemas"]["BillDay"][];
            packages: components["schemas"]["BillPackageLine"][];
            credits: components["schemas"]["BillCredit"][];
        };
        /** @description A prepaid package bought in the bill's month, billed at its price (fen). */
        BillPackageLine: {
            bill_line_id: number;
            package_order_id: number | null;
            /** Format: date */
            line_date: string;
            /** Format: int64 */
            amount_fen: number;
            /** Format: int64 */
            calls_included: number;
            /** Format: date-time */
            starts_at: string | null;
            /** Format: date-time */
            expires_at: string | null;
        };
        BillDay: {
            /** Format: date */
            line_date: string;
            /** Format: int64 */
            calls: number;
            /** Format: int64 */
            billable_calls: number;
            /** Format: int64 */
            amount_fen: number;
            apis: components["schemas"]["BillApiLine"][];
        };
        BillApiLine: {
            api_id: number | null;
            api_name: string | null;
            api_name_en?: string | null;
            /** Format: int64 */
            calls: number;
            /** Format: int64 */
            billable_calls: number;
            unit_price_fen: number;
            /** Format: int64 */
            amount_fen: number;
        };
        BillCredit: {
            bill_line_id: number;
            /** Format: int64 */
            amount_fen: number;
            reason: string | null;
            /** Format: date-time */
            created_at: string;
        };
        BillRecount: {
            bill_id: number;
            /** Format: date */
            line_date: string;
            equal: boolean;
            raw_available: boolean;
            rows: {
                api_id: number | null;
                api_name: string | null;
                api_name_en?: string | null;
                /** Format: int64 */
                rollup_calls: number;
                /** Format: int64 */
                rollup_billable: number;
                /** Format: int64 */
                raw_calls: number;
                /** Format: int64 */
                raw_billable: number;
                equal: boolean;
            }[];
        };
        BillHistory: {
            bill_id: number;
            work_order_id: number | null;
            list: {
                bill_event_id: number;
                action: string;
                from_state: string | null;
                to_state: string;
                note: string | null;
                actor_id: number | null;
                actor_name: string | null;
                /** Format: date-time */
                created_at: string;
            }[];
        };
        BillCloseResult: {
            closed: {
                [key: string]: number;
            };
            estimated: number;
        };
        AppMonthBill: {
            apply_id: number;
            apply_name: string | null;
            /** Format: date */
            bill_month: string;
            bill_count: number;
            /** Format: int64 */
            calls: number;
            /** Format: int64 */
            billable_calls: number;
            /** Format: int64 */
            total_fen: number;
            total_yuan: string;
            estimate: boolean;
        };
        AppMonthBillPage: {
            list: components["schemas"]["AppMonthBill"][];
            total: number;
            page_num: number;
            page_size: number;
        };
        Capacity: {
            r_apply_groups_record_id: number;
            apply_id: number;
            apply_name: string | null;
            group_id: number;
            group_name: string | null;
            group_name_en?: string | null;
            env_type: number;
            rule_name: string | null;
            rule_name_en?: string | null;
            rule_type: string;
            /** Format: int64 */
            used_today: number;
            /** Format: int64 */
            used_month: number;
            /** Format: int64 */
            used_total: number;
            daily_quota: number | null;
            monthly_quota: number | null;
            package_calls: number | null;
            quota: number | null;
            /** Format: int64 */
            remaining: number | null;
            used_pct: number | null;
            /** Format: date-time */
            end_time: string | null;
            expired: boolean;
        };
        CapacityPage: {
            list: components["schemas"]["Capacity"][];
            total: number;
            page_num: number;
            page_size: number;
        };
        BillingSummary: {
            /** @enum {string} */
            side: "consumer" | "provider";
            trend: {
                month: string;
                /** Format: int64 */
                total_fen: number;
                /** Format: int64 */
                billable_calls: number;
            }[];
            top_apis: {
                api_id: number | null;
                api_name: string | null;
                api_name_en?: string | null;
                /** Format: int64 */
                amount_fen: number;
                /** Format: int64 */
                billable_calls: number;
            }[];
        };
        BillingSettings: {
            commission_rate_bp: number;
            price_notice_days: number;
        };
        CostCenterSpend: {
            cost_center_id: number;
            cost_center_code: string;
            cost_center_name: string;
            enterprise_id: number | null;
            /** Format: int64 */
            budget_fen: number;
            /** Format: int64 */
            spent_fen: number;
            /** Format: int64 */
            month_fen: number;
            used_pct: number;
            app_count: number;
            year: number;
        };
        PackageOrder: {
            package_order_id: number;
            r_apply_groups_record_id: number;
            apply_id: number;
            apply_name: string | null;
            group_id: number;
            group_name: string | null;
            group_name_en?: string | null;
            env_type: number;
            /** Format: int64 */
            price_fen: number;
            /** Format: int64 */
            calls_included: number;
            /** Format: int64 */
            consumed: number;
            /** Format: int64 */
            balance: number;
            /** Format: date-time */
            starts_at: string;
            /** Format: date-time */
            expires_at: string;
            /** @enum {string} */
            state: "active" | "exhausted" | "expired" | "future";
        };
        PackageOrderPage: {
            list: components["schemas"]["PackageOrder"][];
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
    billPage: {
        parameters: {
            query?: {
                page_num?: number;
                page_size?: number;
                sort_field?: "bill_id" | "bill_month" | "apply_id" | "group_id" | "charge_rule_id" | "rule_type" | "bill_on" | "unit_price_fen" | "calls" | "billable_calls" | "amount_fen" | "credit_fen" | "total_fen" | "state" | "dispute_reason" | "work_order_id" | "settlement_id" | "issued_at" | "confirmed_at" | "settled_at" | "computed_at" | "provider_id" | "enterprise_id" | "created_by" | "created_at" | "updated_at";
                sort_order?: "ASC" | "DESC" | "asc" | "desc";
                bill_month_start?: string;
                bill_month_end?: string;
                apply_id?: number;
                group_id?: number;
                state?: "open" | "issued" | "confirmed" | "disputed" | "adjusted" | "upheld" | "settled";
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
                        data?: components["schemas"]["BillPage"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    billDetail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                bill_id: number;
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
                        data?: components["schemas"]["Bill"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    settlementPage: {
        parameters: {
            query?: {
                page_num?: number;
                page_size?: number;
                sort_field?: "settlement_id" | "provider_id" | "settle_month" | "bill_count" | "gross_fen" | "commission_rate_bp" | "commission_fen" | "net_fen" | "state" | "payment_ref" | "settled_at" | "created_at" | "updated_at";
                sort_order?: "ASC" | "DESC" | "asc" | "desc";
                settle_month_start?: string;
                settle_month_end?: string;
                provider_id?: number;
                state?: "pending" | "settled";
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
                        data?: components["schemas"]["SettlementPage"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    settlementDetail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                settlement_id: number;
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
                        data?: components["schemas"]["Settlement"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    costCenterAppPage: {
        parameters: {
            query?: {
                page_num?: number;
                page_size?: number;
                sort_field?: "cost_center_app_id" | "cost_center_id" | "apply_id" | "enterprise_id" | "created_by" | "created_at" | "updated_at";
                sort_order?: "ASC" | "DESC" | "asc" | "desc";
                cost_center_id?: number;
                apply_id?: number;
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
                        data?: components["schemas"]["CostCenterAppPage"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    costCenterAppDetail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                cost_center_app_id: number;
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
                        data?: components["schemas"]["CostCenterApp"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    costCenterAppDelete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                cost_center_app_id: number;
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
    costCenterAppUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CostCenterAppInput"] & {
                    cost_center_app_id: number;
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
                        data?: components["schemas"]["CostCenterApp"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    costCenterAppCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CostCenterAppInput"];
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
                        data?: components["schemas"]["CostCenterApp"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    billConfirm: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    bill_id: number;
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
                        data?: components["schemas"]["Bill"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    billDispute: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    bill_id: number;
                    reason: string;
                    /** Format: int64 */
                    credit_fen: number;
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
                        data?: components["schemas"]["Bill"] & {
                            work_order_id?: number;
                        };
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    billBreakdown: {
        parameters: {
            query: {
                bill_id: number;
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
                        data?: components["schemas"]["BillBreakdown"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    billRecount: {
        parameters: {
            query: {
                bill_id: number;
                line_date: string;
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
                        data?: components["schemas"]["BillRecount"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    billHistory: {
        parameters: {
            query: {
                bill_id: number;
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
                        data?: components["schemas"]["BillHistory"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    billClose: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    bill_month?: string;
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
                        data?: components["schemas"]["BillCloseResult"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    billAppMonthPage: {
        parameters: {
            query?: {
                page_num?: number;
                page_size?: number;
                apply_id?: number;
                bill_month?: string;
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
                        data?: components["schemas"]["AppMonthBillPage"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    billCapacityPage: {
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["CapacityPage"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    billSummary: {
        parameters: {
            query?: {
                side?: "consumer" | "provider";
                months?: number;
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
                        data?: components["schemas"]["BillingSummary"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    settlementPay: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    settlement_id: number;
                    payment_ref: string;
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
                        data?: components["schemas"]["Settlement"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    billingSettingsDetail: {
        parameters: {
            query?: never;
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
                        data?: components["schemas"]["BillingSettings"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    billingSettingsUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    commission_rate_bp?: number;
                    /** @description a charge rule with active subscriptions raises its price no earlier than this many days after the edit */
                    price_notice_days?: number;
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
                        data?: components["schemas"]["BillingSettings"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    costCenterSpendList: {
        parameters: {
            query?: {
                cost_center_id?: number;
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
                        data?: components["schemas"]["CostCenterSpend"][];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    packageOrderCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    r_apply_groups_record_id: number;
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
                        data?: components["schemas"]["PackageOrder"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    packageOrderPage: {
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["PackageOrderPage"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
}
