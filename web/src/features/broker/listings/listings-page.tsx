import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Fragment, useState } from 'react';
import { Link } from 'react-router';
import { useProfile } from '../../../api/profile.ts';
import { DataTable } from '../../../ui/data-table.tsx';
import { useDialogs } from '../../../ui/dialogs/use-dialogs.ts';
import { InlineError, LIST_LOAD_FAILED } from '../../../ui/inline-error.tsx';
import { type PageWindow, Paginator, usePageWindow } from '../../../ui/paginator.tsx';
import { SearchBar } from '../../../ui/search-bar/search-bar.tsx';
import { listParamsOf, type SearchState } from '../../../ui/search-bar/search-bar-model.ts';
import { type BulkGroup, bulkChangeOf } from './bulk-change.ts';
import { BulkChanges } from './bulk-changes.tsx';
import { JOB_NOT_CREATED, JobCreatedDialog } from './job-created-dialog.tsx';
import {
  changeOf,
  type EditableField,
  isEdited,
  type ListingRow as Listing,
  type RowForm,
} from './listing-draft.ts';
import { ListingInfo } from './listing-info.tsx';
import { LISTING_COLUMNS, ListingRow } from './listing-row.tsx';
import { LISTING_DEFAULT_SORT, LISTING_SEARCH_FIELDS } from './listing-search-fields.ts';
import {
  createBulkJob,
  downloadListingsCsv,
  type ListingSearch,
  listingPagesKey,
  listingsKey,
  listingsQuery,
  saveListing,
} from './listings-api.ts';
import { SaveProgressDialog } from './save-progress-dialog.tsx';
import { useSaveRun } from './save-run.ts';
import { editSpelling } from './spelling-dialog.ts';
import { UploadCsvButton } from './upload-csv-button.tsx';
import './listings.css';

export const UNSAVED_CHANGES = 'You have made changes. Would you like to continue without saving them?';
export const updateCountMessage = (count: number) =>
  `You are about to update ${count} telephone numbers. Do you wish to proceed?`;

type RowErrors = Partial<Record<EditableField, string>>;

/**
 * /account/broker/listings (spec 3): the search bar, Upload CSV and Download, bulk change groups for the
 * selection, the rows with inline edits and their info, and Save (rows one PATCH each, 120 ms apart; a
 * selection one bulk job).
 */
