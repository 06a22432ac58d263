import { Select } from 'antd';
import type { ListFilters } from './list-params';
import type { PagedList } from './use-paged-list';

export interface FilterSelectProps<T, FV extends ListFilters, K extends keyof FV & string> {
  list: PagedList<T, FV>;
  /** the filter it shows and sets, as it stands in the address */
  name: K;
  /** its accessible name, and its placeholder unless one is given */
  label: string;
  placeholder?: string;
  options: { value: FV[K]; label: string }[];
  /** typing narrows the options by their labels (long lists: countries, halls) */
  searchable?: boolean;
  width?: number;
  /** instead of setting this filter alone (a change that also drops a filter depending on it) */
  onChange?: (value: FV[K] | undefined) => void;
}

/**
 * One filter of a paged list as a clearable select beside the search: it shows the filter's value from the
 * address and sets it from the first page; clearing it shows the whole list again.
 */
export function FilterSelect<T, FV extends ListFilters, K extends keyof FV & string>({
  list,
  name,
  label,
  placeholder = label,
  options,
  searchable = false,
  width = 140,
  onChange,
}: FilterSelectProps<T, FV, K>) {
  return (
    <Select<FV[K]>
      allowClear
      showSearch={searchable ? { optionFilterProp: 'label' } : undefined}
      aria-label={label}
      placeholder={placeholder}
      value={list.params.filters[name]}
      onChange={(value?: FV[K]) => (onChange ? onChange(value) : list.setFilter(name, value))}
      options={options}
      style={{ width }}
    />
  );
}
