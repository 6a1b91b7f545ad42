/** A process version's steps as the designer edits them and as woProcessSteps answers them. */
export interface StepDraft {
  step_name: string;
  step_name_en?: string | null;
  approver_kind: string;
  approver_ids?: number[];
  mode?: string;
  skip_condition?: { field: string; op: string; value?: string | number | null } | null;
  time_limit_hours?: number | null;
  expiry_action?: string | null;
  escalate_to_user_id?: number | null;
}
export interface StepsAnswer {
  version: number;
  current_version: number;
  versions: Array<{ version: number }>;
  steps: StepDraft[];
}
