// Generated from src/shared/descriptors/descriptor.schema.json by `npm run gen:types`. Do not edit.

export type Name = string;
export type FieldDescriptor = Field;
/**
 * password: typed as a password, sent as its MD5 hex (the wire never carries a password), never shown. markdown: Markdown text, an editor with live preview, shown rendered (sanitized).
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
  | 'password'
  | 'markdown';
/**
 * message key or text shown when the pattern fails
 */
export type Label1 = Label;
/**
 * shown under the input in forms: what to enter, when the label alone does not say it
 */
export type Label2 = Label;

/**
 * The resource descriptor (resources/<name>.yaml): one file gives a resource its console screens (through the view generator) and its plain server operations (through the generic repository). This schema is the one source: the TypeScript types are generated from it (`npm run gen:types`).
 */
export interface ResourceDescriptor {
  name: string;
  table: Name;
  key: Name;
  /**
   * the permission (menu) code of the resource, from src/shared/routes.ts
   */
  menu: string;
  /**
   * base path of the resource's operations (used by `npm run new:resource` to scaffold the spec)
   */
  api?: string;
  /**
   * console route names (src/shared/routes.ts) where the resource's screens live. Create, show and edit sit under the list's path (<list>/create, <list>/:id, <list>/:id/edit) unless a SPEC route is named here (show/edit ones then take the record key in the query, e.g. /providers/noticeDetail?groups_notice_id=4). `also`: more console routes that show the same list (e.g. an account-center entry to the same users).
   */
  routes: {
    list: string;
    create?: string;
    show?: string;
    edit?: string;
    also?: string[];
  };
  label: Label;
  operations: {
    list?: string;
    all?: string;
    one?: string;
    create?: string;
    update?: string;
    delete?: string;
  };
  /**
   * per-operation action codes; defaults: create add, update edit, delete delete
   */
  permissions?: {
    list?: string;
    all?: string;
    one?: string;
    create?: string;
    update?: string;
    delete?: string;
  };
  fields: {
    [k: string]: FieldDescriptor;
  };
  /**
   * the field that names a record in titles, tabs and confirmations; default: the first string column
   */
  title?: string;
  /**
   * false: the list offers no export (default: every list exports through export records)
   */
  export?: boolean;
  actions?: ActionDescriptor[];
  list: {
    /**
     * @minItems 1
     */
    columns: string[];
    sort?: {
      field: string;
      order: 'ASC' | 'DESC';
    };
    filters?: (string | FilterDescriptor)[];
    bulk?: string[];
    /**
     * the columns a phone's card shows under the record's name, in order (default: the first three columns after it)
     */
    phone?: string[];
    /**
     * rows matching these values stand out (e.g. unread notices: { read_state: 0 })
     */
    emphasize?: {
      [k: string]: unknown;
    };
    /**
     * the list refreshes itself while a row has one of these values (e.g. running export jobs)
     */
    refreshWhile?: {
      [k: string]: unknown[];
    };
  };
  form?: (string | string[])[];
  show?: string[];
  /**
   * Who owns the rows, for every operation that reads or acts on them (list, one, update, delete, row and bulk actions, exports): `owner` = rows the caller created, `enterprise` = rows of the caller's enterprise, `all` = every holder of the menu (write `# scope all: <why>` above it in the YAML). Platform admins see every row.
   */
  scope: 'all' | 'enterprise' | 'owner';
  /**
   * Row state in which the record may be edited / deleted, field -> allowed values (e.g. { group_state: [draft] }). Elsewhere the console hides the row's edit/delete, disables them on the record page and keeps the row out of bulk delete; the server refuses such writes on its own (409), this only stops offering them.
   */
  editableWhen?: {
    /**
     * @minItems 1
     */
    [k: string]: unknown[];
  };
  deletableWhen?: {
    /**
     * @minItems 1
     */
    [k: string]: unknown[];
  };
  /**
   * With scope owner: a holder of the built-in enterprise_admin role also reaches the rows of their enterprise (the row's enterprise_id), as the enterprise's console pages (/publicCenter/appManage) need.
   */
  enterpriseAdmin?: boolean;
  /**
   * named overrides in src/admin/overrides/<name>/ that wrap or replace a generated view
   */
  overrides?: {
    list?: string;
    show?: string;
    edit?: string;
    create?: string;
  };
}
export interface Label {
  zh: string;
  en: string;
}
export interface Field {
  type: FieldType;
  label: Label;
  required?: boolean;
  /**
   * string: max length; number: max value
   */
  max?: number;
  min?: number;
  pattern?: string;
  patternMessage?: Label1;
  help?: Label2;
  /**
   * @minItems 1
   */
  choices?: Choice[];
  /**
   * reference/references (many, an array of ids)/tree: the target resource and the field shown for it
   */
  reference?: {
    resource: string;
    label: string;
  };
  readOnly?: boolean;
  /**
   * checked by the server on create/update (409 DUPLICATE) and by the form while typing. `true`: unique within the resource's scope (per owner, per enterprise, or platform-wide for scope all), so one tenant's values neither block nor reveal another's; `global`: unique across the platform whatever the scope (login names, emails).
   */
  unique?: true | false | 'global';
  /**
   * file fields: uploaded as a public image (banners, logos), shown to anyone holding its address; otherwise the file is private (a ticket and the right to see it) and the console offers a download instead of a preview
   */
  public?: boolean;
  /**
   * not a column: computed by the server (joined names, counts)
   */
  virtual?: boolean;
  /**
   * only shown/sent when the caller holds this action on the resource's menu
   */
  permission?: string;
  default?: unknown;
  /**
   * a valid value where no generic one is (an IP allow-list): the ownership matrix fills the field with it
   */
  example?: unknown;
  /**
   * write-only (passwords): never listed or shown
   */
  writeOnly?: boolean;
  /**
   * a custom input (and its read-only view, if it has one) registered under this name in src/admin/overrides/inputs.ts, for structured values a generic input cannot edit well (an API's parameters)
   */
  input?: string;
}
export interface Choice {
  value: string | number;
  zh: string;
  en: string;
}
export interface ActionDescriptor {
  name: string;
  label: Label;
  operation: string;
  /**
   * action code checked by canAccess and by the server's x-permission
   */
  permission: string;
  /**
   * row: a button per row; bulk: on selected rows; toolbar: once above the list
   */
  scope: 'row' | 'bulk' | 'toolbar';
  confirm?: boolean;
  /**
   * fixed fields merged into the request body (e.g. { state: 0 })
   */
  payload?: {
    [k: string]: unknown;
  };
  /**
   * where the record's id goes: a path segment (default), the query, or the body
   */
  idIn?: 'path' | 'query' | 'body';
  /**
   * show the button only when the record matches (e.g. { state: 1 })
   */
  when?: {
    [k: string]: unknown;
  };
  /**
   * the operation answers a file: the button saves it instead of refreshing the list
   */
  download?: boolean;
}
export interface FilterDescriptor {
  field: string;
  /**
   * like: contains, case-insensitive; eq: equals; range: <field>_start / <field>_end
   */
  op?: 'like' | 'eq' | 'range';
  alwaysOn?: boolean;
}
