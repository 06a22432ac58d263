import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { i18n } from '../../i18n/i18n';
import { joinUrl, splitUrl, TextArea, TextInput, UrlInput } from '../text-inputs';

beforeEach(() => i18n.changeLanguage('zh-cn'));

function ControlledUrl({ initial, seen }: { initial: string; seen: string[] }) {
  const [value, setValue] = useState(initial);
  return (
    <UrlInput
      id="link"
      value={value}
      onChange={(next) => {
        seen.push(next);
        setValue(next);
      }}
    />
  );
}

describe('text input defaults (SPEC §5)', () => {
  it('limits text to 2000 characters and gives a textarea 10 rows', () => {
    render(
      <>
        <TextInput aria-label="name" />
        <TextArea aria-label="intro" />
        <TextInput aria-label="short" maxLength={50} />
      </>,
    );
    expect(screen.getByLabelText('name')).toHaveAttribute('maxlength', '2000');
    expect(screen.getByLabelText('intro')).toHaveAttribute('rows', '10');
    expect(screen.getByLabelText('intro')).toHaveAttribute('maxlength', '2000');
    expect(screen.getByLabelText('short')).toHaveAttribute('maxlength', '50');
  });
});

describe('UrlInput (SPEC §5: 2000 characters, https:// or http:// prefix)', () => {
  it('splits an address into its prefix and the rest, https:// when it has none', () => {
    expect(splitUrl('http://demo.example/a')).toEqual({ prefix: 'http://', rest: 'demo.example/a' });
    expect(splitUrl('demo.example')).toEqual({ prefix: 'https://', rest: 'demo.example' });
    expect(joinUrl('https://', 'http://pasted.example')).toBe('http://pasted.example');
    expect(joinUrl('http://', '')).toBe('');
  });

  it('keeps the whole address within 2000 characters, prefix included', () => {
    const seen: string[] = [];
    render(<ControlledUrl initial="http://demo.example" seen={seen} />);
    const input = screen.getByDisplayValue('demo.example');
    expect(input).toHaveAttribute('maxlength', String(2000 - 'http://'.length));
    expect(screen.getByText('http://')).toBeInTheDocument();

    fireEvent.change(input, { target: { value: 'fair.example' } });
    expect(seen).toEqual(['http://fair.example']);
  });

  it('switches the prefix from the select', () => {
    const seen: string[] = [];
    render(<ControlledUrl initial="https://demo.example" seen={seen} />);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '链接协议' }));
    fireEvent.click(screen.getByTitle('http://'));
    expect(seen).toEqual(['http://demo.example']);
  });
});
