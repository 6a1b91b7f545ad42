/** The states an ability (api_groups row) moves through; the columns are text, lifecycle.ts keeps them to these. */
export type GroupState = 'draft' | 'submitted' | 'published' | 'revoked' | 'overdue';
export type CheckState = 'none' | 'pending' | 'approved' | 'rejected';
