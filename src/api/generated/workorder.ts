// Generated from schemas/workorder.yaml by `npm run gen:types`. Do not edit.

export interface paths {
    "/workorder/workorder/task/upcoming/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of the caller's open tasks (newest first) */
        get: operations["taskUpcomingPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/workorder/workorder/handle": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Decide one of the caller's open tasks (approve, reject with a reason, return to the applicant, transfer)
         * @description Only the task's holder may handle it (403 NO_PERMISSION otherwise). The decision locks the work order and the task: of two concurrent decisions exactly one counts, the other answers 409 INVALID_STATE.
         */
        post: operations["workOrderHandle"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/workorder/workorder/withdraw": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The applicant withdraws a work order under review or returned */
        post: operations["workOrderWithdraw"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/workorder/workorder/resubmit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The applicant resubmits a returned work order, with the form changed; it runs again from the first step */
        post: operations["workOrderResubmit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/workorder/workorder/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A work order with its form, steps (the current one marked) and complete history
         * @description Readable by the applicant, anyone who holds or held one of its tasks, and platform admins; 404 for anyone else.
         */
        get: operations["workOrderDetail"];
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
        WorkOrderState: {
            work_order_id: number;
            process_id: number;
            /** @enum {string} */
            state: "pending" | "approved" | "rejected" | "returned" | "withdrawn";
            current_step_no?: number | null;
        };
        Task: {
            task_id: number;
            work_order_id: number;
            process_id: number;
            title: string;
            title_en?: string | null;
            event?: string;
            step_no?: number;
            step_name?: string;
            step_name_en?: string | null;
            process_name?: string;
            process_name_en?: string | null;
            applicant_id?: number;
            applicant_name?: string | null;
            /** Format: date-time */
            created_at?: string | null;
            /** Format: date-time */
            due_at?: string | null;
            overdue?: boolean;
        };
        TaskPage: {
            list: components["schemas"]["Task"][];
            total: number;
            page_num: number;
            page_size: number;
        };
        WorkOrderStep: {
            step_no: number;
            step_name: string;
            step_name_en?: string | null;
            /** @enum {string} */
            approver_kind?: "platform_admin" | "role" | "user" | "team" | "subject_owner";
            approver_ids?: number[];
            /** @enum {string} */
            mode?: "one" | "all";
            skip_condition?: {
                [key: string]: unknown;
            } | null;
            time_limit_hours?: number | null;
            /** @enum {string|null} */
            expiry_action?: "remind" | "escalate" | "reject" | null;
            /** @enum {string} */
            state: "waiting" | "current" | "done" | "skipped" | "rejected" | "returned";
            tasks: {
                task_id?: number;
                assignee_id?: number;
                assignee_name?: string | null;
                /** @enum {string} */
                state?: "open" | "approved" | "rejected" | "returned" | "transferred" | "cancelled";
                /** Format: date-time */
                due_at?: string | null;
                /** Format: date-time */
                decided_at?: string | null;
                comment?: string | null;
                overdue?: boolean;
            }[];
        };
        WorkOrderHistory: {
            history_id: number;
            step_no?: number | null;
            /** @enum {string} */
            action: "submit" | "resubmit" | "approve" | "reject" | "return" | "transfer" | "withdraw" | "skip" | "remind" | "escalate" | "expire";
            actor_id?: number | null;
            actor_name?: string | null;
            comment?: string | null;
            to_user_id?: number | null;
            to_user_name?: string | null;
            attachments?: number[];
            /** Format: date-time */
            created_at: string;
        };
        TemplateField: {
            key: string;
            /** @enum {string} */
            type: "text" | "textarea" | "number" | "date" | "choice" | "file" | "user";
            label: string;
            label_en?: string | null;
            required?: boolean;
            options?: {
                value: string;
                label: string;
                label_en?: string | null;
            }[];
        };
        WorkOrderDetail: {
            work_order_id: number;
            process_id: number;
            process_name?: string;
            process_name_en?: string | null;
            process_version?: number;
            event?: string;
            subject_id?: string;
            title: string;
            title_en?: string | null;
            form: {
                [key: string]: unknown;
            };
            /** @enum {string} */
            state: "pending" | "approved" | "rejected" | "returned" | "withdrawn";
            current_step_no?: number | null;
            applicant_id?: number;
            applicant_name?: string | null;
            /** Format: date-time */
            created_at?: string | null;
            /** Format: date-time */
            finished_at?: string | null;
            template?: {
                template_id?: number;
                template_name?: string;
                template_name_en?: string | null;
                fields?: components["schemas"]["TemplateField"][];
            } | null;
            /** @description the caller's open task on this work order */
            my_task_id?: number | null;
            can_withdraw?: boolean;
            can_resubmit?: boolean;
            steps: components["schemas"]["WorkOrderStep"][];
            history: components["schemas"]["WorkOrderHistory"][];
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
    taskUpcomingPage: {
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
                        data?: components["schemas"]["TaskPage"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    workOrderHandle: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    task_id: number;
                    /** @enum {string} */
                    action: "approve" | "reject" | "return" | "transfer";
                    /** @description required to reject (the reason) and to return */
                    comment?: string | null;
                    /** @description the new holder */
                    to_user_id?: number | null;
                    /** @description file ids from the file store */
                    attachments?: number[];
                };
            };
        };
        responses: {
            /** @description The work order's state after the decision */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["WorkOrderState"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    workOrderWithdraw: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    work_order_id: number;
                    comment?: string | null;
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
                        data?: components["schemas"]["WorkOrderState"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    workOrderResubmit: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    work_order_id: number;
                    form?: Record<string, never>;
                    comment?: string | null;
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
                        data?: components["schemas"]["WorkOrderState"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    workOrderDetail: {
        parameters: {
            query: {
                work_order_id: number;
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
                        data?: components["schemas"]["WorkOrderDetail"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
}
