/** The generated views, for screens.ts and for overrides that wrap them. */
export { GeneratedList, type GeneratedListProps } from './List.tsx';
export { GeneratedCreate, type GeneratedCreateProps } from './Create.tsx';
export { GeneratedEdit, type GeneratedEditProps } from './Edit.tsx';
export { GeneratedShow, type GeneratedShowProps } from './Show.tsx';
