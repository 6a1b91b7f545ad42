/** Table paging defaults and rules (SPEC.md sections 2 and 9). */
import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS, WIDGET_LIMIT } from '../../shared/constants.ts';

export { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS, WIDGET_LIMIT };

export interface PageState {
  page: number;
  perPage: number;
}

export const pageCount = (total: number | undefined, perPage: number) =>
  Math.max(1, Math.ceil((total ?? 0) / Math.max(1, perPage)));

/** a new page size always starts over at page 1 */
export const changePageSize = (_state: PageState, perPage: number): PageState => ({ page: 1, perPage });

/** the quick jumper: a whole page number inside 1..pages, or null for input to ignore */
export function jumpTarget(input: string, pages: number): number | null {
  const n = Number(input.trim());
  if (!input.trim() || !Number.isFinite(n)) return null;
  return Math.min(pages, Math.max(1, Math.trunc(n)));
}
