/**
 * The resource descriptor (resources/<name>.yaml): one file gives a resource its console screens (through
 * the view generator) and its plain server operations (through the generic repository). The JSON Schema in
 * descriptor.schema.json validates the same shape; keep the two in step.
 */
export type FieldType =
  | 'id'
  | 'string'
  | 'text'
  | 'number'
  | 'enum'
  | 'boolean'
  | 'date'
  | 'datetime'
  | 'reference'
  | 'references'
  | 'tree'
  | 'file'
  | 'json'
  /** typed as a password, sent as its MD5 hex (the wire never carries a password), never shown */
  | 'password'
  /** Markdown text: an editor with live preview, shown rendered (sanitized) */
  | 'markdown';

export interface Label {
  zh: string;
  en: string;
}

export interface Choice {
  value: string | number;
  zh: string;
  en: string;
}

export interface FieldDescriptor {
  type: FieldType;
  label: Label;
  required?: boolean;
  /** string: max length; number: max value */
  max?: number;
  min?: number;
  pattern?: string;
  /** message key or text shown when the pattern fails */
  patternMessage?: Label;
  /** shown under the input in forms: what to enter, when the label alone does not say it */
  help?: Label;
  choices?: Choice[];
  /** reference/references (many, an array of ids)/tree: the target resource and the field shown for it */
  reference?: { resource: string; label: string };
  readOnly?: boolean;
  /**
   * checked by the server on create/update (409 DUPLICATE) and by the form while typing. `true`: unique within the
   * resource's scope (per owner, per enterprise, or platform-wide for scope all), so one tenant's values neither
   * block nor reveal another's; `global`: unique across the platform whatever the scope (login names, emails).
   */
  unique?: boolean | 'global';
  /** not a column: computed by the server (joined names, counts) */
  virtual?: boolean;
  /** only shown/sent when the caller holds this action on the resource's menu */
  permission?: string;
  default?: unknown;
  /** a valid value where no generic one is (an IP allow-list): the ownership matrix fills the field with it */
  example?: unknown;
  /**
   * a custom input (and its read-only view, if it has one) registered under this name in
   * src/admin/overrides/inputs.ts, for structured values a generic input cannot edit well (an API's parameters)
   */
  input?: string;
  /** write-only (passwords): never listed or shown */
  writeOnly?: boolean;
  /**
   * file fields: uploaded as a public image (banners, logos), shown to anyone holding its address; otherwise the
   * file is private (a ticket and the right to see it) and the console offers a download instead of a preview
   */
  public?: boolean;
}

export type Op = 'list' | 'all' | 'one' | 'create' | 'update' | 'delete';

export interface ActionDescriptor {
  name: string;
  label: Label;
  operation: string;
  /** action code checked by canAccess and by the server's x-permission */
  permission: string;
  /** row: a button per row; bulk: on selected rows; toolbar: once above the list */
  scope: 'row' | 'bulk' | 'toolbar';
  confirm?: boolean;
  /** fixed fields merged into the request body (e.g. { state: 0 }) */
  payload?: Record<string, unknown>;
  /** where the record's id goes: a path segment (default), the query, or the body */
  idIn?: 'path' | 'query' | 'body';
  /** show the button only when the record matches (e.g. { state: 1 }) */
  when?: Record<string, unknown>;
  /** the operation answers a file: the button saves it instead of refreshing the list */
  download?: boolean;
}

export interface FilterDescriptor {
  field: string;
  /** like: contains, case-insensitive; eq: equals; range: <field>_start / <field>_end */
  op?: 'like' | 'eq' | 'range';
  alwaysOn?: boolean;
}

