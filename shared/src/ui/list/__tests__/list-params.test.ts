import { isNarrowed, listRequestOf, readListParams, writeListParams, type ListParamsOptions } from '../list-params';

type Filters = { status: 'draft' | 'published' };
const OPTIONS: ListParamsOptions<Filters> = { pageSize: 10, pageSizes: [10, 20, 50], filters: { status: ['draft', 'published'] }, sortFields: ['name', 'uploaded_at'] };
const read = (search: string) => readListParams(new URLSearchParams(search), OPTIONS);

describe('list parameters in the address', () => {
  it('opens on the first page with the default size, no search, sort or filter', () => {
    expect(read('')).toEqual({ page: 1, pageSize: 10, keyword: '', sort: null, filters: {} });
  });

  it('reads page, page size, search, sort and filters', () => {
    expect(read('page=3&page_size=20&keyword=%20sensor%20&sort=name&order=ascend&status=draft')).toEqual({
      page: 3,
      pageSize: 20,
      keyword: 'sensor',
      sort: { field: 'name', order: 'ascend' },
      filters: { status: 'draft' },
    });
  });

  it('ignores what the list does not offer: bad pages, other sizes, unknown sort fields and filter values', () => {
    expect(read('page=0&page_size=7&sort=password&status=deleted')).toEqual({ page: 1, pageSize: 10, keyword: '', sort: null, filters: {} });
    expect(read('page=-2').page).toBe(1);
    expect(read('page=1.5').page).toBe(1);
  });

  it('reads an open-ended filter (a record id, a number) when its check accepts the value', () => {
    const options: ListParamsOptions<{ hall: string }> = { pageSize: 10, filters: { hall: (value) => /^\d+$/.test(value) } };
    expect(readListParams(new URLSearchParams('hall=12'), options).filters).toEqual({ hall: '12' });
    expect(readListParams(new URLSearchParams('hall=twelve'), options).filters).toEqual({});
  });

  it('writes only what differs from the defaults and keeps parameters that are not the list’s', () => {
    const written = writeListParams(new URLSearchParams('tab=2&page=4&status=draft'), { page: 1, pageSize: 10, keyword: '', sort: null, filters: {} }, OPTIONS);
    expect(written.toString()).toBe('tab=2');
  });

  it('round-trips every part', () => {
    const params = { page: 2, pageSize: 50, keyword: '传感器', sort: { field: 'uploaded_at', order: 'descend' as const }, filters: { status: 'published' as const } };
    expect(readListParams(writeListParams(new URLSearchParams(), params, OPTIONS), OPTIONS)).toEqual(params);
  });

  it('asks the server in its own spelling, leaving out what is not set', () => {
    expect(listRequestOf(read(''))).toEqual({ page: 1, page_size: 10 });
    expect(listRequestOf(read('page=2&keyword=a&sort=name&order=descend&status=draft'))).toEqual({ page: 2, page_size: 10, keyword: 'a', sort: 'name', order: 'desc', status: 'draft' });
  });

  it('calls a search or a filter a narrowed view', () => {
    expect(isNarrowed(read('page=2&sort=name'))).toBe(false);
    expect(isNarrowed(read('keyword=a'))).toBe(true);
    expect(isNarrowed(read('status=draft'))).toBe(true);
  });
});
