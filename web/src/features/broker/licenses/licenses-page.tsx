import { useQuery } from '@tanstack/react-query';
import { formatCents } from '../../../../../src/shared/money.ts';
import { useProfile } from '../../../api/profile.ts';
import { useDialogs } from '../../../ui/dialogs/use-dialogs.ts';
import { usePageWindow } from '../../../ui/paginator.tsx';
import { BrokerListTab } from '../broker-list-tab.tsx';
import { TnFilterToolbar, useTnFilter } from '../tn-filter-toolbar.tsx';
import {
  downloadLicensesCsv,
  type License,
  licensesQuery,
  useCancelLicenseMutation,
} from './licenses-api.ts';

const STATUS_LABELS: Record<License['status'], string> = {
  pending: 'Pending',
  active: 'Active',
  deleted: 'Deleted',
  completed: 'Completed',
};

const formatDate = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString('en-US') : '—');

/**
 * /account/broker/licenses, the Licenses tab (spec 3): the broker's licensed numbers, newest first, a phone
 * number filter, paging and a CSV download. Employees get a Cancel column for active licences (with a
 * confirmation); the row refreshes when it is done.
 */
export function LicensesPage() {
  const tn = useTnFilter();
  const [pageWindow, setPageWindow] = usePageWindow();
  const licenses = useQuery(licensesQuery(pageWindow, tn));
  const isEmployee = useProfile().isEmployee === true;
  const cancel = useCancelLicenseMutation();
  const dialogs = useDialogs();

  async function cancelLicense(license: License) {
    const confirmed = await dialogs.confirm({
      action: 'Cancel License',
      message: `Cancel the license of ${license.formattedTn}? The number leaves the licensee's account and goes back on sale.`,
    });
    // A refusal (409 when no longer active) reaches the global error dialog.
    if (confirmed) await cancel.mutateAsync(license.licenseId).catch(() => undefined);
  }

  return (
    <BrokerListTab
      className="licenses"
      title="Licenses"
      toolbar={<TnFilterToolbar label="Filter licenses" download={downloadLicensesCsv} />}
      list={licenses}
      pageWindow={pageWindow}
      onPageWindow={setPageWindow}
      label="Licenses"
      loadingText="Loading licenses…"
      emptyText="No licenses to display."
      head={
        <tr>
          <th scope="col">Phone Number</th>
          <th scope="col">Status</th>
          <th scope="col">Start Date</th>
          <th scope="col">End Date</th>
          <th scope="col">One-Time Fee</th>
          <th scope="col">Monthly Fee</th>
          <th scope="col">Annual Increase %</th>
          {isEmployee && <th scope="col">Cancel</th>}
        </tr>
      }
      row={(license) => (
        <tr key={license.licenseId}>
          <td>{license.formattedTn}</td>
          <td>{STATUS_LABELS[license.status]}</td>
          <td>{formatDate(license.startDate)}</td>
          <td>{formatDate(license.endDate)}</td>
          <td>{formatCents(license.oneTimeSetupFee)}</td>
          <td>{formatCents(license.monthlyFee)}</td>
          <td>{license.annualIncrease}%</td>
          {isEmployee && (
            <td>
              {license.status === 'active' && (
                <button
                  type="button"
                  className="button"
                  aria-label={`Cancel the license of ${license.formattedTn}`}
                  disabled={cancel.isPending}
                  onClick={() => void cancelLicense(license)}
                >
                  Cancel License
                </button>
              )}
            </td>
          )}
        </tr>
      )}
    />
  );
}
