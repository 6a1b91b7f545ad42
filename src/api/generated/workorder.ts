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
    "/workorder/workorder/template/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of work-order templates */
        get: operations["woTemplatePage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/workorder/workorder/template/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** All work-order templates (at most 1000), for pickers */
        get: operations["woTemplateList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/workorder/workorder/template/{template_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One work-order template */
        get: operations["woTemplateDetail"];
        put?: never;
        post?: never;
        /** Delete a work-order template */
        delete: operations["woTemplateDelete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/workorder/workorder/template": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Update a work-order template */
        put: operations["woTemplateUpdate"];
        /** Create a work-order template */
        post: operations["woTemplateCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/workorder/workorder/process/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of approval processs */
        get: operations["woProcessPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/workorder/workorder/process/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** All approval processs (at most 1000), for pickers */
        get: operations["woProcessList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/workorder/workorder/process/{process_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One approval process */
        get: operations["woProcessDetail"];
        put?: never;
        post?: never;
        /** Delete an approval process */
        delete: operations["woProcessDelete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/workorder/workorder/process": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Update an approval process */
        put: operations["woProcessUpdate"];
        /** Create an approval process */
        post: operations["woProcessCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/workorder/workorder/process/steps": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The steps of one version of a process (the current one by default) and the list of its versions */
        get: operations["woProcessSteps"];
        put?: never;
        /** Save a process's steps as a new version; running work orders keep the version they started with */
        post: operations["woProcessStepsSave"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/workorder/workorder/process/startable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The enabled general processes a user may start from /process/create-ticket, with their form templates */
        get: operations["workOrderStartable"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/workorder/workorder/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start a work order on a general process, with its template's form filled in */
        post: operations["workOrderCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/workorder/workorder/related/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of the work orders the caller applied for or handled (newest first) */
        get: operations["workOrderRelatedPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/workorder/workorder/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's own figures (applied, handled, waiting for them, average hours to a decision) */
        get: operations["workOrderSummary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/workorder/workorder/task/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every open task (task manager), optionally only the overdue ones */
        get: operations["taskAdminPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/workorder/workorder/task/reassign": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The task manager hands an open task to another user */
        post: operations["taskReassign"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/workorder/workorder/user/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Enabled users the caller may transfer a task to (a platform admin any, others their enterprise's and account family's) whose login or real name contains the text (at most 20, names only) */
        get: operations["workOrderUserSearch"];
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
        StepInput: {
            step_name: string;
            step_name_en?: string | null;
            /** @enum {string} */
            approver_kind: "platform_admin" | "role" | "user" | "team" | "subject_owner";
            approver_ids?: number[];
            /** @enum {string} */
            mode?: "one" | "all";
            skip_condition?: {
                field: string;
                /** @enum {string} */
                op: "eq" | "ne" | "lt" | "lte" | "gt" | "gte" | "empty" | "not_empty";
                value?: string | number | boolean | null;
            } | null;
            time_limit_hours?: number | null;
            /** @enum {string|null} */
            expiry_action?: "remind" | "escalate" | "reject" | null;
            escalate_to_user_id?: number | null;
        };
        ProcessSteps: {
            process_id: number;
            version: number;
            current_version?: number;
            versions?: {
                version?: number;
                /** Format: date-time */
                created_at?: string;
            }[];
            steps: {
                step_no?: number;
                step_name?: string;
                step_name_en?: string | null;
                approver_kind?: string;
                approver_ids?: number[];
                mode?: string;
                skip_condition?: {
                    [key: string]: unknown;
                } | null;
                time_limit_hours?: number | null;
                expiry_action?: string | null;
                escalate_to_user_id?: number | null;
            }[];
        };
        WorkOrderRow: {
            work_order_id: number;
            process_id: number;
            process_name?: string;
            process_name_en?: string | null;
            title: string;
            title_en?: string | null;
            event?: string;
            /** @enum {string} */
            state: "pending" | "approved" | "rejected" | "returned" | "withdrawn";
            current_step_no?: number | null;
            applicant_id?: number;
            applicant_name?: string | null;
            /** @enum {string} */
            relation?: "applied" | "handled";
            /** Format: date-time */
            created_at?: string | null;
            /** Format: date-time */
            finished_at?: string | null;
        };
        WorkOrderPage: {
            list: components["schemas"]["WorkOrderRow"][];
            total: number;
            page_num: number;
            page_size: number;
        };
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
            assignee_id?: number;
            assignee_name?: string | null;
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
            /** @description the agent (OAuth client) that took this step for actor_name through the store's MCP; null for a person */
            via_agent_client?: string | null;
            attachments?: string[];
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
        WoTemplate: {
            template_id: number;
            template_name: string;
            template_name_en?: string | null;
            description?: string | null;
            fields: components["schemas"]["TemplateField"][];
            /** @enum {integer} */
            state: 1 | 0;
            /** Format: date-time */
            created_at?: string | null;
            /** Format: date-time */
            updated_at?: string | null;
            created_by?: number | null;
        };
        WoTemplateInput: {
            template_name: string;
            template_name_en?: string | null;
            description?: string | null;
            fields: components["schemas"]["TemplateField"][];
            /** @enum {integer} */
            state?: 1 | 0;
            /** @description required on update */
            template_id?: number;
        };
        WoTemplatePage: {
            list: components["schemas"]["WoTemplate"][];
            total: number;
            page_num: number;
            page_size: number;
        };
        WoProcess: {
            process_id: number;
            process_name: string;
            process_name_en?: string | null;
            description?: string | null;
            /** @enum {string} */
            event: "general" | "group_publish" | "group_upgrade" | "access_apply" | "role_apply" | "enterprise_auth" | "bill_dispute";
            template_id?: number | null;
            current_version?: number | null;
            /** @enum {integer} */
            state: 1 | 0;
            /** @enum {integer|null} */
            built_in?: 1 | 0 | null;
            /** Format: date-time */
            created_at?: string | null;
            /** Format: date-time */
            updated_at?: string | null;
            created_by?: number | null;
        };
        WoProcessInput: {
            process_name: string;
            process_name_en?: string | null;
            description?: string | null;
            /** @enum {string} */
            event?: "general" | "group_publish" | "group_upgrade" | "access_apply" | "role_apply" | "enterprise_auth" | "bill_dispute";
            template_id?: number | null;
            /** @enum {integer} */
            state?: 1 | 0;
            /** @description required on update */
            process_id?: number;
        };
        WoProcessPage: {
            list: components["schemas"]["WoProcess"][];
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
                    /** @description ids of files the caller uploaded (file store */
                    attachments?: string[];
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
    woTemplatePage: {
        parameters: {
            query?: {
                page_num?: number;
                page_size?: number;
                sort_field?: "template_id" | "template_name" | "template_name_en" | "description" | "fields" | "state" | "created_at" | "updated_at" | "created_by";
                sort_order?: "ASC" | "DESC" | "asc" | "desc";
                template_name?: string;
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
                        data?: components["schemas"]["WoTemplatePage"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    woTemplateList: {
        parameters: {
            query?: {
                template_name?: string;
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
                        data?: components["schemas"]["WoTemplate"][];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    woTemplateDetail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                template_id: number;
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
                        data?: components["schemas"]["WoTemplate"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    woTemplateDelete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                template_id: number;
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
    woTemplateUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WoTemplateInput"] & {
                    template_id: number;
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
                        data?: components["schemas"]["WoTemplate"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    woTemplateCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WoTemplateInput"];
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
                        data?: components["schemas"]["WoTemplate"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    woProcessPage: {
        parameters: {
            query?: {
                page_num?: number;
                page_size?: number;
                sort_field?: "process_id" | "process_name" | "process_name_en" | "description" | "event" | "template_id" | "current_version" | "state" | "built_in" | "created_at" | "updated_at" | "created_by";
                sort_order?: "ASC" | "DESC" | "asc" | "desc";
                process_name?: string;
                event?: "general" | "group_publish" | "group_upgrade" | "access_apply" | "role_apply" | "enterprise_auth" | "bill_dispute";
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
                        data?: components["schemas"]["WoProcessPage"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    woProcessList: {
        parameters: {
            query?: {
                process_name?: string;
                event?: "general" | "group_publish" | "group_upgrade" | "access_apply" | "role_apply" | "enterprise_auth" | "bill_dispute";
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
                        data?: components["schemas"]["WoProcess"][];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    woProcessDetail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                process_id: number;
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
                        data?: components["schemas"]["WoProcess"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    woProcessDelete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                process_id: number;
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
    woProcessUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WoProcessInput"] & {
                    process_id: number;
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
                        data?: components["schemas"]["WoProcess"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    woProcessCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WoProcessInput"];
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
                        data?: components["schemas"]["WoProcess"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    woProcessSteps: {
        parameters: {
            query: {
                process_id: number;
                version?: number;
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
                        data?: components["schemas"]["ProcessSteps"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    woProcessStepsSave: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    process_id: number;
                    steps: components["schemas"]["StepInput"][];
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
                            process_id: number;
                            version: number;
                        };
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    workOrderStartable: {
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
                        data?: {
                            process_id?: number;
                            process_name?: string;
                            process_name_en?: string | null;
                            description?: string | null;
                            template?: {
                                template_id?: number;
                                template_name?: string;
                                template_name_en?: string | null;
                                fields?: components["schemas"]["TemplateField"][];
                            } | null;
                        }[];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    workOrderCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    process_id: number;
                    title: string;
                    form: Record<string, never>;
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
    workOrderRelatedPage: {
        parameters: {
            query?: {
                page_num?: number;
                page_size?: number;
                relation?: "applied" | "handled";
                state?: "pending" | "approved" | "rejected" | "returned" | "withdrawn";
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
                        data?: components["schemas"]["WorkOrderPage"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    workOrderSummary: {
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
                        data?: {
                            applied?: number;
                            applied_pending?: number;
                            applied_approved?: number;
                            applied_rejected?: number;
                            handled?: number;
                            waiting?: number;
                            avg_decision_hours?: number | null;
                            avg_handling_hours?: number | null;
                        };
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    taskAdminPage: {
        parameters: {
            query?: {
                page_num?: number;
                page_size?: number;
                overdue?: boolean;
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
                        data?: components["schemas"]["TaskPage"];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    taskReassign: {
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
                    to_user_id: number;
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
    workOrderUserSearch: {
        parameters: {
            query: {
                q: string;
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
                            user_id?: number;
                            user_name?: string;
                            user_real_name?: string | null;
                        }[];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
}
