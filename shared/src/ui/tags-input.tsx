import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Input, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** SPEC §9: suggestions are asked for 600 ms after the last keystroke; the list closes 200 ms after blur. */
export const TAG_SUGGEST_DEBOUNCE_MS = 600;
export const TAG_DROPDOWN_CLOSE_MS = 200;

/** One suggestion as the caller's service returns it. */
export interface TagSuggestion {
  name: string;
}

/** The caller's suggestion call: sends the typed `name`, answers an array of name entries. */
export type TagSuggestService = (params: { name: string }) => Promise<readonly TagSuggestion[]>;

export interface TagsInputProps {
  value?: string[];
  onChange?: (tags: string[]) => void;
  suggest?: TagSuggestService;
  placeholder?: string;
  disabled?: boolean;
  id?: string;
  maxLength?: number;
}

/**
 * The suggestions for the typed text: asked for once typing pauses, only the latest answer kept, the list
 * closed a moment after the box loses focus (a click on a suggestion lands first) or at once by `close`.
 */
function useTagSuggestions(suggest: TagSuggestService | undefined) {
  const [suggestions, setSuggestions] = useState<readonly TagSuggestion[]>([]);
  const [open, setOpen] = useState(false);
  const debounce = useRef<ReturnType<typeof setTimeout>>(undefined);
  const closing = useRef<ReturnType<typeof setTimeout>>(undefined);
  // the answer of the latest request only: an older, slower answer must not replace it
  const asked = useRef(0);

  useEffect(
    () => () => {
      clearTimeout(debounce.current);
      clearTimeout(closing.current);
    },
    [],
  );

  const ask = (name: string) => {
    clearTimeout(debounce.current);
    if (!suggest || name.trim() === '') {
      setSuggestions([]);
      return;
    }
    debounce.current = setTimeout(() => {
      const request = ++asked.current;
      suggest({ name: name.trim() }).then(
        (answer) => {
          if (request !== asked.current) return;
          setSuggestions(answer);
          setOpen(true);
        },
        () => undefined,
      );
    }, TAG_SUGGEST_DEBOUNCE_MS);
  };

  const clear = () => {
    setSuggestions([]);
    setOpen(false);
  };

  return {
    suggestions,
    shown: open && suggestions.length > 0,
    ask,
    clear,
    close: () => setOpen(false),
    keepOpen: () => clearTimeout(closing.current),
    closeSoon: () => {
      closing.current = setTimeout(() => setOpen(false), TAG_DROPDOWN_CLOSE_MS);
    },
  };
}

/**
 * Tags with autocomplete: Enter or a suggestion adds the typed tag; a tag already present is refused
 * with the SPEC §5 message 已存在相同的标签。; each tag can be removed.
 */
export function TagsInput({ value = [], onChange, suggest, placeholder, disabled, id, maxLength }: TagsInputProps) {
  const { t } = useTranslation();
  const listId = useId();
  const [text, setText] = useState('');
  const [duplicate, setDuplicate] = useState(false);
  const suggestions = useTagSuggestions(suggest);

  const add = (tag: string) => {
    const name = tag.trim();
    if (name === '') return;
    if (value.includes(name)) {
      setDuplicate(true);
      return;
    }
    onChange?.([...value, name]);
    setText('');
    suggestions.clear();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      add(text);
    }
    if (event.key === 'Escape') suggestions.close();
  };

  return (
    <div style={{ position: 'relative' }}>
      {value.length > 0 ? (
        <div style={{ marginBottom: 4 }}>
          {value.map((tag) => (
            <Tag key={tag} closable={!disabled} onClose={() => onChange?.(value.filter((other) => other !== tag))}>
              {tag}
            </Tag>
          ))}
        </div>
      ) : null}
      <Input
        id={id}
        role="combobox"
        aria-expanded={suggestions.shown}
        aria-controls={listId}
        aria-autocomplete="list"
        value={text}
        maxLength={maxLength}
        disabled={disabled}
        placeholder={placeholder ?? t('common:tags.placeholder')}
        status={duplicate ? 'error' : undefined}
        onChange={(event) => {
          setText(event.target.value);
          setDuplicate(false);
          suggestions.ask(event.target.value);
        }}
        onKeyDown={onKeyDown}
        onFocus={suggestions.keepOpen}
        onBlur={suggestions.closeSoon}
      />
      {duplicate ? <Typography.Text type="danger">{t('common:validation.duplicateTag')}</Typography.Text> : null}
      <SuggestionList id={listId} shown={suggestions.shown} suggestions={suggestions.suggestions} onPick={add} />
    </div>
  );
}

/** The suggestions under the box; a press on one keeps the focus in the box. */
function SuggestionList({ id, shown, suggestions, onPick }: { id: string; shown: boolean; suggestions: readonly TagSuggestion[]; onPick: (name: string) => void }) {
  return (
    <ul
      id={id}
      role="listbox"
      hidden={!shown}
      style={{ position: 'absolute', zIndex: 1050, left: 0, right: 0, margin: 0, padding: 4, listStyle: 'none', background: '#fff', boxShadow: '0 6px 16px rgba(0,0,0,.08)', borderRadius: 6 }}
    >
      {suggestions.map((suggestion) => (
        <li
          key={suggestion.name}
          role="option"
          aria-selected={false}
          style={{ padding: '5px 12px', cursor: 'pointer' }}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onPick(suggestion.name)}
        >
          {suggestion.name}
        </li>
      ))}
    </ul>
  );
}
