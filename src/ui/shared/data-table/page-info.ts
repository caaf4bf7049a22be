/** The numbers of "Showing 11–20 of 57 elements": first and last shown (1-based) and the total. */
export interface PageInfo {
  readonly from: number;
  readonly to: number;
  readonly total: number;
  readonly page: number;
  readonly pages: number;
}

/** The page's place in the filtered rows; an empty list shows 0–0 of 0 on page 1 of 1. */
export function pageInfo(total: number, pageIndex: number, pageSize: number): PageInfo {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(Math.max(0, pageIndex), pages - 1);
  const from = total === 0 ? 0 : page * pageSize + 1;
  const to = Math.min(total, (page + 1) * pageSize);
  return { from, to, total, page: page + 1, pages };
}