export function ListingsPage() {
  const profile = useProfile();
  const dialogs = useDialogs();
  const queryClient = useQueryClient();
  const [search, setSearch] = useState<ListingSearch>(() =>
    listParamsOf({ chips: [], sort: LISTING_DEFAULT_SORT }),
  );
  const [pageWindow, setPageWindow] = usePageWindow();
  const listings = useQuery(listingsQuery(pageWindow, search));
  const rows = listings.data?.data ?? [];
  const total = listings.data?.total ?? 0;
  const [forms, setForms] = useState<Record<string, RowForm>>({});
  const [errors, setErrors] = useState<Record<string, RowErrors>>({});
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [allPages, setAllPages] = useState(false);
  const [groups, setGroups] = useState<BulkGroup[]>([{ field: 'isListed', value: '' }]);
  const [bulkError, setBulkError] = useState<{ message: string; field?: EditableField } | null>(null);
  const [info, setInfo] = useState<ReadonlySet<string>>(new Set());
  const [data, setData] = useState<ReadonlySet<string>>(new Set());
  const [savedAt, setSavedAt] = useState(0);
  const [jobCreated, setJobCreated] = useState(false);
  const saves = useSaveRun((jobs) => {
    const saved = new Set(jobs.filter((job) => job.status === 'completed').map((job) => job.tn));
    setForms((current) => Object.fromEntries(Object.entries(current).filter(([tn]) => !saved.has(tn))));
    setSavedAt((count) => count + 1);
    void queryClient.invalidateQueries({ queryKey: listingPagesKey });
  });

  const pending = Object.keys(forms).length > 0;
  const selecting = allPages || selected.size > 0;
  const selectedCount = allPages ? total : selected.size;

  /** Pending row edits block paging, selection and searching until the broker gives them up. */
  async function unlessPending(action: () => void) {
    if (pending) {
      if (!(await dialogs.confirm({ action: 'Continue', message: UNSAVED_CHANGES }))) return;
      setForms({});
      setErrors({});
    }
    action();
  }

  const changePage = (next: PageWindow) => void unlessPending(() => setPageWindow(next));
  const runSearch = (state: SearchState) =>
    void unlessPending(() => {
      setSearch(listParamsOf(state));
      setPageWindow({ skip: 0, limit: pageWindow.limit });
      setSelected(new Set());
      setAllPages(false);
    });

  function select(tns: readonly string[], on: boolean) {
    void unlessPending(() => {
      const next = new Set(selected);
      for (const tn of tns) {
        if (on) next.add(tn);
        else next.delete(tn);
      }
      setSelected(next);
    });
  }

  function editRow(listing: Listing, form: RowForm) {
    setForms((current) => {
      const { [listing.tn]: _, ...others } = current;
      return isEdited(listing, form) ? { ...others, [listing.tn]: form } : others;
    });
  }

  const toggle = (set: ReadonlySet<string>, tn: string) => {
    const next = new Set(set);
    if (!next.delete(tn)) next.add(tn);
    return next;
  };

  async function save() {
    if (selecting) return saveSelection();
    const edited = rows.filter((listing) => forms[listing.tn]);
    if (edited.length === 0) return dialogs.error('There are no changes to save.');
    const checked = edited.map((listing) => ({
      listing,
      result: changeOf(listing, forms[listing.tn] as RowForm),
    }));
    setErrors(
      Object.fromEntries(
        checked.flatMap(({ listing, result }) => (result.ok ? [] : [[listing.tn, result.errors]])),
      ),
    );
    if (checked.some(({ result }) => !result.ok)) return;
    saves.start(
      checked.map(({ listing, result }) => ({
        tn: listing.tn,
        label: listing.formattedTn ?? listing.tn,
        run: () => saveListing(listing.tn, result.ok ? result.change : {}),
      })),
    );
  }

  async function saveSelection() {
    const change = bulkChangeOf(groups);
    if (!change.ok) return setBulkError({ message: change.message, field: change.field });
    setBulkError(null);
    if (!(await dialogs.confirm({ action: 'Update', message: updateCountMessage(selectedCount) }))) return;
    const jobSearch = allPages ? withoutSort(search) : { 'tn[$in]': [...selected] };
    try {
      const job = await createBulkJob(jobSearch, change.listing);
      if (job.status !== 'ready') return dialogs.error(JOB_NOT_CREATED);
      setSelected(new Set());
      setAllPages(false);
      setJobCreated(true);
    } catch {
      await dialogs.error(JOB_NOT_CREATED);
    }
  }

  function download() {
    downloadListingsCsv(search, new Date()).catch(() => dialogs.error('Download request failed'));
  }

  const pageTns = rows.map((listing) => listing.tn);
  const pageSelected = pageTns.length > 0 && pageTns.every((tn) => selected.has(tn));

  return (
    <div className="listings">
      <h2>Listings</h2>
      <SearchBar
        label="Search listings"
        fields={LISTING_SEARCH_FIELDS}
        defaultSort={LISTING_DEFAULT_SORT}
        onSearch={runSearch}
        onDownload={download}
      />
      <div className="listings__tools">
        <UploadCsvButton onQueued={() => setJobCreated(true)} />
        <Link to="/account/broker/tools/listing-verification">Verify off-network listings</Link>
      </div>
      <BulkChanges
        groups={groups}
        onChange={setGroups}
        error={bulkError?.message ?? null}
        errorField={bulkError?.field}
        disabled={!selecting}
      />
      <div className="listings__selection">
        <label>
          <input
            type="checkbox"
            checked={allPages}
            disabled={total === 0}
            onChange={(event) => {
              const on = event.target.checked;
              void unlessPending(() => {
                setAllPages(on);
                setSelected(new Set());
              });
            }}
          />{' '}
          Select all {total} results on all pages
        </label>
        <p aria-live="polite">{selecting ? `${selectedCount} selected` : ''}</p>
        <button type="button" className="button button--primary" onClick={() => void save()}>
          Save
        </button>
      </div>
      {listings.isPending && <p role="status">Loading listings…</p>}
      <InlineError error={listings.error} fallback={LIST_LOAD_FAILED} />
      {listings.isSuccess && rows.length === 0 && <p>No listings to display.</p>}
      {rows.length > 0 && (
        <DataTable
          label="Listings"
          head={
            <tr>
              <th scope="col">
                <input
                  type="checkbox"
                  aria-label="Select all on this page"
                  checked={allPages || pageSelected}
                  disabled={allPages}
                  onChange={(event) => select(pageTns, event.target.checked)}
                />
              </th>
              {LISTING_COLUMNS.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          }
        >
          {rows.map((listing) => (
            <Fragment key={listing.tn}>
              <ListingRow
                listing={listing}
                form={forms[listing.tn]}
                errors={errors[listing.tn]}
                formsDisabled={selecting}
                selected={allPages || selected.has(listing.tn)}
                selectionDisabled={allPages}
                saveStatus={saves.run?.jobs.find((job) => job.tn === listing.tn)?.status}
                infoOpen={info.has(listing.tn)}
                dataOpen={data.has(listing.tn)}
                isEmployee={Boolean(profile.isEmployee)}
                onSelect={(on) => select([listing.tn], on)}
                onChange={(form) => editRow(listing, form)}
                onToggleInfo={() => setInfo(toggle(info, listing.tn))}
                onToggleData={() => setData(toggle(data, listing.tn))}
                onSpelling={() =>
                  void editSpelling(dialogs, listing, () =>
                    queryClient.invalidateQueries({ queryKey: listingsKey }),
                  )
                }
              />
              {info.has(listing.tn) && (
                <tr className="listing-row__details">
                  <td colSpan={LISTING_COLUMNS.length + 1}>
                    <ListingInfo tn={listing.tn} name={listing.formattedTn ?? listing.tn} savedAt={savedAt} />
                  </td>
                </tr>
              )}
              {data.has(listing.tn) && (
                <tr className="listing-row__details">
                  <td colSpan={LISTING_COLUMNS.length + 1}>
                    <section aria-label={`Data of ${listing.formattedTn ?? listing.tn}`}>
                      <pre>{JSON.stringify(listing, null, 2)}</pre>
                    </section>
                  </td>
                </tr>
              )}
            </Fragment>
          ))}
        </DataTable>
      )}
      <Paginator
        total={total}
        skip={pageWindow.skip}
        limit={pageWindow.limit}
        onChange={changePage}
        label="Listings pages"
      />
      {saves.run && <SaveProgressDialog run={saves.run} onClose={saves.close} />}
      {jobCreated && <JobCreatedDialog onClose={() => setJobCreated(false)} />}
    </div>
  );
}

/** The search's filters without its `$sort[...]` key (a job's search takes filters only). */
function withoutSort(search: ListingSearch): ListingSearch {
  return Object.fromEntries(Object.entries(search).filter(([key]) => !key.startsWith('$sort')));
}
