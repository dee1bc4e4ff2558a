import { Button, NonIdealState } from '@blueprintjs/core';
import { AddIcon, ArrowLeftIcon } from '@blueprintjs/icons';
import type { MasterSet } from '@procure/contract';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Guarded } from '../../../components/access/Guarded';
import { PageHeader } from '../../../components/PageHeader';
import { paths } from '../../../config/paths';
import { useT } from '../../../lib/i18n/use-translation';
import { useListCategoriesQuery, useListLookupsQuery, type Lookup } from '../api/master-api';
import { CardGridSkeleton } from './CardGridSkeleton';
import { categoryTitle } from './master-icons';
import { LookupCard } from './LookupCard';
import { LookupDialog } from './LookupDialog';
import './master.css';

/** /master/{set}/{category}: the category's lookups as cards. Create waits for the category's
 * id (from the set's categories); every save reloads the list. */
export function MasterLookupsPage({ set }: { set: MasterSet }) {
  const t = useT('master');
  const navigate = useNavigate();
  const category = useParams().category ?? '';
  const categories = useListCategoriesQuery({ set });
  const lookups = useListLookupsQuery({ set, query: { category } }, { skip: !category });
  const categoryId = categories.data?.data.find((c) => c.name === category)?.id;
  const [dialog, setDialog] = useState<{ open: boolean; lookup?: Lookup }>({ open: false });
  const rows = lookups.data?.data[category] ?? [];

  return (
    <div className="page" data-testid="master-lookups-page">
      <PageHeader
        title={categoryTitle(category)}
        actions={
          <>
            <Button
              icon={<ArrowLeftIcon />}
              text={t('back', 'Back')}
              onClick={() => navigate(set === 'invoice' ? paths.masterInvoice : paths.masterVendor)}
            />
            <Guarded permission="masters.edit">
              <Button
                intent="primary"
                icon={<AddIcon />}
                text={t('create', 'Create')}
                disabled={!categoryId}
                onClick={() => setDialog({ open: true })}
              />
            </Guarded>
          </>
        }
      />
      {lookups.isLoading ? (
        <CardGridSkeleton />
      ) : rows.length === 0 ? (
        <NonIdealState className="page-state" title={t('no_lookups_found', 'no lookups found')} />
      ) : (
        <section className="master-grid" data-testid="lookup-grid">
          {rows.map((lookup) => (
            <LookupCard
              key={lookup.id}
              lookup={lookup}
              onEdit={() => setDialog({ open: true, lookup })}
            />
          ))}
        </section>
      )}
      <LookupDialog
        set={set}
        category={category}
        categoryId={categoryId}
        isOpen={dialog.open}
        lookup={dialog.lookup}
        onClose={() => setDialog((d) => ({ ...d, open: false }))}
      />
    </div>
  );
}
