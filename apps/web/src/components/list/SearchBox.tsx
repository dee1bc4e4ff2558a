import { InputGroup } from '@blueprintjs/core';
import { SearchIcon } from '@blueprintjs/icons';
import { useEffect, useState } from 'react';

/** Typing waits this long before the list reloads, so each keystroke is not a request. */
const SEARCH_DEBOUNCE_MS = 300;

/** The search box keeps its own text while typing and reports it after a pause. */
export function SearchBox(props: {
  value: string;
  placeholder: string;
  onSearch: (text: string) => void;
}) {
  const { value, onSearch } = props;
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  // The URL is the truth: Back or a link changes the search, and the box follows it.
  if (shown !== value) {
    setShown(value);
    setText(value);
  }
  useEffect(() => {
    if (text.trim() === value) return;
    const timer = window.setTimeout(() => onSearch(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, value, onSearch]);
  return (
    <InputGroup
      type="search"
      className="list-search"
      leftIcon={<SearchIcon />}
      placeholder={props.placeholder}
      aria-label={props.placeholder}
      value={text}
      onValueChange={setText}
    />
  );
}
