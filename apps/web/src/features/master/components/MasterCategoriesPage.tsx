import {
  Button,
  Menu,
  MenuDivider,
  MenuItem,
  NonIdealState,
  PopoverNext,
  PopupKind,
} from '@blueprintjs/core';
import { AddIcon, DownloadIcon, UploadIcon } from '@blueprintjs/icons';
import type { ExportType, MasterSet } from '@procure/contract';
import { Fragment, useState } from 'react';
import { useNavigate } from 'react-router';
import { Guarded } from '../../../components/access/Guarded';
import { PageHeader } from '../../../components/PageHeader';
import { links } from '../../../config/paths';
import { useT } from '../../../lib/i18n/use-translation';
import {
  useDownloadLookupsMutation,
  useListCategoriesQuery,
  type Category,
} from '../api/master-api';
import { CardGridSkeleton } from './CardGridSkeleton';
import { CategoryCard } from './CategoryCard';
import { CategoryDialog } from './CategoryDialog';
import { categoryTitle } from './master-icons';
import { UploadDialog } from './UploadDialog';
import './master.css';

const EXPORT_FORMATS: Array<[ExportType, string]> = [
  ['excel', 'Excel'],
  ['csv', 'CSV'],
];

/** /master/invoice and /master/vendor: the set's categories as cards, with Create, a download
 * menu (one category, Excel or CSV), the Upload dialog, and an edit menu on every card. */
export function MasterCategoriesPage({ set }: { set: MasterSet }) {
  const t = useT('master');
  const navigate = useNavigate();
  const { data, isLoading } = useListCategoriesQuery({ set });
  const [download, { isLoading: downloading }] = useDownloadLookupsMutation();
  // The dialog keeps its category while it closes, so its title does not flip mid-animation.
  const [dialog, setDialog] = useState<{ open: boolean; category?: Category }>({ open: false });
  const [uploading, setUploading] = useState(false);
  const categories = data?.data ?? [];

  // One list per format (a submenu per category would hide the formats behind a hover).
  const downloadMenu = (
    <Menu aria-label={t('select_category_to_download', 'Select a category to download')}>
      {EXPORT_FORMATS.map(([exportType, label]) => (
        <Fragment key={exportType}>
          <MenuDivider title={t(exportType, label)} />
          {categories.map((c) => (
            <MenuItem
              key={c.id}
              text={categoryTitle(c.name)}
              data-testid={`download-${exportType}-${c.name}`}
              onClick={() =>
                void download({ set, query: { category: c.name, export_type: exportType } })
              }
            />
          ))}
        </Fragment>
      ))}
    </Menu>
  );

  return (
    <div className="page" data-testid={`master-${set}-page`}>
      <PageHeader
        title={
          set === 'invoice'
            ? t('invoice_master_title', 'Invoice Master')
            : t('vendor_master_title', 'Vendor Master')
        }
        actions={
          <>
            <PopoverNext
              content={downloadMenu}
              placement="bottom-end"
              popupKind={PopupKind.MENU}
              disabled={!categories.length}
            >
              <Button
                icon={<DownloadIcon />}
                text={t('download', 'Download')}
                loading={downloading}
                disabled={!categories.length}
              />
            </PopoverNext>
            <Guarded permission="masters.edit">
              <Button
                icon={<UploadIcon />}
                text={t('upload', 'Upload')}
                disabled={!categories.length}
                onClick={() => setUploading(true)}
              />
            </Guarded>
            <Guarded permission="masters.edit">
              <Button
                intent="primary"
                icon={<AddIcon />}
                text={t('create', 'Create')}
                onClick={() => setDialog({ open: true })}
              />
            </Guarded>
          </>
        }
      />
      {isLoading ? (
        <CardGridSkeleton />
      ) : categories.length === 0 ? (
        <NonIdealState
          className="page-state"
          title={t('no_categories_found', 'no categories found')}
        />
      ) : (
        <section className="master-grid" data-testid="category-grid">
          {categories.map((category) => (
            <CategoryCard
              key={category.id}
              category={category}
              onOpen={() => navigate(links.masterCategory(set, category.name))}
              onEdit={() => setDialog({ open: true, category })}
            />
          ))}
        </section>
      )}
      <CategoryDialog
        set={set}
        isOpen={dialog.open}
        category={dialog.category}
        onClose={() => setDialog((d) => ({ ...d, open: false }))}
      />
      <UploadDialog
        set={set}
        categories={categories}
        isOpen={uploading}
        onClose={() => setUploading(false)}
      />
    </div>
  );
}
