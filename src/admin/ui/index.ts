/** Generic parts for console screens. */
export { Can, useCan } from './Can.tsx';
export { DateRangeInput } from './DateRangeInput.tsx';
export { BoundedNumber, BoundedNumberInput } from './NumberInput.tsx';
export { QueryFilterBar, type FilterField } from './QueryFilterBar.tsx';
export { TablePagination } from './TablePagination.tsx';
export { UploadInput, fitsUploadLimit } from './UploadInput.tsx';
export { EmptyState, ErrorState, LoadingState, NoPermissionState, ScreenStates } from './states.tsx';
export { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS, WIDGET_LIMIT } from './pagination.ts';
export { trimFilters } from './filters.ts';
