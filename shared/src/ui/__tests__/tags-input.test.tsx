import { useState } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { i18n } from '../../i18n/i18n';
import { TAG_DROPDOWN_CLOSE_MS, TAG_SUGGEST_DEBOUNCE_MS, TagsInput, type TagSuggestService } from '../tags-input';

function Tags({ suggest, initial = [] }: { suggest: TagSuggestService; initial?: string[] }) {
  const [tags, setTags] = useState(initial);
  return (
    <>
      <TagsInput value={tags} onChange={setTags} suggest={suggest} />
      <output data-testid="tags">{tags.join(',')}</output>
    </>
  );
}

const field = () => screen.getByRole('combobox');
const type = (text: string) => fireEvent.change(field(), { target: { value: text } });
// lets the service's resolved answer reach the component
const settle = () => act(async () => undefined);

beforeEach(async () => {
  await i18n.changeLanguage('zh-cn');
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

describe('TagsInput (SPEC §5, §9)', () => {
  it('asks for suggestions with `name` 600 ms after the last keystroke and lists the name entries', async () => {
    const suggest = jest.fn<ReturnType<TagSuggestService>, Parameters<TagSuggestService>>().mockResolvedValue([{ name: 'LED显示屏' }, { name: 'LED驱动' }]);
    render(<Tags suggest={suggest} />);
    type('L');
    act(() => jest.advanceTimersByTime(300));
    type('LED');
    act(() => jest.advanceTimersByTime(TAG_SUGGEST_DEBOUNCE_MS - 1));
    expect(suggest).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    await settle();
    expect(suggest).toHaveBeenCalledTimes(1);
    expect(suggest).toHaveBeenCalledWith({ name: 'LED' });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['LED显示屏', 'LED驱动']);

    fireEvent.click(screen.getByRole('option', { name: 'LED驱动' }));
    expect(screen.getByTestId('tags')).toHaveTextContent('LED驱动');
  });

  it('closes the suggestions 200 ms after the field loses focus', async () => {
    render(<Tags suggest={jest.fn().mockResolvedValue([{ name: '传感器' }])} />);
    type('传');
    act(() => jest.advanceTimersByTime(TAG_SUGGEST_DEBOUNCE_MS));
    await settle();
    expect(field()).toHaveAttribute('aria-expanded', 'true');
    fireEvent.blur(field());
    act(() => jest.advanceTimersByTime(TAG_DROPDOWN_CLOSE_MS - 1));
    expect(field()).toHaveAttribute('aria-expanded', 'true');
    act(() => jest.advanceTimersByTime(1));
    expect(field()).toHaveAttribute('aria-expanded', 'false');
  });

  it('adds a typed tag on Enter and refuses a duplicate with 已存在相同的标签。', () => {
    render(<Tags suggest={jest.fn().mockResolvedValue([])} initial={['芯片']} />);
    type('传感器');
    fireEvent.keyDown(field(), { key: 'Enter' });
    expect(screen.getByTestId('tags')).toHaveTextContent('芯片,传感器');
    expect(field()).toHaveValue('');

    type(' 芯片 ');
    fireEvent.keyDown(field(), { key: 'Enter' });
    expect(screen.getByText('已存在相同的标签。')).toBeInTheDocument();
    expect(screen.getByTestId('tags')).toHaveTextContent('芯片,传感器');
  });
});
