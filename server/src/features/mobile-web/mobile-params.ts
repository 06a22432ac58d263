/** Path and query values of the /m pages: anything that is not what a page expects names no page (404), never an error. */
export type Params = Record<string, string | undefined>;
export type Query = Record<string, unknown>;

const MAX_ID = 2_147_483_647;
export const idOf = (value: unknown): number | undefined => (typeof value === 'string' && /^[1-9]\d{0,9}$/.test(value) && Number(value) <= MAX_ID ? Number(value) : undefined);
export const MAX_PAGE = 10_000;
/** `?page=` of a list that answers only its own pages: absent means the first; anything but a page number names none. */
export const strictPageOf = (value: unknown): number | undefined => {
  const page = value === undefined ? 1 : idOf(value);
  return page !== undefined && page <= MAX_PAGE ? page : undefined;
};
export const textOf = (value: unknown): string => (typeof value === 'string' ? value.trim().slice(0, 100) : '');
