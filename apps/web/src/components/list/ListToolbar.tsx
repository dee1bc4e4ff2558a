import { FormGroup, HTMLSelect, Tab, Tabs } from '@blueprintjs/core';
import { PAGE_SIZE_OPTIONS } from '@procure/contract';
import { useT } from '../../lib/i18n/use-translation';
import type { ListState } from './list-state';
import { SearchBox } from './SearchBox';

export type ListTab = { key: string; title: string; count?: number };
export type ChoiceOption = { value: string; label: string };

type Props = {
  state: ListState;
  onChange: (change: Partial<ListState>) => void;
  tabs: readonly ListTab[];
  searchPlaceholder: string;
  searchByOptions: readonly ChoiceOption[];
  exportOptions?: readonly ChoiceOption[];
  onExport?: (value: string) => void;
  exporting?: boolean;
};

/** Tabs with their counts, then search, search-by, page size and export: the same parts on
 * every list. */
export function ListToolbar(props: Props) {
  const { state, onChange, tabs } = props;
  const t = useT('common');
  return (
    <div className="list-toolbar">
      <Tabs
        id="list-tabs"
        selectedTabId={state.tab}
        onChange={(tab) => onChange({ tab: String(tab) })}
        large
      >
        {tabs.map((tab) => (
          <Tab
            key={tab.key}
            id={tab.key}
            title={tab.title}
            tagContent={tab.count ?? undefined}
            tagProps={{ round: true, intent: tab.key === state.tab ? 'primary' : 'none' }}
          />
        ))}
      </Tabs>
      <div className="list-controls">
        <SearchBox
          value={state.search}
          placeholder={props.searchPlaceholder}
          onSearch={(search) => onChange({ search })}
        />
        <FormGroup inline label={t('search_by', 'Search by')} labelFor="list-search-by">
          <HTMLSelect
            id="list-search-by"
            value={state.searchBy}
            options={props.searchByOptions.map((o) => ({ value: o.value, label: o.label }))}
            onChange={(event) => onChange({ searchBy: event.currentTarget.value })}
          />
        </FormGroup>
        <FormGroup inline label={t('page_size', 'Page size')} labelFor="list-page-size">
          <HTMLSelect
            id="list-page-size"
            value={state.pageSize}
            options={PAGE_SIZE_OPTIONS.map((size) => ({ value: size, label: String(size) }))}
            onChange={(event) => onChange({ pageSize: Number(event.currentTarget.value) })}
          />
        </FormGroup>
        {props.exportOptions && props.onExport && (
          <FormGroup inline label={t('export', 'Export')} labelFor="list-export">
            <HTMLSelect
              id="list-export"
              value=""
              disabled={props.exporting}
              options={[
                { value: '', label: props.exporting ? t('loading', 'Loading...') : '—' },
                ...props.exportOptions,
              ]}
              onChange={(event) => {
                const value = event.currentTarget.value;
                if (value) props.onExport?.(value);
              }}
            />
          </FormGroup>
        )}
      </div>
    </div>
  );
}