export interface ResourceDescriptor {
  name: string;
  table: string;
  key: string;
  /** the permission (menu) code of the resource, from src/shared/routes.ts */
  menu: string;
  /** base path of the resource's operations (used by `npm run new:resource` to scaffold the spec) */
  api?: string;
  /**
   * console route names (src/shared/routes.ts) where the resource's screens live. Create, show and edit sit
   * under the list's path (<list>/create, <list>/:id, <list>/:id/edit) unless a SPEC route is named here
   * (show/edit ones then take the record key in the query, e.g. /providers/noticeDetail?groups_notice_id=4).
   * `also`: more console routes that show the same list (e.g. an account-center entry to the same users).
   */
  routes: { list: string; create?: string; show?: string; edit?: string; also?: string[] };
  label: Label;
  operations: Partial<Record<Op, string>>;
  /** per-operation action codes; defaults: create add, update edit, delete delete */
  permissions?: Partial<Record<Op, string>>;
  fields: Record<string, FieldDescriptor>;
  /** the field that names a record in titles, tabs and confirmations; default: the first string column */
  title?: string;
  /** false: the list offers no export (default: every list exports through export records) */
  export?: boolean;
  actions?: ActionDescriptor[];
  list: {
    columns: string[];
    sort?: { field: string; order: 'ASC' | 'DESC' };
    filters?: (string | FilterDescriptor)[];
    bulk?: string[];
    /** rows matching these values stand out (e.g. unread notices: { read_state: 0 }) */
    emphasize?: Record<string, unknown>;
    /** the list refreshes itself while a row has one of these values (e.g. running export jobs) */
    refreshWhile?: Record<string, unknown[]>;
  };
  form?: (string | string[])[];
  show?: string[];
  /**
   * Who owns the rows, for every operation that reads or acts on them (list, one, update, delete, row and bulk
   * actions, exports): `owner` = rows the caller created, `enterprise` = rows of the caller's enterprise, `all` =
   * every holder of the menu (write `# scope all: <why>` above it in the YAML). Platform admins see every row.
   */
  scope: 'all' | 'enterprise' | 'owner';
  /**
   * Row state in which the record may be edited / deleted, field → allowed values (e.g. { group_state: [draft] }).
   * Elsewhere the console hides the row's edit/delete, disables them on the record page and keeps the row out of
   * bulk delete; the server refuses such writes on its own (409), this only stops offering them.
   */
  editableWhen?: Record<string, unknown[]>;
  deletableWhen?: Record<string, unknown[]>;
  /**
   * With scope owner: a holder of the built-in enterprise_admin role also reaches the rows of their enterprise
   * (the row's enterprise_id), as the enterprise's console pages (/publicCenter/appManage) need.
   */
  enterpriseAdmin?: boolean;
  /** named overrides in src/admin/overrides/<name>/ that wrap or replace a generated view */
  overrides?: Partial<Record<'list' | 'show' | 'edit' | 'create', string>>;
}

export const defaultPermissions: Record<Op, string | null> = {
  list: null,
  all: null,
  one: null,
  create: 'add',
  update: 'edit',
  delete: 'delete',
};

export function normalizeFilter(
  f: string | FilterDescriptor,
  d: ResourceDescriptor,
): Required<Omit<FilterDescriptor, 'alwaysOn'>> & { alwaysOn: boolean } {
  const filter = typeof f === 'string' ? { field: f } : f;
  const type = d.fields[filter.field]?.type;
  const op =
    filter.op ??
    (type === 'string' || type === 'text' || type === 'markdown'
      ? 'like'
      : type === 'date' || type === 'datetime'
        ? 'range'
        : 'eq');
  return { field: filter.field, op, alwaysOn: filter.alwaysOn ?? false };
}

/** Whether `record` satisfies a `editableWhen`/`deletableWhen` rule (absent rule: always); loose equality, values come from JSON. */
export function rowAllows(
  rule: Record<string, unknown[]> | undefined,
  record: Record<string, unknown> | undefined,
): boolean {
  if (!rule) return true;
  if (!record) return false;
  return Object.entries(rule).every(([field, values]) => values.some((v) => String(v) === String(record[field])));
}

export function formRows(d: ResourceDescriptor): string[][] {
  const rows =
    d.form ??
    Object.keys(d.fields).filter((f) => !d.fields[f].readOnly && !d.fields[f].virtual && d.fields[f].type !== 'id');
  return rows.map((r) => (Array.isArray(r) ? r : [r]));
}
