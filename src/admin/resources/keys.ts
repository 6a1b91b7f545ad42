/** i18n keys of descriptor labels, in react-admin's shape (resources.<name>.fields.<field> ...). */
export const resourceKey = (resource: string) => `resources.${resource}.name`;
export const fieldKey = (resource: string, field: string) => `resources.${resource}.fields.${field}`;
export const choiceKey = (resource: string, field: string, value: string | number) =>
  `resources.${resource}.choices.${field}.${value}`;
export const actionKey = (resource: string, action: string) => `resources.${resource}.actions.${action}`;
export const patternKey = (resource: string, field: string) => `resources.${resource}.patterns.${field}`;
export const helpKey = (resource: string, field: string) => `resources.${resource}.helps.${field}`;

/** The generated views' own strings; `_views` can never be a descriptor name (names match ^[a-z][a-z_]*$). */
export const ui = (key: string) => `resources._views.${key}`;
