import { MenuItem } from '@blueprintjs/core';
import { Suggest } from '@blueprintjs/select';
import type { Option } from '@procure/contract';
import { useState } from 'react';

type Props = {
  id: string;
  value: unknown;
  options: Option[];
  disabled?: boolean;
  placeholder?: string;
  loading?: boolean;
  noResults: string;
  onSearch: (text: string) => void;
  onSelect: (option: Option) => void;
};

/** A dropdown the user types into; the server does the searching, so items are not filtered
 * again here. */
export function SearchableSelect(props: Props) {
  // The label of the chosen value survives a search that no longer lists it.
  const [chosen, setChosen] = useState<Option | null>(null);
  const current =
    props.options.find((option) => String(option.value) === String(props.value)) ??
    (chosen && String(chosen.value) === String(props.value) ? chosen : null);
  return (
    <Suggest<Option>
      fill
      items={props.options}
      selectedItem={current}
      disabled={props.disabled}
      inputProps={{ id: props.id, placeholder: props.placeholder }}
      inputValueRenderer={(option) => option.label}
      itemsEqual={(a, b) => String(a.value) === String(b.value)}
      onQueryChange={props.onSearch}
      resetOnClose
      noResults={<MenuItem disabled text={props.loading ? '…' : props.noResults} />}
      popoverProps={{ minimal: true, matchTargetWidth: true }}
      itemRenderer={(option, { handleClick, handleFocus, modifiers }) =>
        modifiers.matchesPredicate ? (
          <MenuItem
            key={String(option.value)}
            text={option.label}
            active={modifiers.active}
            roleStructure="listoption"
            selected={String(option.value) === String(props.value)}
            onClick={handleClick}
            onFocus={handleFocus}
          />
        ) : null
      }
      onItemSelect={(option) => {
        setChosen(option);
        props.onSelect(option);
      }}
    />
  );
}
